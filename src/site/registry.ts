// The page registry: every page of the site, once. Routes, the sitemap, the
// search, the menus, the byte budgets, the browser tests that visit every
// page and the benchmark read it. The long pages are the content folder's
// (content/page-entries.ts, the one reader, placed by page-addresses.ts):
// a new page is its MDX file,
// and nothing else is typed for it. Build time only: the browser's scripts
// import addresses from pages.ts, never this list.
import { pageFiles } from '../content/page-files.ts';
import { SECTION_IDS } from '../content/sections.ts';
import { placePages, type PlacedPage } from './page-addresses.ts';
import { pagePath } from '../lib/page-path.ts';
import { isNewsItemPath, paths } from './pages.ts';

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
      kind: 'long-page';
      /** Its entry among the long pages: the name of its MDX file. */
      entry: string;
    };

/** Where a page with no menu entry, or no order in it, comes among its section's: after the rest. */
const UNORDERED = Number.MAX_SAFE_INTEGER;

/**
 * The long pages that can be published, each at its address, by section and
 * place in its menu. One with a problem is left out here, and its problems
 * are not lost: the build's first step (builder/text/page-file-checks.server.ts)
 * reads them from the same placePages, stops a preview over them, and the
 * live publication warns and goes on without the page.
 */
export const longPages: readonly PlacedPage[] = placePages(pageFiles).pages.sort(
  (a, b) =>
    SECTION_IDS.indexOf(a.data.section) - SECTION_IDS.indexOf(b.data.section) ||
    (a.data.menu?.order ?? UNORDERED) - (b.data.menu?.order ?? UNORDERED) ||
    a.name.localeCompare(b.name),
);

export const pages: readonly SitePage[] = [
  { path: paths.home, kind: 'home' },
  { path: paths.news, kind: 'news' },
  { path: paths.newsAlias, kind: 'news', aliasOf: paths.news },
  ...longPages.map((page) => ({
    path: page.address,
    kind: 'long-page' as const,
    entry: page.name,
  })),
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

const byPath = new Map(pages.map((page) => [page.path, page]));

/** The registered page at `pathname` (a trailing slash or #hash does not matter). */
export function pageAt(pathname: string): SitePage | undefined {
  return byPath.get(pagePath(pathname));
}
