import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { FONT_SEEN_KEY } from '~/page-script/boot';
import { HEADING_CHARACTERS } from '~/builder/plugins/heading-font';
import { LEAD_PICTURE } from '~/pictures';
import { paths } from '~/site/pages';
import { pages } from '~/site/registry';
import {
  DESKTOP,
  pageAtRest,
  firestoreUrl,
  layoutShift,
  nextFrames,
  PHONE,
  recordLayoutShift,
  test,
  url,
  waitForPageScript,
} from '../support/browser';
import { localNewsPages } from '../support/news-pages';

// The text pages paint from their HTML alone, title included, and that first
// paint is their largest: the page script and the headings' font are fetched
// after it (src/page-script/boot.ts), and the font is put in use from the
// tab's next page on.
const news = await localNewsPages();
/**
 * Every page opened with its font, then some ten thousand pairs of characters
 * laid out twice: about 11 s on an idle two-core machine, four times that on a
 * busy one.
 */
const FONT_COMPARISON_TIMEOUT_MS = 120_000;

const every = [...pages.map((page) => page.path), news.items[0]!, news.years[0]!];
const HEADING_FONT = /^"Roboto Slab"/;
/** The font the cut-down one is made from (src/builder/plugins/heading-font.ts). */
const WHOLE_FONT = createRequire(import.meta.url).resolve(
  '@fontsource/roboto-slab/files/roboto-slab-latin-700-normal.woff2',
);

/** Records, from the document's start, its layout shifts and its first frame after parsing. */
async function recordFirstFrame(page: Page): Promise<void> {
  await recordLayoutShift(page);
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      requestAnimationFrame(
        () => ((window as unknown as { __firstFrame: number }).__firstFrame = performance.now()),
      ),
    ),
  );
}

/** Resolves once the headings' font has loaded and the tab has marked it as cached. */
async function fontSettled(page: Page): Promise<void> {
  await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, FONT_SEEN_KEY);
  await nextFrames(page);
}

/** The headings' font file as the site serves it (named in the page's own stylesheet), in base64. */
async function servedFont(page: Page): Promise<string> {
  const address = await page.evaluate(
    () =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .find((rule) => rule instanceof CSSFontFaceRule && /url\(/.test(rule.cssText))!
        .cssText.match(/url\("?([^")]+)"?\)/)![1]!,
  );
  return Buffer.from(await (await fetch(url(address))).arrayBuffer()).toString('base64');
}

/**
 * The page's largest-paint entries later than its first contentful paint
 * (their element and time): none when the first paint is the largest.
 */
const largestPaintsAfterFirst = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const first = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
          resolve(
            list
              .getEntries()
              .filter((entry) => entry.startTime > first)
              .map(
                (entry) =>
                  `${(entry as PerformanceEntry & { element?: Element }).element?.localName} at ${entry.startTime} ms (first paint ${first} ms)`,
              ),
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );

/** Where `marker` ends in `html`: it must be there. */
const endOf = (html: string, marker: string) => {
  const at = html.indexOf(marker);
  expect(at).toBeGreaterThan(0);
  return at + marker.length;
};

const headingFont = (page: Page) =>
  page
    .locator('h1')
    .first()
    .evaluate((h1) => getComputedStyle(h1).fontFamily);

describe('the first paint', () => {
  test.for(every)(
    '%s asks for nothing but its HTML before the first frame, which is its largest paint',
    async (path, { browser }) => {
      const { page } = await browser.open('about:blank', { viewport: PHONE });
      await recordFirstFrame(page);
      await page.goto(url(path));
      await waitForPageScript(page);
      await fontSettled(page);
      const { firstFrame, early } = await page.evaluate(() => {
        // The first paint as the browser tells it, which the page's own script waits on: a
        // long page may be painted in part before its HTML is all parsed, and so before
        // the frame after DOMContentLoaded, which stands in where no paint entry is told.
        const painted = performance.getEntriesByName('first-paint')[0]?.startTime;
        const first = painted ?? (window as unknown as { __firstFrame: number }).__firstFrame;
        return {
          firstFrame: first,
          early: performance
            .getEntriesByType('resource')
            .filter((entry) => /\.(js|woff2)$/.test(entry.name))
            .filter((entry) => entry.startTime < first)
            .map((entry) => entry.name),
        };
      });
      expect(firstFrame).toBeGreaterThan(0);
      expect(early).toEqual([]);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
      expect(await largestPaintsAfterFirst(page)).toEqual([]);
    },
  );

  test('fetches the font after the first paint, and keeps the page as painted: the home page', async ({
    browser,
  }) => {
    const { page } = await browser.open(paths.home, { viewport: PHONE });
    await fontSettled(page);
    expect(await page.evaluate(() => document.fonts.check('700 1em "Roboto Slab"'))).toBe(true);
    expect(await headingFont(page)).not.toMatch(HEADING_FONT);
    expect(await largestPaintsAfterFirst(page)).toEqual([]);
  });

  test("asks for the page script and the font once the first screen's news photo is drawn", async ({
    browser,
  }) => {
    // The Firestore news screen shows an editor's photo first; the pictures are held back.
    const page = await browser.newPage({ viewport: PHONE });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_img/**', async (route) => {
      await held;
      await route.continue();
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\.(js|woff2)$/.test(new URL(request.url()).pathname)) asked.push(request.url());
    });
    await page.goto(firestoreUrl(paths.news), { waitUntil: 'domcontentloaded' });
    expect(await page.locator(LEAD_PICTURE).count()).toBe(1);
    await nextFrames(page, 5);
    expect(asked).toEqual([]);
    release();
    await waitForPageScript(page);
    await fontSettled(page);
    expect(asked.map((address) => new URL(address).pathname)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/page-script/),
        expect.stringMatching(/\.woff2$/),
      ]),
    );
  });

  test.for([
    {
      viewport: DESKTOP,
      cut: 'inside the navbar',
      held: true,
      where: (html: string) => html.indexOf('</summary>', html.indexOf('class="desktop-menu"')),
    },
    {
      viewport: PHONE,
      cut: 'inside the navbar',
      held: true,
      where: (html: string) =>
        html.indexOf('class="mobile-menu"', html.indexOf('class="navbar__brand"')),
    },
    {
      viewport: PHONE,
      cut: 'after the title',
      held: true,
      where: (html: string) => endOf(html, '</h1>'),
    },
    {
      viewport: PHONE,
      cut: 'after the footer',
      held: false,
      where: (html: string) => endOf(html, '</footer>'),
    },
  ])(
    'paints nothing until the main content has arrived, then its first screen whole: cut $cut ($viewport.width px)',
    async ({ viewport, held, where }, { browser }) => {
      // The page's HTML arrives in two parts, as a slow network or a busy
      // parser leaves it; everything else comes from the site.
      const html = await (await fetch(url(paths.contract))).text();
      const cut = where(html);
      expect(cut).toBeGreaterThan(0);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const server = createServer(async (request, response) => {
        if (request.url === paths.contract) {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          response.write(html.slice(0, cut));
          await released;
          response.end(html.slice(cut));
          return;
        }
        const answer = await fetch(url(request.url!));
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type')! });
        response.end(Buffer.from(await answer.arrayBuffer()));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const page = await browser.newPage({ viewport });
        await recordLayoutShift(page);
        await page.goto(`http://127.0.0.1:${port}${paths.contract}`, { waitUntil: 'commit' });
        // The first part is parsed once the element it ends in is there.
        await page.waitForFunction(() => document.querySelector('.navbar__brand') !== null);
        if (!held) {
          // Its main content parsed, the page paints without waiting for the rest.
          await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
        }
        const releasedAt = await page.evaluate(() => performance.now());
        release();
        await pageAtRest(page);
        await nextFrames(page);
        const firstPaint = await page.evaluate(
          () => performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        );
        if (held) {
          // One paint of the whole first screen: nothing larger is painted after it.
          expect(firstPaint).toBeGreaterThan(releasedAt);
          expect(await largestPaintsAfterFirst(page)).toEqual([]);
        } else {
          expect(firstPaint).toBeLessThan(releasedAt);
        }
        expect(await layoutShift(page)).toBeLessThan(0.001);
      } finally {
        release();
        server.close();
      }
    },
  );

  test('starts the next page of the tab with the font, from the cache', async ({ browser }) => {
    const { page } = await browser.open(paths.contract, { viewport: PHONE });
    await fontSettled(page);
    await recordFirstFrame(page);
    await page.goto(url(paths.history));
    expect(await headingFont(page)).toMatch(HEADING_FONT);
    await waitForPageScript(page);
    await nextFrames(page);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    // Drawn in the font from its first paint, not in the fallback and then again.
    expect(await largestPaintsAfterFirst(page)).toEqual([]);
  });

  test('without JavaScript, headings use the font from the start', async ({ browser }) => {
    const { page } = await browser.open(paths.contract, {
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    expect(await headingFont(page)).toMatch(HEADING_FONT);
    expect(await page.evaluate(() => document.fonts.check('700 1em "Roboto Slab"'))).toBe(true);
  });
});

describe('the headings font, cut down', () => {
  test(
    'sets every heading of the site, and every pair of its characters, as the whole Roboto Slab Bold does',
    async ({ browser }) => {
      // What the pages really draw in it: the text of every element whose font it is.
      const texts = new Set<string>();
      for (const path of every) {
        const { page, close } = await browser.open(path, { viewport: PHONE });
        await fontSettled(page);
        for (const text of await page.evaluate(() =>
          [...document.body.querySelectorAll('*')]
            .filter((element) => element instanceof HTMLElement)
            .filter((element) => /Roboto Slab/.test(getComputedStyle(element).fontFamily))
            .map((element) => element.innerText.trim())
            .filter(Boolean),
        ))
          texts.add(text);
        await close();
      }
      expect(texts.size).toBeGreaterThan(every.length);
      const characters = [...HEADING_CHARACTERS];
      for (const first of characters) texts.add(characters.map((next) => first + next).join(''));

      // The cut-down font as served, and the one it is made from.
      const { page } = await browser.open(paths.home);
      const subset = await servedFont(page);
      const whole = (await readFile(WHOLE_FONT)).toString('base64');
      const sheet = (name: string, data: string) =>
        `@font-face{font-family:${name};font-weight:700;src:url(data:font/woff2;base64,${data})}`;
      // Both drawn in a blank page (the site's CSP allows no such style).
      const blank = await browser.newPage();
      await blank.setContent(
        `<style>${sheet('Whole', whole)}${sheet('Cut', subset)}
        body{margin:0}div{font:700 28px/1.5 Whole;white-space:pre;width:max-content}
        .numbers{font-variant-numeric:tabular-nums}</style><div></div>`,
      );
      const sample = blank.locator('div');
      await sample.evaluate(
        (div, lines) => {
          for (const line of lines)
            div.append(Object.assign(document.createElement('p'), { textContent: line }));
          div.append(
            Object.assign(document.createElement('p'), {
              className: 'numbers',
              textContent: '1901 2026 125 0123456789',
            }),
          );
        },
        [...texts],
      );
      // Glyph outlines are re-encoded when the font is cut, so pixels differ by
      // a shade at glyph edges; what must not differ is where each glyph goes:
      // a missing letter, ligature, kerning pair or figure style changes a line's box.
      await blank.evaluate(() =>
        Promise.all(['Cut', 'Whole'].map((name) => document.fonts.load(`700 28px ${name}`))),
      );
      const differing = await sample.evaluate((div) => {
        const lines = [...div.querySelectorAll('p')];
        const boxes = (family: string) => {
          div.style.fontFamily = family;
          return lines.map((line) => {
            const range = document.createRange();
            range.selectNodeContents(line);
            const { width, height } = range.getBoundingClientRect();
            return `${width}×${height}`;
          });
        };
        const cut = boxes('Cut');
        const whole = boxes('Whole');
        return lines.flatMap((line, i) =>
          cut[i] === whole[i] ? [] : [`${line.textContent!.slice(0, 40)}: ${cut[i]} / ${whole[i]}`],
        );
      });
      expect(differing).toEqual([]);
    },
    FONT_COMPARISON_TIMEOUT_MS,
  );
});
