import { JSDOM } from 'jsdom';
import { describe, expect } from 'vitest';
import { school } from '~/site/identity';
import { paths } from '~/site/pages';
import { pages } from '~/site/registry';
import { shownAmong } from '../../scripts/samples/noticias.mjs';
import { firestoreUrl, url, test, pageAtRest } from '../support/browser';
import { sitemapPaths } from '../support/news-pages';

const builds = [
  { name: 'local news', at: url },
  { name: 'Firestore', at: firestoreUrl },
];

const isItem = (path: string) => /^\/institucional\/novedades\/(?!archivo\/)[^/]+$/.test(path);

const meta = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];

describe.each(builds)('news pages ($name)', ({ name, at }) => {
  test('reaches every item from the news screen within three clicks, with JavaScript off', async () => {
    const items = (await sitemapPaths(at('/'))).filter(isItem);
    if (name === 'Firestore') expect(items).toHaveLength(shownAmong().length);
    // With JavaScript off a click follows what the HTML links: each page's
    // HTML is read as the server answers it, without its pictures or styles.
    const reached = new Map<string, number>([[paths.news, 0]]);
    let frontier: string[] = [paths.news];
    for (let clicks = 1; clicks <= 3 && frontier.length; clicks++) {
      const next: string[] = [];
      for (const path of frontier) {
        const response = await fetch(at(path));
        expect(response.status, path).toBe(200);
        const { document } = new JSDOM(await response.text(), { url: at(path) }).window;
        const links = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"]')].map(
          (a) => new URL(a.href).pathname,
        );
        for (const link of links) {
          if (reached.has(link) || !link.startsWith(paths.news)) continue;
          reached.set(link, clicks);
          next.push(link);
        }
      }
      frontier = next;
    }
    expect(items.filter((item) => !reached.has(item))).toEqual([]);
  });

  test('publishes an RSS feed of the newest 20 items, linked from every page', async () => {
    const response = await fetch(at(paths.feed));
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const { document } = new JSDOM(await response.text(), { contentType: 'application/xml' })
      .window;
    expect(document.documentElement.nodeName).toBe('rss');
    const entries = [...document.querySelectorAll('channel > item')];
    const sitemapItems = (await sitemapPaths(at('/'))).filter(isItem);
    expect(entries).toHaveLength(Math.min(20, sitemapItems.length));
    for (const entry of entries) {
      const link = new URL(entry.querySelector('link')!.textContent!);
      expect(link.origin).toBe(new URL(school.siteUrl).origin);
      expect(sitemapItems).toContain(link.pathname);
      expect(Date.parse(entry.querySelector('pubDate')!.textContent!)).not.toBeNaN();
      expect(entry.querySelector('description')!.textContent!.length).toBeGreaterThan(10);
    }
    for (const path of [...pages.map((p) => p.path), sitemapItems[0]!]) {
      const html = await (await fetch(at(path))).text();
      expect(html, path).toContain(
        `<link rel="alternate" type="application/rss+xml" title="Novedades del ${school.name}" href="/rss.xml"/>`,
      );
    }
  });
});

describe('an item page', () => {
  test('shows the item with its title, date, text and the way on, with JavaScript off', async ({
    browser,
  }) => {
    const { page } = await browser.open(firestoreUrl('/institucional/novedades/feria-del-libro'), {
      javaScriptEnabled: false,
    });
    expect(await page.locator('h1').allInnerTexts()).toEqual([
      'La feria del libro del nivel primario será el jueves 12 en la biblioteca.',
    ]);
    expect(await page.locator('main time').first().innerText()).toBe('10 de noviembre de 2026');
    expect(await page.locator('.news-article__body').innerText()).toContain('feria del libro');
    expect(await page.getByRole('link', { name: 'Volver a Novedades' }).getAttribute('href')).toBe(
      paths.news,
    );
    const pager = page.getByRole('navigation', { name: 'Otras novedades' });
    expect(
      await pager.locator('a').evaluateAll((a) => a.map((l) => l.getAttribute('href'))),
    ).toEqual([
      '/institucional/novedades/acto-aniversario',
      '/institucional/novedades/muestra-de-arte',
    ]);
  });

  test('gives link previews its title, description, date and picture, as a messaging app reads them', async () => {
    // The way WhatsApp reads a page: the HTML alone, no script.
    const html = await (
      await fetch(firestoreUrl('/institucional/novedades/acto-aniversario'))
    ).text();
    const address = `${school.siteUrl}/institucional/novedades/acto-aniversario`;
    expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]).toBe(
      `Acto por los 125 años | ${school.name}`,
    );
    expect(meta(html, 'property', 'og:title')).toBe(`Acto por los 125 años | ${school.name}`);
    expect(meta(html, 'property', 'og:type')).toBe('article');
    expect(meta(html, 'property', 'og:url')).toBe(address);
    expect(html).toContain(`<link rel="canonical" href="${address}"/>`);
    expect(meta(html, 'property', 'article:published_time')).toBe('2026-11-20T13:00:00.000Z');
    const description = meta(html, 'name', 'description')!;
    expect(description).toMatch(/^Acto por los 125 años ¡Gracias a todas las familias/);
    expect(description.length).toBeLessThanOrEqual(161);
    expect(meta(html, 'property', 'og:description')).toBe(description);
    // A preview made of the item's first picture, served by the site at an absolute https: address.
    const image = meta(html, 'property', 'og:image')!;
    expect(image).toMatch(new RegExp(`^${school.siteUrl}/_img/[\\w-]+\\.jpg$`));
    expect(meta(html, 'property', 'og:image:type')).toBe('image/jpeg');
    expect(meta(html, 'property', 'og:image:alt')).toBe('Alumnos en el patio durante el acto');
    const json = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Acto por los 125 años',
      datePublished: '2026-11-20T13:00:00.000Z',
      image: [image],
      url: address,
    });
  });

  test("uses the site's card for an item without a picture", async () => {
    const html = await (
      await fetch(url('/institucional/novedades/2026-10-05-inscripciones-2027'))
    ).text();
    expect(meta(html, 'property', 'og:image')).toBe(`${school.siteUrl}/og-image.png`);
    expect(meta(html, 'property', 'og:type')).toBe('article');
  });

  test('asks Firestore nothing: the page is as the build made it', async ({ browser }) => {
    const { page, errors } = await browser.open(
      firestoreUrl('/institucional/novedades/acto-aniversario'),
      {
        before: (p) =>
          p.route('https://firebasestorage.googleapis.com/**', (route) => route.abort()),
      },
    );
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await pageAtRest(page);
    expect(asked.filter((u) => u.includes('runQuery'))).toEqual([]);
    expect(await page.locator('[data-island]').count()).toBe(0);
    expect(errors.filter((e) => !e.includes('ERR_FAILED'))).toEqual([]);
  });
});
