/* global document, window -- used inside page.evaluate, which runs in the page */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { chromium } from 'playwright-core';
import { describe, expect, onTestFinished } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { FIRESTORE_BUILD_DIR } from '../../scripts/lib/firestore-site.mjs';
import { PHOTOS_BUILD_DIR } from '../../scripts/lib/photo-site.mjs';
import {
  PASTED_IMAGE,
  STORAGE_DOWN,
  STORAGE_IMAGE,
  STORAGE_IMAGE_2,
  STORAGE_MISSING,
} from '../../scripts/samples/noticias.mjs';
import { PHOTO_CAMERA } from '../../scripts/samples/phone-photos.mjs';
import { school } from '~/site/identity';
import { paths } from '~/site/pages';
import { scrollToEnd } from '../../scripts/in-page/scroll-to-end.mjs';
import {
  firestoreUrl,
  layoutShift,
  photosUrl,
  recordLayoutShift,
  test,
  type TestBrowser,
  pageAtRest,
  nextFrames,
} from '../support/browser';
import { answerMediaLocally } from '../../scripts/in-page/offline-media.mjs';
import { sitemapPaths } from '../support/news-pages';
import { readBuildReport } from '~/build-end/report.server';
import { withoutPolicy } from '../support/page-text';

/** Lighthouse's phone: 412 × 823 CSS px at 1.75 device pixels each. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };

/**
 * How far below the screen Chromium starts fetching a lazy picture on 4G
 * (1,250 px), with as much again to spare.
 */
const LAZY_DISTANCE = 2 * 1250;

const html = async (address: string) => (await fetch(address)).text();
const meta = (page: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(page)?.[1];

/** The first local news item of the photo build, the newest. */
async function firstLocalItem(): Promise<string> {
  const list = await html(photosUrl(paths.news));
  return /<a href="(\/institucional\/novedades\/[^"#]+)" class="news-card__link"/.exec(list)![1]!;
}

/** A served picture's bytes, and what sharp reads of its metadata. */
async function served(address: string) {
  const response = await fetch(address);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, meta: await sharp(bytes).metadata() };
}

/**
 * Opens `address` as a phone does, scrolls to the end so every lazy picture
 * loads, and reports: the pictures received (address, bytes on the wire), the
 * layout shift, and each `img` with its attributes and where it sat on the
 * first screen.
 */
async function visit(browser: TestBrowser, address: string) {
  const received: { url: string; bytes: number; type: string }[] = [];
  const { page, errors } = await browser.open(address, {
    ...PHONE,
    before: async (p) => {
      await answerMediaLocally(p);
      await recordLayoutShift(p);
      const cdp = await p.context().newCDPSession(p);
      await cdp.send('Network.enable');
      const types = new Map<string, { url: string; type: string }>();
      cdp.on('Network.responseReceived', (e) =>
        types.set(e.requestId, { url: e.response.url, type: e.type }),
      );
      cdp.on('Network.loadingFinished', (e) => {
        const got = types.get(e.requestId);
        if (got?.type === 'Image') received.push({ ...got, bytes: e.encodedDataLength });
      });
    },
  });
  // The banner apart: a photo's `img`, or a small drawing written into the page as `svg`.
  const banner = await page.evaluate(() => {
    const element = document.querySelector('.banner__image');
    return (
      element && {
        tag: element.localName,
        loading: element.getAttribute('loading'),
        onFirstScreen: element.getBoundingClientRect().top < window.innerHeight,
      }
    );
  });
  const images = await page.evaluate(() =>
    [...document.querySelectorAll('img:not(.banner__image)')].map((img) => ({
      src: img.getAttribute('src')!,
      srcset: img.getAttribute('srcset'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loading: img.getAttribute('loading'),
      fetchpriority: img.getAttribute('fetchpriority'),
      onFirstScreen: img.getBoundingClientRect().top < window.innerHeight,
      box: { width: img.getBoundingClientRect().width, height: img.getBoundingClientRect().height },
    })),
  );
  await scrollToEnd(page);
  const shift = await layoutShift(page);
  return { received, banner, images, shift, errors };
}

const SITES = [
  { name: 'local news, phone photos', at: photosUrl, dir: PHOTOS_BUILD_DIR },
  { name: 'Firestore news, Storage photos', at: firestoreUrl, dir: FIRESTORE_BUILD_DIR },
];

describe.each(SITES)('pictures on the $name build', ({ at, dir }) => {
  test('serves no picture that carries EXIF, GPS or the camera, and none larger than it had to be', async ({
    browser,
  }) => {
    const { received } = await visit(browser, at(paths.news));
    const processed = received.filter((r) => new URL(r.url).pathname.startsWith('/_img/'));
    expect(processed.length).toBeGreaterThan(0);
    for (const { url } of processed) {
      const { bytes, meta: info } = await served(url);
      expect(info.exif, url).toBeUndefined();
      expect(info.xmp, url).toBeUndefined();
      expect(info.format, url).toBe('webp');
      expect(bytes.includes(PHOTO_CAMERA.Model), url).toBe(false);
      // A phone needs at most 1.75 × the 412 px screen: the widths stop at 800 there.
      expect(info.width, url).toBeLessThanOrEqual(800);
    }
    // The originals themselves (12 MP, 1–4 MB) are never fetched by the page.
    const originals = [STORAGE_IMAGE, STORAGE_IMAGE_2];
    expect(received.filter((r) => originals.includes(r.url))).toEqual([]);
  });

  test('gives every picture its width and height, loads the first screen at once and the rest lazily, without a shift', async ({
    browser,
  }) => {
    const { banner, images, shift, errors } = await visit(browser, at(paths.news));
    for (const image of images) {
      // A drawing of the site: a file, or, a small one, written into the page.
      const drawing = image.src.startsWith('/') || image.src.startsWith('data:image/svg+xml,');
      if (!image.srcset && !drawing) {
        // An original the build could not process: a 4:3 box is kept for it.
        expect(image.box.width / image.box.height, image.src).toBeCloseTo(4 / 3, 1);
        continue;
      }
      expect(Number(image.width), image.src).toBeGreaterThan(0);
      expect(Number(image.height), image.src).toBeGreaterThan(0);
    }
    // The banner is on the first screen: never lazy.
    expect(banner).toMatchObject({ onFirstScreen: true, loading: null });
    // The first item's photo, on the first screen: fetched at once and first.
    const [firstPhoto, ...others] = images.filter((image) => image.srcset);
    expect(firstPhoto!.onFirstScreen).toBe(true);
    expect(firstPhoto!.loading).toBeNull();
    expect(firstPhoto!.fetchpriority).toBe('high');
    for (const image of others.filter((i) => !i.onFirstScreen))
      expect(image.loading, image.src).toBe('lazy');
    expect(shift).toBeLessThanOrEqual(0.01);
    expect(errors.filter((e) => !e.includes('ERR_FAILED'))).toEqual([]);
  });

  test("makes each item's link preview a 1200 × 630 JPEG under 300 KB, served by the site", async () => {
    const item =
      at === photosUrl ? await firstLocalItem() : '/institucional/novedades/acto-aniversario';
    const page = await html(at(item));
    const image = meta(page, 'og:image')!;
    expect(image).toMatch(new RegExp(`^${school.siteUrl}/_img/[\\w-]+\\.jpg$`));
    expect(meta(page, 'og:image:type')).toBe('image/jpeg');
    expect(meta(page, 'og:image:width')).toBe('1200');
    expect(meta(page, 'og:image:height')).toBe('630');
    expect(meta(page, 'og:image:alt')).toBeTruthy();
    // Fetched as a messaging app would, from the site.
    const { response, bytes, meta: info } = await served(at(new URL(image).pathname));
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(bytes.length).toBeLessThanOrEqual(300_000);
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630]);
    expect(info.exif).toBeUndefined();
    const published = await readFile(`${dir}/client${new URL(image).pathname}`);
    expect(published.equals(bytes)).toBe(true);
  });
});

describe('the news cards past the first screen, on the phone photos build', () => {
  test('draws at load only the cards near the first screen; one further down, and its photo, wait for the reader', async () => {
    // What the visitor's network carried, in a browser of its own on a 4G
    // connection: how far ahead Chromium fetches a lazy picture depends on
    // the connection it estimates, which a busy machine's loopback can make
    // anything from 4G to 2G. No cache is shared with another page, and a
    // photo counts once it is asked for.
    const fourG = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--force-effective-connection-type=4G'],
    });
    onTestFinished(() => fourG.close());
    const page = await (await fourG.newContext(PHONE)).newPage();
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(request.url()));
    await page.goto(photosUrl(paths.news), { waitUntil: 'load' });
    await pageAtRest(page);
    await nextFrames(page);
    /** Each card: where it starts, whether its contents are drawn, each photo's candidate addresses. */
    const cards = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.news-card')].map((card) => ({
          top: card.getBoundingClientRect().top + window.scrollY,
          drawn: card.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
          photos: [...card.querySelectorAll('img')].map((img) =>
            [img, ...(img.parentElement?.tagName === 'PICTURE' ? img.parentElement.children : [])]
              .flatMap((element) => [
                element.getAttribute('src') ?? '',
                ...(element.getAttribute('srcset') ?? '')
                  .split(',')
                  .map((c) => c.trim().split(' ')[0]!),
              ])
              .filter(Boolean)
              .map((address) => new URL(address, location.href).href),
          ),
        })),
      );
    /** Whether each of a card's photos was asked of the network, any of its sizes. */
    const fetched = (photos: string[][]) =>
      photos.map((candidates) => candidates.some((address) => requested.has(address)));
    const atLoad = await cards();
    expect(atLoad[0]!.drawn).toBe(true);
    expect(fetched(atLoad[0]!.photos)).toContain(true);
    const below = (distance: number, withPhotos = false) =>
      atLoad.flatMap((card, index) =>
        card.top >= distance && (!withPhotos || card.photos.length) ? [index] : [],
      );
    // Three screens and more down (Chromium draws what is within one and a
    // half screens below this one), a card waits to be drawn.
    const undrawn = below(3 * PHONE.viewport.height);
    expect(undrawn.length).toBeGreaterThan(0);
    for (const index of undrawn) expect(atLoad[index]!.drawn, `card ${index}`).toBe(false);
    // Further than Chromium fetches a lazy picture ahead of the screen, its
    // photos wait too: nothing of them crossed the network. (The build's
    // eight phone photos recur among the items: a photo a nearer card shows
    // too has come for that card, and proves nothing here.)
    const far = new Set(below(PHONE.viewport.height + LAZY_DISTANCE, true));
    const near = new Set(
      atLoad.flatMap((card, index) => (far.has(index) ? [] : card.photos.flat())),
    );
    const unfetched = [...far].filter((index) =>
      atLoad[index]!.photos.flat().every((address) => !near.has(address)),
    );
    expect(unfetched.length).toBeGreaterThan(0);
    for (const index of unfetched)
      expect(fetched(atLoad[index]!.photos), `card ${index}`).not.toContain(true);
    // The reader scrolls down: each card is drawn as it comes near, and its photos load.
    await scrollToEnd(page);
    const after = await cards();
    for (const index of unfetched)
      expect(fetched(after[index]!.photos), `card ${index}`).not.toContain(false);
    expect(after.at(-1)!.drawn).toBe(true);
  });
});

describe('picture bytes on a phone, after scrolling to the end', () => {
  test.for([
    { path: paths.news, budget: 260_000 },
    { path: paths.history, budget: 140_000 },
  ])('$path stays within $budget bytes of pictures', async ({ path, budget }, { browser }) => {
    const { received } = await visit(browser, photosUrl(path));
    const bytes = received.reduce((sum, r) => sum + r.bytes, 0);
    expect(received.length).toBeGreaterThan(1);
    expect(bytes).toBeLessThanOrEqual(budget);
  });
});

describe('pictures the build could not process', () => {
  test('leaves out a Storage picture that is gone, keeping its description, and names the item and the address in the report', async () => {
    const report = await readBuildReport(FIRESTORE_BUILD_DIR);
    for (const [id, address, alt] of [
      ['feria-del-libro', STORAGE_DOWN, 'Libros sobre una mesa'],
      ['campamento', STORAGE_MISSING, 'La carpa del campamento'],
    ] as const) {
      expect(report.news!.warnings).toContainEqual({
        item: id,
        warning: expect.stringContaining(
          `News item "${id}": the picture ${address} was left out: Storage answered 404`,
        ) as string,
      });
      const page = await html(firestoreUrl(`/institucional/novedades/${id}`));
      // Never the original: no address on Storage; its description stays as text.
      expect(withoutPolicy(page)).not.toContain('firebasestorage.googleapis.com');
      expect(page).toContain(alt);
      // No preview picture made of it: the site's card.
      expect(meta(page, 'og:image')).toBe(`${school.siteUrl}/og-image.png`);
    }
    // What the build made of the other pictures, as its report says: made or taken
    // from the picture cache, or kept with their items from the last build (a
    // second run in the same folder keeps them all).
    expect(report.pictures!.published).toBeGreaterThan(0);
    expect(report.pictures!.encoded + report.pictures!.reused + report.news!.kept).toBeGreaterThan(
      0,
    );
  });

  test('keeps the alt text, alignment and link of an editor’s picture, the link leading to the processed picture', async () => {
    const page = await html(firestoreUrl('/institucional/novedades/olimpiadas'));
    const figure = /<p class="news-align-center"><a href="([^"]+)"[^>]*><img ([^>]+)>/.exec(page)!;
    expect(figure[1]).toMatch(/^\/_img\/[\w-]+-1200\.webp$/);
    expect(figure[2]).toContain('alt="Los alumnos con sus diplomas"');
    // The editor's width is kept; the height follows the photo's own proportions (4:3).
    expect(figure[2]).toContain('width="600"');
    expect(figure[2]).toContain('height="450"');
    expect(page).not.toContain(STORAGE_IMAGE_2.replaceAll('&', '&amp;'));
    expect(await html(firestoreUrl(paths.news))).not.toContain(
      STORAGE_IMAGE.replaceAll('&', '&amp;'),
    );
  });
});

describe('a photo pasted into the news editor (data: address), on the Firestore build', () => {
  const ITEM = '/institucional/novedades/muestra-de-arte';
  /** The longest inline picture a text carries, in characters. */
  const longestInline = (text: string) =>
    Math.max(0, ...(text.match(/data:[^"'\s)<]*/g) ?? []).map((d) => d.length));

  test('is inline on no page, in the feed or in any structured data: nothing over 2 KB', async () => {
    expect(PASTED_IMAGE.length).toBeGreaterThan(400_000);
    const listed = await sitemapPaths(firestoreUrl('/'));
    expect(listed).toContain(ITEM);
    for (const path of [...listed, '/rss.xml', '/404.html']) {
      const text = await html(firestoreUrl(path));
      expect(longestInline(text), path).toBeLessThanOrEqual(2048);
    }
  });

  test('is served as processed WebP widths with its size, and never with its EXIF or GPS', async ({
    browser,
  }) => {
    for (const path of [ITEM, paths.news, paths.home]) {
      const { received, images, shift } = await visit(browser, firestoreUrl(path));
      const pasted = images.find(
        (image) => image.srcset?.includes('/_img/') && image.width === '1600',
      );
      if (path !== paths.home) {
        expect(pasted, path).toBeDefined();
        expect(pasted!.height, path).toBe('1200');
      }
      const processed = received.filter((r) => new URL(r.url).pathname.startsWith('/_img/'));
      for (const { url } of processed) {
        const { bytes, meta: info } = await served(url);
        expect(info.exif, url).toBeUndefined();
        expect(bytes.includes(PHOTO_CAMERA.Model), url).toBe(false);
      }
      expect(shift, path).toBeLessThanOrEqual(0.01);
    }
  });

  test("is fetched at once on its item's page, the first thing a family sees", async ({
    browser,
  }) => {
    const { images } = await visit(browser, firestoreUrl(ITEM));
    const [photo] = images.filter((image) => image.srcset);
    expect(photo!.onFirstScreen).toBe(true);
    expect(photo!.fetchpriority).toBe('high');
    expect(photo!.loading).toBeNull();
  });

  test("is the item's link preview: the processed JPEG, fetched as a messaging app does", async () => {
    const page = await html(firestoreUrl(ITEM));
    const image = meta(page, 'og:image')!;
    expect(image).toMatch(new RegExp(`^${school.siteUrl}/_img/[\\w-]+\\.jpg$`));
    expect(meta(page, 'og:image:alt')).toBe('Los trabajos de sala de 5 en el hall');
    const { response, bytes, meta: info } = await served(firestoreUrl(new URL(image).pathname));
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630]);
    expect(info.exif).toBeUndefined();
    expect(bytes.includes(PHOTO_CAMERA.Model)).toBe(false);
  });

  test('opens the link its author typed without https:// on that site, in a new tab', async () => {
    const page = await html(firestoreUrl(ITEM));
    expect(page).toContain(
      '<a href="https://www.sanluis.gov.ar/cultura" target="_blank" rel="noopener noreferrer">la agenda de cultura',
    );
  });
});

describe("a banner's drawing that staff may replace", () => {
  /** Each way an SVG can name another site's file, in one drawing. */
  const hostile = (away: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 160 40">` +
    `<defs><filter id="f"><feImage href="${away}/fe.svg"/></filter><linearGradient id="g"><stop/></linearGradient></defs>` +
    `<image href="${away}/image.png" width="9" height="9"/><image xlink:href="${away}/xlink.png" width="9" height="9"/>` +
    `<rect width="9" height="9" fill="url(${away}/fill.svg#g)" mask="url(${away}/mask.svg#m)" clip-path="url(${away}/clip.svg#c)" filter="url(#f)"/>` +
    `<path d="M0 0h9" marker-end="url(${away}/marker.svg#k)" style="stroke:url(${away}/style.svg#s)"/>` +
    `<use href="${away}/use.svg#u"/><rect width="4" height="4" fill="url(#g)"/></svg>`;

  test('makes the browser fetch nothing from another site, where the same drawing unsanitised would', async ({
    browser,
  }) => {
    const away = 'https://otro.example';
    const { inlineDrawing } = await import('~/pictures/drawing.server');
    const page = await browser.newPage();
    const fetched: string[] = [];
    let readyFetched = false;
    const svg = { contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' };
    await page.route(`${away}/**`, (route) => {
      fetched.push(new URL(route.request().url()).pathname);
      return route.fulfill(svg);
    });
    // An image after the drawing, from a host of its own: once it is asked for, the drawing's were.
    await page.route('https://listo.example/**', (route) => {
      readyFetched = true;
      return route.fulfill(svg);
    });
    let drawings = 0;
    const drawn = async (markup: string) => {
      fetched.length = 0;
      readyFetched = false;
      // An address of its own each time: none is taken from the memory cache.
      drawings += 1;
      await page.setContent(
        `<!doctype html><body>${markup}<img src="https://listo.example/${drawings}.svg" alt=""></body>`,
      );
      await expect.poll(() => readyFetched).toBe(true);
      await nextFrames(page, 2);
      return [...fetched];
    };
    const { viewBox, markup } = inlineDrawing(hostile(away))!;
    expect(
      await drawn(`<svg viewBox="${viewBox}" width="320" height="80">${markup}</svg>`),
    ).toEqual([]);
    // The test can tell: the drawing as staff gave it fetches from the other site.
    expect((await drawn(hostile(away))).length).toBeGreaterThan(0);
  });
});
