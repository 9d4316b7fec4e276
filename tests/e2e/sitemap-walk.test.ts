import { describe, expect } from 'vitest';
import { checkLinks, type BuiltPage } from '../support/content-check';
import { canonicalPages } from '~/site/registry';
import { url, test, waitForPageScript, pageAtRest } from '../support/browser';
import { localNewsPages, sitemapPaths } from '../support/news-pages';

describe('walking the sitemap', () => {
  test('finds every page alive, with no console error and no broken internal link or anchor', async ({
    browser,
  }) => {
    const listed = await sitemapPaths(url('/'));
    const { items, years } = await localNewsPages();
    expect(listed.sort()).toEqual(
      [...canonicalPages.map((page) => page.path), ...items, ...years].sort(),
    );
    const pages: BuiltPage[] = [];
    for (const path of listed) {
      const { page, errors } = await browser.open(path);
      await waitForPageScript(page);
      await pageAtRest(page);
      expect(errors, path).toEqual([]);
      // The live document, news included, as visitors get it.
      pages.push({ path, html: await page.content() });
    }
    // Targets outside the sitemap (such as /noticias) are fetched and checked too.
    const linked = new Set(
      pages.flatMap((p) =>
        [...p.html.matchAll(/href="(\/[^"#]*)/g)].map((m) => m[1]!.replace(/\/$/, '') || '/'),
      ),
    );
    for (const path of linked) {
      if (listed.includes(path) || /\.\w+$/.test(path)) continue;
      const response = await fetch(url(path));
      expect(response.status, path).toBe(200);
      pages.push({ path, html: await response.text() });
    }
    expect(checkLinks(pages)).toEqual([]);
  }, 120_000);
});
