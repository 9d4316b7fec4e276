import type { Page } from 'playwright-core';
import { localNews } from './local-news.mjs';

/**
 * The pages the default build makes from content/news/, written out here
 * rather than derived with the site's own code: one per file, named after it,
 * and one per year with news.
 */
export async function localNewsPages(): Promise<{ items: string[]; years: string[] }> {
  return {
    items: localNews.map((item) => `/institucional/novedades/${item.id}`),
    years: ['/institucional/novedades/archivo/2026'],
  };
}

/** The paths a build's sitemap lists. */
export async function sitemapPaths(base: string): Promise<string[]> {
  const sitemap = await (await fetch(new URL('/sitemap.xml', base))).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/**
 * The dates the news cards on `page` show, in order, as text: the cards past
 * the first are drawn only as they come near the screen, and a card not drawn
 * has no rendered text yet.
 */
export const shownDates = (page: Page) => page.locator('.news-card__date time').allTextContents();
