import path from 'node:path';
import { loadLocalNews } from '~/integrations/local-news';

/**
 * The pages the default build makes from content/news/, written out here
 * rather than derived with the site's own code: one per file, named after it,
 * and one per year with news.
 */
export async function localNewsPages(): Promise<{ items: string[]; years: string[] }> {
  const local = await loadLocalNews(path.resolve('content/news'));
  const years = new Set(local.map((doc) => new Date(doc.fecha.seconds * 1000).getUTCFullYear()));
  return {
    items: local.map((doc) => `/institucional/novedades/${doc.id}`),
    years: [...years].map((year) => `/institucional/novedades/archivo/${year}`),
  };
}

/** The paths a build's sitemap lists. */
export async function sitemapPaths(base: string): Promise<string[]> {
  const sitemap = await (await fetch(new URL('/sitemap.xml', base))).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}
