// The news model's public surface for the rest of the site: how many items a
// page shows. What an item is stays inside the news (types.ts).
export { HOME_NEWS_LIMIT, NEWS_PAGE_LIMIT } from './types';
