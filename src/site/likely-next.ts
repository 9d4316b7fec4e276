// Where a visitor most likely goes next from a page: the speculation rules
// (speculation.ts) fetch it ahead, and the news list (a browser island too)
// marks its link. Apart from the rules, so the island carries no page list.
import { paths } from './pages';

/** The attribute that marks a link to where a visitor most likely goes next (NewsList). */
export const LIKELY_NEXT_ATTRIBUTE = 'data-likely-next';

/**
 * The class of a news card's link to its item's page (NewsCard): the page
 * shows the card's own photos, so it is prerendered (speculation.ts).
 */
export const NEWS_ITEM_LINK_CLASS = 'news-card__link';

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
