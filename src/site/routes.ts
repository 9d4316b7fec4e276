import { school } from './identity';

/** Every internal path of the site, named once so links and routes agree. */
export const paths = {
  home: '/',
  news: '/institucional/novedades',
  newsAlias: '/noticias',
  founder: `/institucional/${school.founder.slug}`,
  history: '/institucional/historiaISC',
  contract: '/secundario/normasDeConvivencia',
  curriculum: '/secundario/estructuraCurricular',
} as const;

/**
 * Long-form pages ship no React: they are plain HTML with one small script.
 * Links to them load the document instead of rendering them client-side.
 */
export const staticPages: ReadonlySet<string> = new Set([
  paths.founder,
  paths.history,
  paths.contract,
  paths.curriculum,
]);

export function isStaticPage(to: string): boolean {
  return staticPages.has(to.split('#')[0]!);
}
