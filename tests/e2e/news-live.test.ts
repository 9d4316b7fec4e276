import type { Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import { EMPTY_MESSAGE } from '~/news/list/NewsList';
import { paths } from '~/site/pages';
import { answerRest } from '../../scripts/test-servers/server.mjs';
import { answerMediaLocally } from '../../scripts/in-page/offline-media.mjs';
import {
  CAMP_AUDIO,
  CAMP_VIDEO,
  LEFT_OUT,
  noticias,
  SHOWN_DATE,
  shownAmong,
  STORAGE_IMAGE,
} from '../../scripts/samples/noticias.mjs';
import {
  firestoreUrl,
  layoutShift,
  nextFrames,
  type OpenOptions,
  PHONE,
  recordLayoutShift,
  recordViolations,
  test,
  type TestBrowser,
  violations,
  waitForIslands,
  waitForPageScript,
  pageAtRest,
} from '../support/browser';
import { shownDates } from '../support/news-pages';

/** The build's snapshot came from the fixture: its dates, newest first, as the cards show them. */
/** A fixture date as the page shows it: literals from the fixtures, not the site's own formatting. */
const shownDate = (timestamp: string) => (SHOWN_DATE as Record<string, string>)[timestamp];
/** The dates of the cards the build showed among the newest `limit` documents. */
const snapshotDates = (limit: number) =>
  shownAmong(limit).map((doc) => shownDate(doc.fields.fecha.timestampValue));
const bodies = (page: Page) => page.locator('.news-card__body').allInnerTexts();

type Doc = (typeof noticias)[number];

/** Answers the page's Firestore requests (runQuery, batchGet) from other documents, or fails them. */
function liveAnswer(documents: Doc[] | 'fail') {
  return async (route: Route) => {
    if (documents === 'fail') return route.abort('failed');
    const method = /:(\w+)\?/.exec(route.request().url())![1]!;
    await route.fulfill({
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify(answerRest(documents, method, route.request().postDataJSON())),
    });
  };
}

const FIRESTORE_REQUEST = /:(runQuery|batchGet)\?/;

const live =
  (documents: Doc[] | 'fail'): OpenOptions['before'] =>
  (page) =>
    page.route(FIRESTORE_REQUEST, liveAnswer(documents));

/** The items a page asked for whole (batchGet), by id. */
const askedWhole = (page: Page) => {
  const ids: string[][] = [];
  page.on('request', (request) => {
    if (request.url().includes(':batchGet'))
      ids.push(
        (request.postDataJSON() as { documents: string[] }).documents.map((name) =>
          name.slice(name.lastIndexOf('/') + 1),
        ),
      );
  });
  return ids;
};

/** Resolves once the live check has an outcome: "current", "updated" or "failed". */
async function liveOutcome(page: Page): Promise<string> {
  const island = page.locator('[data-island="live-news"]');
  await island.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () => document.querySelector<HTMLElement>('[data-live-news]')?.dataset.liveNews,
  );
  return (await island.getAttribute('data-live-news'))!;
}

const doc = (id: string, fecha: string, contenido: string): Doc => ({
  id,
  fields: { fecha: { timestampValue: fecha }, contenido: { stringValue: contenido } },
});

/**
 * Opens `path` on the Firestore-configured build. Images on Firebase Storage
 * and the YouTube player are answered locally: the machine running the tests
 * may have no way out.
 */
const open = (browser: TestBrowser, path: string, { before, ...options }: OpenOptions = {}) =>
  browser.open(firestoreUrl(path), {
    ...options,
    before: async (page) => {
      await answerMediaLocally(page);
      await before?.(page);
    },
  });

describe('news from Firestore', () => {
  for (const path of [paths.home, paths.news, paths.newsAlias]) {
    test(`shows the build's snapshot with JavaScript off on ${path}`, async ({ browser }) => {
      const { page } = await open(browser, path, { javaScriptEnabled: false });
      const expected = snapshotDates(path === paths.home ? 2 : 20);
      expect(await shownDates(page)).toEqual(expected);
      expect((await bodies(page))[0]).toContain('Acto por los 125 años');
      // Each card leads to its item's own page.
      expect(await page.locator('.news-card__link').first().getAttribute('href')).toBe(
        '/institucional/novedades/acto-aniversario',
      );
    });
  }

  for (const path of [paths.news, paths.home]) {
    test(`loads no React, Firestore SDK or DOMPurify while the snapshot is current (${path})`, async ({
      browser,
    }) => {
      // Every request from the start: the island may ask before the page is handed over.
      const requested: string[] = [];
      const { page, errors } = await open(browser, path, {
        before: async (p) => {
          p.on('request', (request) => requested.push(request.url()));
          await live(noticias)!(p);
        },
      });
      expect(await liveOutcome(page)).toBe('current');
      // Whatever the page fetches by itself has been fetched.
      await pageAtRest(page);
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
      }));
      // The page script, then (after the first paint) the island's own small module.
      expect(timing.scripts.map((s) => s.name.replace(/-[\w-]{8}\.js$/, ''))).toEqual([
        '/assets/page-script',
        '/assets/live-news',
      ]);
      expect(timing.scripts[1]!.start).toBeGreaterThan(timing.paint);
      // One question to Firestore, the spec's, with no preflight; no item asked for whole.
      const asked = requested.filter((url) => url.includes(':runQuery'));
      expect(asked).toHaveLength(1);
      expect(requested.filter((url) => url.includes(':batchGet'))).toEqual([]);
      expect(
        requested.filter((url) => /show-live-news|sanitize|index\.esm|gstatic/.test(url)),
      ).toEqual([]);
      expect(await page.content()).not.toContain('__reactRouter');
      expect(errors).toEqual([]);
    });
  }

  for (const [path, budget] of [
    [paths.news, 12_000],
    [paths.home, 6_000],
  ] as const) {
    test(`downloads at most ${budget / 1000} KB of Firestore answers on ${path} when nothing changed, pasted photos and all`, async ({
      browser,
    }) => {
      // The test server itself answers, compressed as Google's servers answer:
      // the collection the build read, a pasted photo among its newest items.
      expect(
        noticias.slice(0, 20).some((d) => d.fields.contenido.stringValue?.includes('data:image/')),
      ).toBe(true);
      const answers: Promise<number>[] = [];
      const { page } = await open(browser, path, {
        viewport: PHONE,
        before: async (p) =>
          p.on('requestfinished', (request) => {
            if (FIRESTORE_REQUEST.test(request.url()))
              answers.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
          }),
      });
      expect(await liveOutcome(page)).toBe('current');
      const bytes = (await Promise.all(answers)).reduce((sum, b) => sum + b, 0);
      expect(answers).toHaveLength(1);
      expect(bytes).toBeGreaterThan(0);
      expect(bytes).toBeLessThanOrEqual(budget);
    });
  }

  test('loads nothing of the sound and video staff embedded until they are played', async ({
    browser,
  }) => {
    const requested: string[] = [];
    const { page } = await open(browser, paths.news, {
      before: async (p) => {
        p.on('request', (request) => requested.push(new URL(request.url()).pathname));
        await live(noticias)!(p);
      },
    });
    expect(await liveOutcome(page)).toBe('current');
    await page.locator('#noticia-campamento').scrollIntoViewIfNeeded();
    await pageAtRest(page);
    await nextFrames(page);
    const media = page.locator('#noticia-campamento').locator('audio, video');
    expect(await media.count()).toBe(2);
    for (const element of await media.all()) {
      expect(await element.getAttribute('preload')).toBe('none');
      expect(await element.getAttribute('autoplay')).toBeNull();
      expect(await element.getAttribute('poster')).toBeNull();
    }
    expect(
      requested.filter((path) =>
        [CAMP_AUDIO, CAMP_VIDEO, 'poster'].some((name) => path.includes(name.replace(/^\//, ''))),
      ),
    ).toEqual([]);
  });

  test('changes nothing in the page when the live answer is the snapshot', async ({ browser }) => {
    const { page } = await open(browser, paths.news, {
      before: async (p) => {
        await p.addInitScript(() => {
          const seen: string[] = ((window as unknown as { __mutations: string[] }).__mutations =
            []);
          document.addEventListener('DOMContentLoaded', () => {
            const island = document.querySelector('[data-island]')!;
            new MutationObserver((records) => {
              for (const record of records)
                if (record.target !== island) seen.push(`${record.type} ${record.target.nodeName}`);
            }).observe(island, {
              subtree: true,
              childList: true,
              characterData: true,
              attributes: true,
            });
          });
        });
        await live(noticias)!(p);
      },
    });
    expect(await liveOutcome(page)).toBe('current');
    expect(
      await page.evaluate(() => (window as unknown as { __mutations: string[] }).__mutations),
    ).toEqual([]);
    expect(await shownDates(page)).toEqual(snapshotDates(20));
  });

  const fresh = doc(
    'recien-publicada',
    '2026-11-21T15:00:00Z',
    '<p><strong>Noticia recién publicada.</strong> Después del último build.</p>',
  );
  const changes: [string, Doc[], (shown: string[]) => void, string[]][] = [
    [
      'a new item',
      [fresh, ...noticias],
      (shown) => expect(shown[0]).toContain('Noticia recién publicada'),
      ['recien-publicada'],
    ],
    [
      'an edited item',
      [
        doc(
          'acto-aniversario',
          noticias[0]!.fields.fecha.timestampValue,
          '<p>Texto corregido.</p>',
        ),
        ...noticias.slice(1),
      ],
      (shown) => expect(shown[0]).toBe('Texto corregido.'),
      ['acto-aniversario'],
    ],
    [
      'a deleted item',
      noticias.slice(1),
      (shown) => expect(shown[0]).toContain('feria del libro'),
      // On home, the item that moves up into the block; on the news screen, the 21st.
      [],
    ],
  ];
  for (const [change, documents, check, whole] of changes) {
    for (const path of [paths.news, paths.home]) {
      test(`corrects ${change} live on ${path}, getting only what changed`, async ({ browser }) => {
        let got: string[][] = [];
        const { page, errors } = await open(browser, path, {
          before: async (p) => {
            got = askedWhole(p);
            await live(documents)!(p);
          },
          ...(path === paths.home && { viewport: PHONE }),
        });
        if (path === paths.home) {
          // On a phone the news block is more than a screen below the first:
          // nothing is asked until the visitor comes near it.
          const { y: top } = (await page.locator('[data-island]').boundingBox())!;
          expect(top).toBeGreaterThan(2 * PHONE.height);
          // The page script has run and the page is at rest: an island that
          // did not wait would have fetched its module and asked by now.
          await waitForPageScript(page);
          await pageAtRest(page);
          await nextFrames(page);
          expect(await page.locator('[data-island]').getAttribute('data-live-news')).toBeNull();
        }
        expect(await liveOutcome(page)).toBe('updated');
        const limit = path === paths.home ? 2 : 20;
        const expected = documents
          .slice(0, limit)
          .filter((d) => !LEFT_OUT.includes(d.id))
          .map((d) => shownDate(d.fields.fecha.timestampValue));
        expect(await shownDates(page)).toEqual(expected);
        check(await bodies(page));
        const movedUp = documents
          .slice(0, limit)
          .filter((d) => !noticias.slice(0, limit).some((n) => n.id === d.id))
          .map((d) => d.id);
        expect(got.flat().sort()).toEqual([...new Set([...whole, ...movedUp])].sort());
        // Items the build knew keep their pages; one it did not links to its place in the list.
        const links = await page
          .locator('.news-card')
          .evaluateAll((cards) =>
            cards.map((card) => [
              card.id,
              card.querySelector('.news-card__link')!.getAttribute('href'),
            ]),
          );
        for (const [id, href] of links) {
          expect(href).toBe(
            id === 'noticia-recien-publicada'
              ? '/institucional/novedades#noticia-recien-publicada'
              : `/institucional/novedades/${id!.slice('noticia-'.length)}`,
          );
        }
        expect(errors).toEqual([]);
      });
    }
  }

  test('swaps in the live list with a layout shift under 0.1', async ({ browser }) => {
    const { page } = await open(browser, paths.news, {
      viewport: PHONE,
      before: async (p) => {
        await recordLayoutShift(p);
        await live([fresh, ...noticias])!(p);
      },
    });
    expect(await liveOutcome(page)).toBe('updated');
    // Layout shifts are reported on the frames after the one that made them.
    await nextFrames(page);
    expect(await layoutShift(page)).toBeLessThan(0.1);
  });

  test('downloads nothing of a new item’s Storage photo until “Ver foto”; an edited item keeps the build’s files', async ({
    browser,
  }) => {
    const photo = STORAGE_IMAGE.replace('acto-125-anos', 'nueva');
    const withPhoto = doc(
      'con-foto',
      '2026-11-22T15:00:00Z',
      `<p><strong>Con foto.</strong> Publicada después del build.</p><p><img src="${photo}" alt="La foto nueva" width="1200" height="900"></p>`,
    );
    // The newest item, corrected after the build: its photo the same upload.
    const edited = doc(
      'acto-aniversario',
      noticias[0]!.fields.fecha.timestampValue,
      `<p><strong>Acto por los 125 años, corregido.</strong></p><p><img src="${STORAGE_IMAGE}" alt="El acto"></p>`,
    );
    const originals: string[] = [];
    const { page } = await open(browser, paths.news, {
      before: async (p) => {
        p.on('request', (request) => {
          if (request.url().includes('firebasestorage.googleapis.com'))
            originals.push(request.url());
        });
        await live([withPhoto, edited, ...noticias.slice(1)])!(p);
      },
    });
    expect(await liveOutcome(page)).toBe('updated');
    const card = page.locator('#noticia-con-foto');
    expect(await card.locator('img').count()).toBe(0);
    const held = card.locator('.news-held-photo');
    expect(await held.innerText()).toContain('La foto nueva');
    // Its box is the photo's, from the editor's width and height.
    const box = (await held.boundingBox())!;
    expect(box.height / box.width).toBeCloseTo(900 / 1200, 1);
    // The whole list scrolled past: still not one byte of an original.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await nextFrames(page);
    expect(originals).toEqual([]);
    // The edited item shows its photo from the build's files.
    const kept = page.locator('#noticia-acto-aniversario img');
    expect(await kept.getAttribute('src')).toMatch(/^\/_img\/[\w-]+\.webp$/);
    expect(await kept.getAttribute('srcset')).toMatch(/ 320w, /);
    expect(await kept.getAttribute('alt')).toBe('El acto');
    // The visitor asks: the original comes, in the placeholder's place.
    const loaded = page.waitForResponse((response) => response.url() === photo);
    await held.getByRole('button', { name: 'Ver foto' }).click();
    await loaded;
    const shown = card.locator('img');
    expect(await shown.getAttribute('src')).toBe(photo);
    expect(await shown.getAttribute('alt')).toBe('La foto nueva');
    await page.waitForFunction(
      () => document.querySelector<HTMLImageElement>('#noticia-con-foto img')?.complete,
    );
    expect(originals).toEqual([photo]);
    // The other items keep what the build made of their Storage photos.
    const olimpiadas = page.locator('#noticia-olimpiadas img');
    expect(await olimpiadas.getAttribute('src')).toMatch(/^\/_img\/[\w-]+\.webp$/);
  });

  test('keeps the snapshot and logs the error when the live request fails', async ({ browser }) => {
    const { page, errors } = await open(browser, paths.news, { before: live('fail') });
    expect(await liveOutcome(page)).toBe('failed');
    expect(errors.some((e) => e.startsWith('Error fetching documents'))).toBe(true);
    expect(await shownDates(page)).toEqual(snapshotDates(20));
  });

  test('shows the empty message when the live collection is empty', async ({ browser }) => {
    const { page } = await open(browser, paths.news, { before: live([]) });
    expect(await liveOutcome(page)).toBe('updated');
    await page.getByText(EMPTY_MESSAGE).waitFor();
    expect(await page.locator('.news-card').count()).toBe(0);
  });

  test('shows the fallback in place of an island that fails to load, and the page goes on working', async ({
    browser,
  }) => {
    const { page, errors } = await open(browser, paths.home, {
      before: (p) => p.route('**/assets/live-news-*.js', (route) => route.abort('failed')),
    });
    await page.locator('[data-island]').scrollIntoViewIfNeeded();
    await waitForIslands(page);
    const island = page.locator('[data-island]');
    expect(await island.getAttribute('data-island-state')).toBe('failed');
    expect(await island.getByRole('alert').innerText()).toMatch(
      /^Unexpected Application Error!\n+.+/,
    );
    expect(errors.length).toBeGreaterThan(0);
    // The rest of the page: the heading above the island and the navbar's hover menus.
    expect(await page.locator('#novedades').innerText()).toBe('Novedades');
    await page.locator('.desktop-menu summary', { hasText: 'Institucional' }).hover();
    await page.waitForFunction(
      () => document.querySelector<HTMLDetailsElement>('details.dropdown')?.open,
    );
  });

  test('shows the fallback with the message when the island throws', async ({ browser }) => {
    const { page } = await open(browser, paths.news, {
      before: async (p) => {
        await live([fresh, ...noticias])!(p);
        await p.route(firestoreUrl(paths.news), async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(
            /data-props="[^"]*"/,
            `data-props="{&quot;limit&quot;:20,&quot;shown&quot;:[null]}"`,
          );
          await route.fulfill({ response, body: html });
        });
      },
    });
    await waitForIslands(page);
    const alert = page.locator('[data-island] [role="alert"]');
    expect(await alert.innerText()).toMatch(/Unexpected Application Error!/);
    expect(await page.locator('h1').innerText()).toBe('Novedades');
  });

  test('shows what the editor wrote: the Storage image, the video, centred text and both kinds of link', async ({
    browser,
  }) => {
    const { page, errors } = await open(browser, paths.news, {
      before: recordViolations,
    });
    await liveOutcome(page);
    const card = page.locator('.news-card').first();
    // The Storage photo as the build processed it: its widths, served by the site.
    const image = card.locator('img[src^="/_img/"]');
    await image.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (selector) => (document.querySelector(selector) as HTMLImageElement | null)?.naturalWidth,
      '.news-card img',
    );
    expect(await image.getAttribute('alt')).toBe('Alumnos en el patio durante el acto');
    expect(await image.getAttribute('srcset')).toMatch(/ 320w, .+ 1440w$/);
    // The first item's photo is on the first screen: fetched at once.
    expect(await image.getAttribute('fetchpriority')).toBe('high');
    const imageBox = (await image.boundingBox())!;
    const cardBox = (await card.boundingBox())!;
    expect(imageBox.width).toBeLessThanOrEqual(cardBox.width);

    // The video is a link to it, in the player's box, until it is played.
    const players: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://www.youtube-nocookie.com/'))
        players.push(request.url());
    });
    const video = card.locator('a.news-video');
    expect(await video.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(await video.textContent()).toContain('Ver el video');
    const videoBox = (await video.boundingBox())!;
    expect(videoBox.width / videoBox.height).toBeCloseTo(16 / 9, 1);
    expect(players).toEqual([]);
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Reproductor</title>' }),
    );
    await video.click();
    const player = card.locator('iframe.news-video');
    expect(await player.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(await player.getAttribute('sandbox')).toContain('allow-scripts');
    expect(await player.getAttribute('title')).toBe('Video de YouTube');
    const playerBox = (await player.boundingBox())!;
    expect([playerBox.width, playerBox.height]).toEqual([videoBox.width, videoBox.height]);
    // The player's request is reported once it has left: waited for, not assumed.
    await expect
      .poll(() => players)
      .toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1']);

    const centred = card.locator('.news-align-center');
    expect(await centred.evaluate((el) => getComputedStyle(el).textAlign)).toBe('center');
    const internal = card.getByRole('link', { name: 'artículo 14 del contrato educativo' });
    expect(await internal.getAttribute('href')).toBe('/secundario/normasDeConvivencia#articulo-14');
    expect(await internal.getAttribute('target')).toBeNull();
    const external = card.getByRole('link', { name: /Ministerio de Educación/ });
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await external.locator('.visually-hidden').textContent()).toBe(
      ' (se abre en una pestaña nueva)',
    );

    // The item's h1 sits below the screen's h2: the page keeps one h1.
    expect(await page.locator('h1').count()).toBe(1);
    expect(await card.locator('h3').innerText()).toBe('Acto por los 125 años');
    expect(await card.locator('.news-card__date time').innerText()).toBe('20 de noviembre de 2026');
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const bypassCSP of [false, true]) {
    test(`runs nothing from hostile news (Content-Security-Policy ${bypassCSP ? 'bypassed' : 'on'})`, async ({
      browser,
    }) => {
      const hostile = [
        '<p>Uno</p><script>window.__pwned = "script"</script>',
        '<img src="/nada.png" onerror="window.__pwned = \'onerror\'"><p>Dos</p>',
        '<a href="javascript:window.__pwned=\'link\'">Tres</a>',
        '<svg><animate onbegin="window.__pwned=\'svg\'" attributeName="x" dur="1s"/></svg><p>Cuatro</p>',
        '<iframe srcdoc="<script>parent.__pwned=\'srcdoc\'</script>"></iframe><p>Cinco</p>',
        '<form><button formaction="javascript:window.__pwned=\'form\'">Seis</button></form>',
        '<noscript><p title="</noscript><img src=x onerror=window.__pwned=\'noscript\'>"></noscript><p>Siete</p>',
        '<a href="data:text/html,<script>alert(1)</script>">Ocho</a>',
        '<img id="contenido" name="documentElement" src="/logo.svg" alt="Nueve">',
      ].map((contenido, i) => ({
        id: `ataque-${i}`,
        fields: {
          fecha: { timestampValue: new Date(Date.UTC(2026, 10, 30 - i)).toISOString() },
          contenido: { stringValue: contenido },
        },
      }));
      const { page } = await open(browser, paths.news, {
        bypassCSP,
        before: live(hostile),
      });
      const body = page.locator('.news-card__body');
      await body.getByText('Tres').waitFor();
      await body.getByText('Tres').click();
      await body.getByText('Ocho').click();
      await pageAtRest(page);
      await nextFrames(page);
      expect(
        await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned),
      ).toBeUndefined();
      expect(await page.evaluate(() => document.getElementById('contenido')?.tagName)).toBe('MAIN');
      expect(
        await page
          .locator('.news-card script, .news-card [onerror], .news-card form, .news-card iframe')
          .count(),
      ).toBe(0);
      expect(page.url()).toBe(firestoreUrl(paths.news));
    });
  }
});
