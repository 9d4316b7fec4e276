import { describe, expect, it } from 'vitest';
import { school } from '~/site/identity';
import { paths } from '~/site/pages';
import { pages } from '~/site/registry';
import { url } from '../support/browser';
import { localNewsPages, sitemapPaths } from '../support/news-pages';

const head = async (path: string) => (await fetch(url(path))).text();
const meta = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];

describe('search engines and link previews', () => {
  it.each(pages)(
    '$path has its own title, description, canonical address and preview',
    async (page) => {
      const html = await head(page.path);
      const canonical = ('aliasOf' in page && page.aliasOf) || page.path;
      expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]).toContain(school.name);
      expect(meta(html, 'name', 'description')!.length).toBeGreaterThanOrEqual(50);
      expect(html).toContain(
        `<link rel="canonical" href="${new URL(canonical, school.siteUrl).href}"/>`,
      );
      expect(meta(html, 'property', 'og:image')).toBe(
        new URL('/og-image.png', school.siteUrl).href,
      );
      expect(meta(html, 'property', 'og:locale')).toBe('es_AR');
      expect(html).toContain(
        '<link rel="icon" href="/favicon.png" type="image/png" sizes="32x32"/>',
      );
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(html).toMatch(/^<!DOCTYPE html><html lang="es-AR">/);
    },
  );

  it('describes the preview picture to Twitter as to Open Graph, on every page of the sitemap', async () => {
    const listed = await sitemapPaths(url('/'));
    expect(listed.length).toBeGreaterThan(pages.length);
    for (const path of listed) {
      const html = await head(path);
      const alt = meta(html, 'property', 'og:image:alt');
      expect(alt, path).toMatch(/\S/);
      expect(meta(html, 'name', 'twitter:image:alt'), path).toBe(alt);
      expect(meta(html, 'name', 'twitter:image'), path).toBe(meta(html, 'property', 'og:image'));
    }
  });

  it('titles and descriptions differ between pages', async () => {
    const pages = await Promise.all(
      [paths.home, paths.news, paths.founder, paths.history, paths.contract, paths.curriculum].map(
        head,
      ),
    );
    const titles = pages.map((html) => /<title>([^<]+)<\/title>/.exec(html)?.[1]);
    const descriptions = pages.map((html) => meta(html, 'name', 'description'));
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
  });

  it('describes the school as structured data on the home page', async () => {
    const json = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(
      await head(paths.home),
    )?.[1];
    expect(JSON.parse(json!)).toMatchObject({
      '@type': 'School',
      name: school.name,
      foundingDate: '1901-05-26',
      address: {
        streetAddress: 'Av. Mitre 1222',
        addressLocality: 'Villa Mercedes',
        addressRegion: 'San Luis',
      },
    });
  });

  it('publishes a sitemap of every page and a robots.txt pointing at it', async () => {
    const listed = (await sitemapPaths(url('/'))).sort();
    const { items, years } = await localNewsPages();
    expect(listed).toEqual(
      [
        ...pages.filter((p) => !('aliasOf' in p && p.aliasOf)).map((p) => p.path),
        ...items,
        ...years,
      ].sort(),
    );
    expect(await head('/robots.txt')).toContain(
      `Sitemap: ${new URL('/sitemap.xml', school.siteUrl).href}`,
    );
    for (const picture of ['/og-image.png', '/favicon.png']) {
      const image = await fetch(url(picture));
      expect(image.headers.get('content-type'), picture).toBe('image/png');
    }
  });
});
