import { paths } from '~/site/pages';
import { HOME_NEWS_LIMIT, NEWS_PAGE_LIMIT, type NewsSnapshot } from './types';

/**
 * The screens that show a list of news, and what each decides, here alone:
 * its page, how many items it shows, whether the list opens its page (then
 * its first item's first photo leads, fetched at once), and whether its
 * loading state reserves the screen (a long list, so the footer does not
 * jump when it arrives).
 */
export const NEWS_SCREENS = {
  home: { path: paths.home, limit: HOME_NEWS_LIMIT, leads: false, reservesScreen: false },
  news: { path: paths.news, limit: NEWS_PAGE_LIMIT, leads: true, reservesScreen: true },
} as const;

export type NewsScreen = keyof typeof NEWS_SCREENS;

/** What a screen's loader gives its news: the screen, and its items as the build read them. */
export interface ScreenNews {
  screen: NewsScreen;
  /** Null when the build had no news to read (Firestore out of reach in a preview). */
  snapshot: NewsSnapshot | null;
}
