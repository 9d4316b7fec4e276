import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { pages, type SitePage } from './site/pages';

/** The module that draws each kind of page in the registry (src/site/pages.ts). */
const modules: Record<SitePage['kind'], string> = {
  home: 'routes/home.tsx',
  news: 'routes/news.tsx',
  longform: 'routes/longform.tsx',
  search: 'routes/search.tsx',
};

export default [
  ...pages.map((page) =>
    page.path === '/'
      ? index(modules[page.kind], { id: page.path })
      : route(page.path.slice(1), modules[page.kind], { id: page.path }),
  ),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
