// What the browser may fetch ahead of a visitor's next move (the Speculation
// Rules API). Each page's rules are written once as text (speculationRules):
// the boot script inserts them after the first paint, unless the visitor
// saves data (src/page-script/boot.ts), and the Content-Security-Policy allows
// them by their hash (src/build-end/steps.server.ts). Engines that read no
// rules (Firefox, Safari) are given the same ones by the page script, which
// fetches what they name (src/page-script/fetch-ahead.ts): it reads the subset
// typed here, and their address patterns use `*` alone (src/lib/path-pattern.ts).
// Safari's worker is built with `neverAhead` written in, and keeps no page
// it names (src/page-script/ahead-worker.ts).
import { paths } from './pages';
import {
  LIKELY_NEXT_ATTRIBUTE,
  likelyNext,
  NEWEST_NEWS_ITEM,
  NEWS_ITEM_LINK_CLASS,
} from './likely-next';
import { pageAt, pages } from './registry';

/** When a rule's pages are fetched: at once, or on a pointer resting on a link or a touch. */
export type Eagerness = 'immediate' | 'moderate' | 'conservative';

/** Which links a document rule takes. */
export type Condition =
  | { href_matches: string | string[] }
  | { selector_matches: string }
  | { and: Condition[] }
  | { not: Condition };

export interface Rule {
  where?: Condition;
  urls?: string[];
  eagerness: Eagerness;
}

export type SpeculationRules = Partial<Record<'prefetch' | 'prerender', Rule[]>>;

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
export const neverAhead = [paths.search, `${paths.search}/*`, paths.feed, '/*.*', editorPattern];
const notAhead: Condition = { not: { href_matches: neverAhead } };

/** The long pages: text and a drawing, nothing a visitor would pay much for. */
const longPages = pages.filter((page) => page.kind === 'long-page').map((page) => page.path);

/** The newest item's link on a news list (`likelyNext`). */
const newestItem: Condition = {
  and: [{ href_matches: '/*' }, { selector_matches: `[${LIKELY_NEXT_ATTRIBUTE}]` }, notAhead],
};

/**
 * The rules, by kind of link:
 * - every page of the site, its HTML alone fetched when the pointer rests on
 *   its link (200 ms) or a finger touches it ("moderate"): never its pictures;
 * - a long page, and a news item from its card, at that same moment also
 *   prerendered: a click then finds it drawn but for the browser's last step.
 *   Neither has a picture to fetch: a long page's is a drawing written in
 *   it, and an item's page shows the very copies of the photos its card
 *   shows (pictureLayouts.news), beside the link. The prerender takes the
 *   fetched HTML (no second request), and a Chromium that declines to
 *   prerender (its memory saver, a low-end device, its own limits) still
 *   has the HTML for the click;
 * - the newest item on the news screen (`likelyNext`), fetched and
 *   prerendered at once ("immediate"): its HTML is a few kilobytes and its
 *   photo the first card's, so a tap on a phone, which gives no warning,
 *   finds it drawn.
 */
const rules: Required<SpeculationRules> = {
  prerender: [
    {
      where: { href_matches: longPages },
      eagerness: 'moderate',
    },
    {
      where: { and: [{ selector_matches: `.${NEWS_ITEM_LINK_CLASS}` }, notAhead] },
      eagerness: 'moderate',
    },
    { where: newestItem, eagerness: 'immediate' },
  ],
  prefetch: [
    {
      where: { and: [{ href_matches: '/*' }, notAhead] },
      eagerness: 'moderate',
    },
    { where: newestItem, eagerness: 'immediate' },
  ],
};

/**
 * The rules of the page at `pathname`, as text: the boot script inserts
 * exactly this, and the Content-Security-Policy allows it by its hash. A page
 * whose likely next page is a page of the registry (`likelyNext`: home's, the
 * contract) names it, since its link may be in a closed menu, where rules
 * that match links do not look. Its HTML is fetched at once, and, a long
 * page, it is prerendered at once too: a tap on a phone then shows a page
 * already drawn. The prerender reuses the fetched HTML and adds the long
 * page's drawing (under half a kilobyte); nothing else of the page is
 * fetched before it is shown (src/page-script/boot.ts). Where Chromium declines
 * to prerender (its memory saver, its limits), the HTML is still there.
 */
export function speculationRules(pathname: string): string {
  const page = pageAt(pathname);
  const next = page && likelyNext[page.path];
  // The newest item's link is marked in the page: the rules above match it.
  if (!next || next === NEWEST_NEWS_ITEM) return JSON.stringify(rules);
  const now: Rule = { urls: [next], eagerness: 'immediate' };
  return JSON.stringify({
    prerender: longPages.includes(next) ? [...rules.prerender, now] : rules.prerender,
    prefetch: [...rules.prefetch, now],
  });
}
