import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { paths } from './site/routes';

const path = (url: string) => url.slice(1);

export default [
  index('routes/home.tsx'),
  route(path(paths.news), 'routes/news.tsx', { id: 'news' }),
  route(path(paths.newsAlias), 'routes/news.tsx', { id: 'news-alias' }),
  route(path(paths.founder), 'routes/founder.tsx'),
  route(path(paths.history), 'routes/history.tsx'),
  route(path(paths.contract), 'routes/contract.tsx'),
  route(path(paths.curriculum), 'routes/curriculum.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
