// Every page of the site, in its order, made from the long pages read (the
// content store's, content/store.server.ts): the page registry's list
// (registry.ts, through Vite) and the route table's (routes.ts, which React
// Router evaluates outside Vite's plugins, from the store itself) are this
// one function's answer on the same reads.
import type { PageReads } from '../content/page-entries.ts';
import { SECTION_IDS } from '../content/sections.ts';
import { placePages, type PlacedPage } from './page-addresses.ts';
import { paths } from './pages.ts';

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
 * The long pages of `read` that can be published, each at its address, by
 * section and place in its menu; and every page of the site. A long page
 * with a problem is left out here, and its problems are not lost: the
 * build's first step (builder/text/page-file-checks.server.ts) reads them
 * from the same placePages, stops a preview over them, and the live
 * publication warns and goes on without the page.
 */
export function sitePages(read: PageReads): {
  longPages: readonly PlacedPage[];
  pages: readonly SitePage[];
} {
  const longPages = placePages(read).pages.sort(
    (a, b) =>
      SECTION_IDS.indexOf(a.data.section) - SECTION_IDS.indexOf(b.data.section) ||
      (a.data.menu?.order ?? UNORDERED) - (b.data.menu?.order ?? UNORDERED) ||
      a.name.localeCompare(b.name),
  );
  const pages: SitePage[] = [
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
  return { longPages, pages };
}
