import { fixedIdentity } from './school-identity.ts';

/** Every internal path of the site, named once so links and routes agree. */
export const paths = {
  home: '/',
  news: '/institucional/novedades',
  newsAlias: '/noticias',
  founder: `/institucional/${fixedIdentity.founder.slug}`,
  history: '/institucional/historiaISC',
  contract: '/secundario/normasDeConvivencia',
  curriculum: '/secundario/estructuraCurricular',
  search: '/buscar',
  /** The news feed (RSS 2.0), linked from every page. */
  feed: '/rss.xml',
  sitemap: '/sitemap.xml',
  /** Staff's editor (src/editor/), its files under /editar/: no page of the site, never indexed nor fetched ahead. */
  editor: '/editar',
} as const;

const NEWS_ARCHIVE = `${paths.news}/archivo`;
const SAFE_ID = /^[A-Za-z0-9][\w-]{0,99}$/;

/**
 * A news item's address segment, from its document id (a local file's name)
 * and nothing else, so editing the text never moves it. Ids that are not
 * plain letters, digits, "-" and "_" are written as "~" and their UTF-8 bytes
 * in hexadecimal: still stable, and never the same as a plain one.
 */
export function newsSlug(id: string): string {
  if (SAFE_ID.test(id)) return id;
  const bytes = new TextEncoder().encode(id);
  return `~${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Pages made from the news at build time (src/news/archive/), beside
 * the registry: one per item and one per year with news.
 */
export const newsPaths = {
  item: (id: string) => `${paths.news}/${newsSlug(id)}`,
  year: (year: number) => `${NEWS_ARCHIVE}/${year}`,
  /** Route patterns, for src/routes.ts. */
  itemRoute: `${paths.news}/:slug`,
  yearRoute: `${NEWS_ARCHIVE}/:year`,
};

/** Whether `path` is a news item's page (not a list of news). */
export const isNewsItemPath = (path: string) =>
  path.startsWith(`${paths.news}/`) &&
  !path.startsWith(`${NEWS_ARCHIVE}/`) &&
  !path.slice(paths.news.length + 1).includes('/');
