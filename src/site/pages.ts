import { school } from './identity';
import { pagePath } from './page-path';

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

const isNewsItemPath = (path: string) =>
  path.startsWith(`${paths.news}/`) &&
  !path.startsWith(`${NEWS_ARCHIVE}/`) &&
  !path.slice(paths.news.length + 1).includes('/');

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
      /** Its entry among the long pages (src/content/kinds.ts): the name of its MDX file. */
      entry: string;
    };

/**
 * The page registry: every page of the site, once. Routes, the sitemap, the
 * byte budgets, the browser tests that visit every page and the benchmark read
 * this list. A new long page is its MDX file (src/content/kinds.ts) plus one entry here.
 */
export const pages: readonly SitePage[] = [
  { path: paths.home, kind: 'home' },
  { path: paths.news, kind: 'news' },
  { path: paths.newsAlias, kind: 'news', aliasOf: paths.news },
  { path: paths.founder, kind: 'longform', entry: 'fundador' },
  { path: paths.history, kind: 'longform', entry: 'historia' },
  { path: paths.contract, kind: 'longform', entry: 'normas-de-convivencia' },
  { path: paths.curriculum, kind: 'longform', entry: 'estructura-curricular' },
  { path: paths.search, kind: 'search' },
];

/** The pages that have their own address in the sitemap (aliases left out). */
export const canonicalPages = pages.filter((page) => !('aliasOf' in page && page.aliasOf));

/**
 * Whether the site search indexes the page at `pathname`: every page with its
 * own address except the search page itself, which only lists the others,
 * and each news item's page (the lists of news are not indexed, so each item
 * is found once, on its own page).
 */
export function isSearchable(pathname: string): boolean {
  const page = pageAt(pathname);
  if (page) return canonicalPages.includes(page) && page.kind !== 'search';
  return isNewsItemPath(pagePath(pathname));
}

/** The registered page at `pathname` (a trailing slash or #hash does not matter). */
export function pageAt(pathname: string): SitePage | undefined {
  const path = pagePath(pathname);
  return pages.find((page) => page.path === path);
}
