// The news views' public surface: what routes render.
export { NewsArticle } from './NewsArticle';
export { NewsBlock } from './NewsBlock';
export { NewsFeed } from './NewsFeed';
export { NewsYears } from './NewsYears';
