/* global document, requestAnimationFrame, window, MutationObserver -- code run in the page */
// What Lighthouse does not measure, measured in Chromium as a visitor meets
// it: the first search, a stale news snapshot replaced, the picture bytes of
// a whole page, a news item's link preview, a built page's HTML.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { answerRest } from '../test-servers/server.mjs';
import { scrollToEnd } from '../in-page/scroll-to-end.mjs';
import { median } from './lighthouse.mjs';
import { pageFile } from './limit.mjs';

/**
 * Opens a fresh context `runs` times (one more first with `warmup`, not
 * kept) and resolves with what `visit(page, context)` gives each time.
 */
async function visits(runs, contextOptions, visit, { warmup = false } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (let i = warmup ? -1 : 0; i < runs; i++) {
      const context = await browser.newContext(contextOptions);
      const result = await visit(await context.newPage(), context);
      if (i >= 0) results.push(result);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * The first search on a page, as a visitor makes it: the bytes fetched from
 * focusing the field to seeing results (the search code and Pagefind's index),
 * and the time from the last keystroke to the results, medians of `runs`.
 */
/** How long the first search may take before the benchmark says it failed. */
const SEARCH_LIMIT_MS = 30_000;

export async function firstSearch(base, runs, query = 'aranceles') {
  const seen = await visits(
    runs,
    { viewport: { width: 1280, height: 800 } },
    async (page, context) => {
      await page.goto(`${base}/secundario/normasDeConvivencia`, { waitUntil: 'networkidle' });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      let bytes = 0;
      cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
      await page.locator('#busqueda-campo').focus();
      await page.keyboard.type(query, { delay: 60 });
      const ms = await page.evaluate(
        (limit) =>
          new Promise((resolve, reject) => {
            const start = performance.now();
            const check = () =>
              document.querySelector('#busqueda-resultados [role="option"]')
                ? resolve(performance.now() - start)
                : performance.now() - start > limit
                  ? reject(new Error(`The search showed no result within ${limit / 1000} s`))
                  : requestAnimationFrame(check);
            check();
          }),
        SEARCH_LIMIT_MS,
      );
      await page.waitForLoadState('networkidle');
      return { bytes, ms };
    },
  );
  return {
    bytes: median(seen.map((r) => r.bytes)),
    msAfterLastKey: Math.round(median(seen.map((r) => r.ms))),
  };
}

/**
 * A stale snapshot, as a phone on a mobile network meets it (4x slower CPU,
 * 1.6 Mbps and 150 ms round trips): Firestore answers with one item more than
 * the page shows (`documents` and a fresh one); the time from that answer to
 * the new item on screen, which includes fetching what draws it (React and
 * DOMPurify). Median of `runs`; one visit more first fills the server's cache
 * of compressed files, as the CDN's is full for every visitor but the first.
 */
export async function staleSwap(base, runs, documents) {
  const fresh = {
    id: 'recien-publicada',
    fields: {
      fecha: { timestampValue: new Date().toISOString() },
      contenido: { stringValue: '<p><strong>Recién publicada.</strong> Después del build.</p>' },
    },
  };
  const seen = await visits(
    runs,
    { viewport: { width: 412, height: 823 } },
    async (page, context) => {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: 200_000,
        uploadThroughput: 93_750,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.route(/:(runQuery|batchGet)\?/, (route) =>
        route.fulfill({
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify(
            answerRest(
              [fresh, ...documents],
              /:(\w+)\?/.exec(route.request().url())[1],
              route.request().postDataJSON(),
            ),
          ),
        }),
      );
      await page.addInitScript(() => {
        const marks = (window.__swap = {});
        const fetch = window.fetch;
        window.fetch = async (...args) => {
          const response = await fetch(...args);
          if (String(args[0]).includes(':batchGet')) marks.answer = performance.now();
          return response;
        };
        new MutationObserver(() => {
          if (!marks.shown && document.getElementById('noticia-recien-publicada'))
            marks.shown = performance.now();
        }).observe(document, { subtree: true, childList: true });
      });
      await page.goto(`${base}/institucional/novedades`);
      await page.waitForFunction(() => window.__swap.shown, null, { timeout: 30_000 });
      const { answer, shown } = await page.evaluate(() => window.__swap);
      return shown - answer;
    },
    { warmup: true },
  );
  return Math.round(median(seen));
}

/**
 * The picture bytes a phone receives (Lighthouse's: 412 × 823 at 1.75) from
 * opening the page to scrolling to its end, so every lazy picture loads.
 * Median of `runs`.
 */
export async function pictureBytesAfterScroll(address, runs) {
  const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };
  const seen = await visits(runs, phone, async (page, context) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const images = new Set();
    let bytes = 0;
    cdp.on('Network.responseReceived', (e) => e.type === 'Image' && images.add(e.requestId));
    cdp.on(
      'Network.loadingFinished',
      (e) => images.has(e.requestId) && (bytes += e.encodedDataLength),
    );
    await page.goto(address, { waitUntil: 'networkidle' });
    await scrollToEnd(page);
    return bytes;
  });
  return median(seen);
}

/** A news item's link preview as a messaging app fetches it: its address, type and bytes. */
export async function linkPreview(base) {
  const list = await (await fetch(`${base}/institucional/novedades`)).text();
  const item = /<a href="(\/institucional\/novedades\/[^"#]+)" class="news-card__link"/.exec(
    list,
  )[1];
  const html = await (await fetch(base + item)).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)[1];
  const response = await fetch(base + new URL(image).pathname);
  return {
    item,
    image,
    type: response.headers.get('content-type'),
    bytes: (await response.arrayBuffer()).byteLength,
  };
}

/** A built page's HTML: its bytes, and gzipped as the host serves it. */
export function htmlBytes(dir, route) {
  const html = readFileSync(pageFile(path.join(dir, 'client'), route));
  return { raw: html.length, gzip: gzipSync(html).length };
}
