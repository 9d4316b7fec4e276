import { paths } from '~/site/pages';
import { HOME_NEWS_LIMIT, NEWS_PAGE_LIMIT } from './types';

/**
 * The screens that show a list of news, and what each decides, here alone:
 * its page, how many items it shows, and whether its loading state reserves
 * the screen (a long list, so the footer does not jump when it arrives).
 */
export const NEWS_SCREENS = {
  home: { path: paths.home, limit: HOME_NEWS_LIMIT, reservesScreen: false },
  news: { path: paths.news, limit: NEWS_PAGE_LIMIT, reservesScreen: true },
} as const;

export type NewsScreen = keyof typeof NEWS_SCREENS;
