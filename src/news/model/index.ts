// The news model's public surface: what a news item is, whichever source
// gave it, and how many a page shows.
export type {
  ListedNews,
  NewsDocument,
  NewsItem,
  NewsSnapshot,
  NewsSource,
  RejectedNews,
  SafeNewsItem,
  ShownItem,
} from './types';
export { HOME_NEWS_LIMIT, NEWS_PAGE_LIMIT } from './types';
export { initialNewsState, type NewsState } from './state';
export { NEWS_SCREENS, type NewsScreen, type ScreenNews } from './screens';
