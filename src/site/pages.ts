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
  search: '/buscar',
} as const;

/** One page of the site: its address and what draws it. */
export type SitePage =
  | { path: string; kind: 'home' }
  /** The list of every page and section, where the search field leads without JavaScript. */
  | { path: string; kind: 'search' }
  | {
      path: string;
      kind: 'news';
      /** The address this one repeats: it is left out of the sitemap and names it as canonical. */
      aliasOf?: string;
    }
  | {
      path: string;
      kind: 'longform';
      /** Its Markdown (MDX) file in content/. */
      file: string;
    };

/**
 * The page registry: every page of the site, once. Routes, the sitemap, the
 * byte budgets, the browser tests that visit every page and the benchmark read
 * this list. A new long page is its MDX file in content/ plus one entry here.
 */
export const pages: readonly SitePage[] = [
  { path: paths.home, kind: 'home' },
  { path: paths.news, kind: 'news' },
  { path: paths.newsAlias, kind: 'news', aliasOf: paths.news },
  { path: paths.founder, kind: 'longform', file: 'fundador.mdx' },
  { path: paths.history, kind: 'longform', file: 'historia.mdx' },
  { path: paths.contract, kind: 'longform', file: 'normas-de-convivencia.mdx' },
  { path: paths.curriculum, kind: 'longform', file: 'estructura-curricular.mdx' },
  { path: paths.search, kind: 'search' },
];

/** The pages that have their own address in the sitemap (aliases left out). */
export const canonicalPages = pages.filter((page) => !('aliasOf' in page && page.aliasOf));

/**
 * Whether the site search indexes the page: every page with its own address
 * except the search page itself, which only lists the others.
 */
export function isSearchable(page: SitePage | undefined): boolean {
  return page !== undefined && canonicalPages.includes(page) && page.kind !== 'search';
}

/** The registered page at `pathname` (a trailing slash or #hash does not matter). */
export function pageAt(pathname: string): SitePage | undefined {
  const path = pathname.split('#')[0]!.replace(/(.)\/+$/, '$1');
  return pages.find((page) => page.path === path);
}
