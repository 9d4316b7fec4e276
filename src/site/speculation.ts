// What the browser may fetch ahead of a visitor's next move (the Speculation
// Rules API, which engines without it ignore). Each page's rules are written
// once as text (speculationRules): the boot script inserts them after the
// first paint, unless the visitor saves data (src/enhance/boot.ts), and the
// Content-Security-Policy allows them by their hash (src/postbuild/steps.server.ts).
import { pageAt, pages, paths } from './pages';

/** The attribute that marks a link to where a visitor most likely goes next (NewsList). */
export const LIKELY_NEXT_ATTRIBUTE = 'data-likely-next';

/** A page's likely next page that is the newest item of the news list it shows. */
export const NEWEST_NEWS_ITEM = 'newest-news-item';

/**
 * Where a visitor most likely goes from a page, fetched ahead as soon as the
 * page is on screen, decided here alone: from home, the coexistence contract
 * (what families come for), whose link sits in the menu. From the news
 * screen, its newest item, whose link the list marks (LIKELY_NEXT_ATTRIBUTE).
 */
export const likelyNext: Partial<Record<string, string>> = {
  [paths.home]: paths.contract,
  [paths.news]: NEWEST_NEWS_ITEM,
};

/** Whether the news list on the page at `path` marks its newest item as the likely next page. */
export const marksNewestNewsItem = (path: string) => likelyNext[path] === NEWEST_NEWS_ITEM;

/** The editor's addresses, /editar and all under it, in one pattern. */
export const editorPattern = `${paths.editor}*`;

/**
 * Never fetched ahead: the search (it loads its index when used), the feed,
 * staff's editor (megabytes no visitor needs),
 * anything with a dot in its path (files, pictures, the sitemap), and other
 * sites (the patterns are the site's own paths; the site's links to other
 * sites are the ones that open a new tab). No pattern for queries: the site
 * links to none, and `/*\?*` would match every address.
 */
const notAhead = {
  not: {
    href_matches: [paths.search, `${paths.search}/*`, paths.feed, '/*.*', editorPattern],
  },
};

/** The long pages: text and a drawing, nothing a visitor would pay much for. */
const longPages = pages.filter((page) => page.kind === 'longform').map((page) => page.path);

/**
 * The rules, by kind of link:
 * - a long page, prerendered when the pointer rests on its link (200 ms) or a
 *   finger touches it ("moderate"): a click then finds it drawn but for the
 *   browser's last step, and it has no news photo to fetch;
 * - any other page of the site (home, news, an item, a year), its HTML alone
 *   fetched at the same moment: never its pictures;
 * - the page's likely next link (`likelyNext`), its HTML fetched at once
 *   ("immediate"): one page, a few kilobytes, so a tap on a phone, which
 *   gives no warning, finds it there.
 */
const rules = {
  prerender: [
    {
      where: { href_matches: longPages },
      eagerness: 'moderate',
    },
  ],
  prefetch: [
    {
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: longPages } }, notAhead] },
      eagerness: 'moderate',
    },
    {
      where: {
        and: [{ href_matches: '/*' }, { selector_matches: `[${LIKELY_NEXT_ATTRIBUTE}]` }, notAhead],
      },
      eagerness: 'immediate',
    },
  ],
};

/**
 * The rules of the page at `pathname`, as text: the boot script inserts
 * exactly this, and the Content-Security-Policy allows it by its hash. A page
 * with a likely next page (`likelyNext`) names it: its link may be in a
 * closed menu, where rules that match links do not look.
 */
export function speculationRules(pathname: string): string {
  const page = pageAt(pathname);
  const next = page && likelyNext[page.path];
  // The newest item's link is marked in the page: the rules above match it.
  if (!next || next === NEWEST_NEWS_ITEM) return JSON.stringify(rules);
  return JSON.stringify({
    ...rules,
    prefetch: [...rules.prefetch, { urls: [next], eagerness: 'immediate' }],
  });
}
