// The page registry: every page of the site, once. Routes, the sitemap, the
// search, the menus, the byte budgets, the browser tests that visit every
// page and the benchmark read it. The long pages are the content folder's,
// read once by the content store (content/store.server.ts, through the module
// `virtual:content/pages`) and put in order by site-pages.ts: a new page is
// its MDX file, and nothing else is typed for it. Build time only: the browser's scripts
// import addresses from pages.ts, never this list.
import { pageReads } from 'virtual:content/pages';
import { pagePath } from '../lib/page-path.ts';
import { isNewsItemPath } from './pages.ts';
import { sitePages, type SitePage } from './site-pages.ts';

export type { SitePage };

/** The long pages that can be published, at their addresses, in order; and every page of the site (site-pages.ts). */
export const { longPages, pages } = sitePages(pageReads);

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

const byPath = new Map(pages.map((page) => [page.path, page]));

/** The registered page at `pathname` (a trailing slash or #hash does not matter). */
export function pageAt(pathname: string): SitePage | undefined {
  return byPath.get(pagePath(pathname));
}
