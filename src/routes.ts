import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { contentStore } from './content/store.server';
import { newsPaths, paths } from './site/pages';
import { sitePages, type SitePage } from './site/site-pages';

/**
 * Every page of the site, as the registry lists them (src/site/registry.ts),
 * made from the content store itself: React Router evaluates this file
 * outside Vite's plugins, where the registry's module of pages read is not.
 */
const { pages } = sitePages(contentStore(process.cwd()).pages());

/** The module that draws each kind of page (src/site/site-pages.ts). */
const modules: Record<SitePage['kind'], string> = {
  home: 'routes/home.tsx',
  news: 'routes/news.tsx',
  'long-page': 'routes/long-page.tsx',
  search: 'routes/search.tsx',
};

export default [
  ...pages.map((page) =>
    page.path === '/'
      ? index(modules[page.kind], { id: page.path })
      : route(page.path.slice(1), modules[page.kind], { id: page.path }),
  ),
  // Made from the news at build time: a page per item and per year, and the feed.
  route(newsPaths.itemRoute.slice(1), 'routes/news-item.tsx'),
  route(newsPaths.yearRoute.slice(1), 'routes/news-year.tsx'),
  route(paths.feed.slice(1), 'routes/feed.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
