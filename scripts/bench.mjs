/* global document, requestAnimationFrame, window, MutationObserver -- used inside page.evaluate, which runs in the page */
// `npm run bench`: builds the site twice (local news, and news from Firestore
// through the protocol-level test server answering with about 100 ms of
// latency), serves each as production does and runs Lighthouse (default
// mobile settings) RUNS times on every page of the registry, and in the same
// run on a Starlight site's 16-article page served the same way. Prints the
// medians with each page's bytes and LCP as a ratio of Starlight's, and writes
// them to bench-results/lighthouse.json. Then: the first search, how soon a
// stale news snapshot is replaced, what the Firestore build read, and a build
// of the site with 2,000 news items (scripts/bench-scale.mjs). And pictures:
// the site with the reference phone photos (scripts/build-photos.mjs, built
// cold and warm) beside Astro's image pipeline run on the same photos, the
// picture bytes a phone receives after scrolling to the end, the link-preview
// JPEG, and the 2,000 items with a photo in every tenth, cold and warm.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { runnerImport } from 'vite';
import {
  noticias,
  STORAGE_DOWN,
  STORAGE_IMAGE,
  STORAGE_IMAGE_2,
  STORAGE_MISSING,
} from '../tests/fixtures/noticias.mjs';
import { buildFirestoreSite, FIRESTORE_BUILD_DIR } from './build-firestore.mjs';
import { buildPhotoSite, PHOTOS_BUILD_DIR } from './build-photos.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startFirestoreTestServer } from './firestore-test-server.mjs';
import { pasted, pastedPhoto } from '../tests/fixtures/phone-photos.mjs';
import { buildAtScale, buildFirestoreAtScale } from './bench-scale.mjs';
import { startStaticServer } from './static-server.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
/** A built Starlight site with a 16-article page at /reglamento/. */
const PEER_DIR = process.env.BENCH_PEER_DIR ?? '../shared/peers/starlight-dist';
const PEER_PATH = '/reglamento/';
const FIRESTORE_LATENCY_MS = 100;

/** Astro 5.18's image pipeline on the same phone photos: /novedades/ and /historia/. */
const ASTRO_DIR = process.env.BENCH_ASTRO_DIR ?? '../shared/peers/astro-photos-dist';
/** The reference phone photos (12 MP JPEGs with GPS), as staff upload them. */
const PHOTOS_DIR = process.env.BENCH_PHOTOS_DIR ?? '../shared/peers/photos';
const photo = (name) => path.join(PHOTOS_DIR, `${name}.jpg`);
const newsPhotos = [1, 2, 3, 4, 5, 6, 7].map((n) => photo(`foto-${n}`));

// The news the Firestore-configured build and its live island read, their
// Storage pictures the reference photos, each processed by the build; this
// machine has no way out, so none is left for the page to fetch from Storage.
const documents = noticias;
const storage = Object.fromEntries(
  [STORAGE_IMAGE, STORAGE_IMAGE_2, STORAGE_MISSING, STORAGE_DOWN].map((address, i) => [
    decodeURIComponent(new URL(address).pathname.replace(/^\/v0\/b\/([^/]+)\/o\//, '$1/')),
    readFileSync(newsPhotos[i]),
  ]),
);

// The same news with the newest item's photo pasted into the editor (a
// data: address, 1600 px as a phone shares it, with its EXIF) instead of
// uploaded to Storage: the two must cost a family the same.
const PASTED_BUILD_DIR = 'build-firestore-pasted';
const PASTED_ITEM = '/institucional/novedades/acto-aniversario';
const pastedDocuments = await (async () => {
  const data = await pasted(readFileSync(newsPhotos[0]));
  return documents.map((doc) =>
    doc.id === 'acto-aniversario'
      ? {
          ...doc,
          fields: {
            ...doc.fields,
            contenido: {
              stringValue: doc.fields.contenido.stringValue.replace(STORAGE_IMAGE, data),
            },
          },
        }
      : doc,
  );
})();

let firestoreBuild;
let pastedBuild;
let photoBuild;
if (process.env.SKIP_BUILD !== '1') {
  execSync('npm run build', { stdio: 'inherit' });
  firestoreBuild = await buildFirestoreSite(documents, storage);
  if (firestoreBuild.code !== 0) throw new Error('The Firestore build failed');
  pastedBuild = await buildFirestoreSite(pastedDocuments, storage, PASTED_BUILD_DIR);
  if (pastedBuild.code !== 0) throw new Error('The Firestore build with a pasted photo failed');
  // Cold: an empty picture cache; warm: the same build again, on the cache it left.
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'isc-bench-pictures-'));
  const options = { banner: photo('banner'), photos: newsPhotos, cacheDir };
  const cold = await buildPhotoSite(options);
  const warm = await buildPhotoSite(options);
  photoBuild = {
    cold: { seconds: cold.seconds, pictures: cold.pictures },
    warm: { seconds: warm.seconds, pictures: warm.pictures },
  };
  await rm(cacheDir, { recursive: true, force: true });
}
const { module: registry } = await runnerImport('./src/site/pages.ts');
const pages = registry.canonicalPages;
// A page made from the news on each build, and a year's list.
const localItem = (await readdir('build/client/institucional/novedades')).find(
  (name) => name !== 'archivo' && !name.includes('.'),
);
const localYear = (await readdir('build/client/institucional/novedades/archivo'))[0];
const newsPages = [
  { site: 'local news', path: `/institucional/novedades/${localItem}` },
  { site: 'local news', path: `/institucional/novedades/archivo/${localYear}` },
  { site: 'Firestore', path: '/institucional/novedades/acto-aniversario' },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Bytes transferred per kind, and what was requested before the LCP, from Lighthouse's record. */
function network(lhr) {
  const kinds = { total: 0, js: 0, css: 0, fonts: 0, images: 0 };
  const key = { Script: 'js', Stylesheet: 'css', Font: 'fonts', Image: 'images' };
  const lcp = lhr.audits.metrics.details.items[0].observedLargestContentfulPaint;
  const beforeLcp = new Set();
  for (const request of lhr.audits['network-requests'].details.items) {
    kinds.total += request.transferSize ?? 0;
    const kind = key[request.resourceType];
    if (kind) kinds[kind] += request.transferSize ?? 0;
    if (request.networkRequestTime < lcp) {
      // The file's name without its hash: "page-script.js", "roboto-slab-700-subset.woff2".
      const name = new URL(request.url).pathname
        .split('/')
        .pop()
        .replace(/-[\w-]{8}(\.\w+)$/, '$1');
      beforeLcp.add(name || new URL(request.url).pathname);
    }
  }
  return { bytes: kinds, beforeLcp: [...beforeLcp].sort() };
}

async function measure(chrome, site, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    runs.push({
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      bestPractices: lhr.categories['best-practices'].score * 100,
      seo: lhr.categories.seo.score * 100,
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      ...network(lhr),
    });
  }
  const pick = (f) => median(runs.map(f));
  return {
    site,
    route: new URL(url).pathname,
    runs: RUNS,
    performance: pick((r) => r.performance),
    accessibility: pick((r) => r.accessibility),
    bestPractices: pick((r) => r.bestPractices),
    seo: pick((r) => r.seo),
    lcpMs: Math.round(pick((r) => r.lcpMs)),
    tbtMs: Math.round(pick((r) => r.tbtMs)),
    cls: Number(pick((r) => r.cls).toFixed(3)),
    bytes: Object.fromEntries(Object.keys(runs[0].bytes).map((k) => [k, pick((r) => r.bytes[k])])),
    beforeLcp: [...new Set(runs.flatMap((r) => r.beforeLcp))].sort(),
  };
}

const address = (server) => `http://127.0.0.1:${server.address().port}`;
if (!existsSync(PEER_DIR))
  throw new Error(`No Starlight site to compare with in ${PEER_DIR} (set BENCH_PEER_DIR)`);
const local = await startStaticServer(0);
const live = await startStaticServer(0, { root: `${FIRESTORE_BUILD_DIR}/client` });
const livePasted = await startStaticServer(0, { root: `${PASTED_BUILD_DIR}/client` });
const firestore = await startFirestoreTestServer({
  documents,
  latencyMs: FIRESTORE_LATENCY_MS,
});
// Starlight's pages live at "path/": the host's trailing-slash rule is ours alone.
const peer = await startStaticServer(0, { root: PEER_DIR, config: { trailingSlash: undefined } });
const photos = await startStaticServer(0, { root: `${PHOTOS_BUILD_DIR}/client` });
const astro = await startStaticServer(0, { root: ASTRO_DIR, config: { trailingSlash: undefined } });
/** The photo pages, ours and Astro's, side by side. */
const photoPages = [
  { site: 'photos', server: photos, path: '/institucional/novedades' },
  { site: 'Astro', server: astro, path: '/novedades/' },
  { site: 'photos', server: photos, path: '/institucional/historiaISC' },
  { site: 'Astro', server: astro, path: '/historia/' },
];
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
});

/**
 * The first search on a page, as a visitor makes it: the bytes fetched from
 * focusing the field to seeing results (the search code and Pagefind's index),
 * and the time from the last keystroke to the results, medians of RUNS.
 */
async function measureFirstSearch(base, query = 'aranceles') {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${base}/secundario/normasDeConvivencia`, { waitUntil: 'networkidle' });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      let bytes = 0;
      cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
      await page.locator('#busqueda-campo').focus();
      await page.keyboard.type(query, { delay: 60 });
      const ms = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const start = performance.now();
            const check = () =>
              document.querySelector('#busqueda-resultados [role="option"]')
                ? resolve(performance.now() - start)
                : requestAnimationFrame(check);
            check();
          }),
      );
      await page.waitForLoadState('networkidle');
      runs.push({ bytes, ms });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    bytes: median(runs.map((r) => r.bytes)),
    msAfterLastKey: Math.round(median(runs.map((r) => r.ms))),
  };
}

/**
 * A stale snapshot, as a phone on a mobile network meets it (4x slower CPU,
 * 1.6 Mbps and 150 ms round trips): Firestore answers with one item more than
 * the page shows; the time from that answer to the new item on screen, which
 * includes fetching what draws it (React and DOMPurify). Median of RUNS.
 */
async function measureStaleSwap(base) {
  const fresh = {
    id: 'recien-publicada',
    fields: {
      fecha: { timestampValue: new Date().toISOString() },
      contenido: { stringValue: '<p><strong>Recién publicada.</strong> Después del build.</p>' },
    },
  };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs = [];
  try {
    // One visit more than measured: the first fills the server's cache of
    // compressed files, as the CDN's is full for every visitor but the first.
    for (let i = 0; i <= RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: 200_000,
        uploadThroughput: 93_750,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.route('**/*:runQuery*', async (route) => {
        const { runQuery } = await import('./firestore-test-server.mjs');
        const query = route.request().postDataJSON().structuredQuery;
        await route.fulfill({
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify(runQuery([fresh, ...documents], query)),
        });
      });
      await page.addInitScript(() => {
        const marks = (window.__swap = {});
        const fetch = window.fetch;
        window.fetch = async (...args) => {
          const response = await fetch(...args);
          if (String(args[0]).includes(':runQuery')) marks.answer = performance.now();
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
      if (i > 0) runs.push(shown - answer);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return Math.round(median(runs));
}

/**
 * The picture bytes a phone receives (Lighthouse's: 412 × 823 at 1.75) from
 * opening the page to scrolling to its end, so every lazy picture loads.
 * Median of RUNS.
 */
async function pictureBytesAfterScroll(address) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
      });
      const page = await context.newPage();
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
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      });
      await page.waitForLoadState('networkidle');
      runs.push(bytes);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return median(runs);
}

/** A news item's link preview as a messaging app fetches it: its address, type and bytes. */
async function linkPreview(base) {
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
async function htmlBytes(dir, route) {
  const html = readFileSync(path.join(dir, 'client', route === '/' ? '' : route, 'index.html'));
  return { raw: html.length, gzip: gzipSync(html).length };
}

/**
 * Home, the news screen and the item's page with the photo uploaded and with
 * it pasted, page by page in the same run: HTML, Lighthouse, picture bytes
 * after scrolling. The live island is answered with the documents each build read.
 */
async function pastedAgainstUploaded() {
  const rows = [];
  for (const route of ['/', '/institucional/novedades', PASTED_ITEM]) {
    const row = { route };
    for (const [name, server, dir, docs] of [
      ['uploaded', live, FIRESTORE_BUILD_DIR, documents],
      ['pasted', livePasted, PASTED_BUILD_DIR, pastedDocuments],
    ]) {
      firestore.documents = docs;
      row[name] = {
        html: await htmlBytes(dir, route),
        ...(await measure(chrome, `Firestore, photo ${name}`, `${address(server)}${route}`)),
        pictureBytesAfterScroll: await pictureBytesAfterScroll(`${address(server)}${route}`),
      };
    }
    rows.push(row);
  }
  firestore.documents = documents;
  return rows;
}

const results = [];
const photoResults = [];
let pastedRows;
let firstSearch;
let staleSwapMs;
try {
  firstSearch = await measureFirstSearch(address(local));
  results.push(await measure(chrome, 'Starlight', `${address(peer)}${PEER_PATH}`));
  for (const page of pages)
    results.push(await measure(chrome, 'local news', `${address(local)}${page.path}`));
  for (const page of pages.filter((p) => p.kind === 'home' || p.kind === 'news')) {
    results.push(await measure(chrome, 'Firestore', `${address(live)}${page.path}`));
  }
  for (const { site, path } of newsPages)
    results.push(
      await measure(chrome, site, `${address(site === 'Firestore' ? live : local)}${path}`),
    );
  staleSwapMs = await measureStaleSwap(address(live));
  for (const { site, server, path: route } of photoPages) {
    const result = await measure(chrome, site, `${address(server)}${route}`);
    result.pictureBytesAfterScroll = await pictureBytesAfterScroll(`${address(server)}${route}`);
    photoResults.push(result);
  }
  pastedRows = await pastedAgainstUploaded();
  photoResults.preview = await linkPreview(address(photos));
  photoResults.firestorePreview = await linkPreview(address(live));
} finally {
  await chrome.kill();
  for (const server of [local, live, livePasted, firestore, peer, photos, astro]) server.close();
}

const kb = (n) => (n / 1000).toFixed(1);
const starlight = results[0];
const ratio = (value, base) => (value / base).toFixed(2);
const header = [
  'site',
  'route',
  'perf',
  'a11y',
  'bp',
  'seo',
  'LCP ms',
  'TBT ms',
  'CLS',
  'total KB',
  'JS KB',
  'font KB',
  'KB w/o pictures',
  'bytes ÷ Starlight',
  'w/o pictures ÷ Starlight',
  'LCP ÷ Starlight',
  'requested before LCP',
];
const rows = results.map((r) => [
  r.site,
  r.route,
  r.performance,
  r.accessibility,
  r.bestPractices,
  r.seo,
  r.lcpMs,
  r.tbtMs,
  r.cls,
  kb(r.bytes.total),
  kb(r.bytes.js),
  kb(r.bytes.fonts),
  kb(r.bytes.total - r.bytes.images),
  ratio(r.bytes.total, starlight.bytes.total),
  ratio(r.bytes.total - r.bytes.images, starlight.bytes.total - starlight.bytes.images),
  ratio(r.lcpMs, starlight.lcpMs),
  r.beforeLcp.join(', '),
]);
/** A Markdown table, as the README shows the figures. */
const markdownTable = (head, body) =>
  [head, head.map(() => '---'), ...body].map((row) => `| ${row.join(' | ')} |`).join('\n');
console.log(`\nLighthouse, ${RUNS} runs per page, medians (mobile, simulated throttling):\n`);
console.log(markdownTable(header, rows));

console.log(
  `\nFirst search ("aranceles" on the contract page, no throttling, median of ${RUNS}): ${kb(firstSearch.bytes)} KB fetched, results ${firstSearch.msAfterLastKey} ms after the last keystroke (its 150 ms debounce included).`,
);

console.log(
  `\nStale snapshot (news screen, 4x CPU, 1.6 Mbps, 150 ms RTT, median of ${RUNS}): the new list on screen ${staleSwapMs} ms after Firestore's answer.`,
);
if (firestoreBuild)
  console.log(
    `Firestore build: ${firestoreBuild.queries} queries, ${firestoreBuild.reads} document reads for ${documents.length} items.`,
  );

const photoHeader = [
  'site',
  'route',
  'perf',
  'LCP ms',
  'CLS',
  'total KB (first load)',
  'pictures KB (first load)',
  'pictures KB at 412 px after scrolling to the end',
  'requested before LCP',
];
const photoRows = photoResults.map((r) => [
  r.site,
  r.route,
  r.performance,
  r.lcpMs,
  r.cls,
  kb(r.bytes.total),
  kb(r.bytes.images),
  kb(r.pictureBytesAfterScroll),
  r.beforeLcp.join(', '),
]);
console.log(
  `\nPhone photos (the reference 12 MP JPEGs) on our site and through Astro's image pipeline, same run, ${RUNS} runs, medians:\n`,
);
console.log(markdownTable(photoHeader, photoRows));
for (const [name, preview] of [
  ['local news', photoResults.preview],
  ['Firestore news', photoResults.firestorePreview],
])
  console.log(`Link preview (${name}, ${preview.item}): ${preview.type}, ${kb(preview.bytes)} KB.`);
if (photoBuild)
  console.log(
    `Photo site build: cold ${photoBuild.cold.seconds} s (${photoBuild.cold.pictures.made} pictures made), warm ${photoBuild.warm.seconds} s (${photoBuild.warm.pictures.made} made, ${photoBuild.warm.pictures.reused} from the cache).`,
  );
if (firestoreBuild)
  console.log(
    `Firestore build's Storage: ${firestoreBuild.storageDownloads} pictures downloaded, ${firestoreBuild.storageUnchanged} unchanged (304).`,
  );

console.log(
  `\nThe newest item's photo pasted into the editor (its text ${kb(pastedDocuments[0].fields.contenido.stringValue.length)} KB with the data: address) against the same photo uploaded to Storage, same run, ${RUNS} runs, medians:\n`,
);
console.log(
  markdownTable(
    [
      'page',
      'HTML gzip KB uploaded / pasted',
      'Δ KB',
      'LCP ms uploaded / pasted',
      'CLS uploaded / pasted',
      'pictures KB first load',
      'pictures KB at 412 px after scrolling',
      'total KB first load',
    ],
    pastedRows.map(({ route, uploaded: u, pasted: p }) => [
      route,
      `${kb(u.html.gzip)} / ${kb(p.html.gzip)}`,
      kb(p.html.gzip - u.html.gzip),
      `${u.lcpMs} / ${p.lcpMs}`,
      `${u.cls} / ${p.cls}`,
      `${kb(u.bytes.images)} / ${kb(p.bytes.images)}`,
      `${kb(u.pictureBytesAfterScroll)} / ${kb(p.pictureBytesAfterScroll)}`,
      `${kb(u.bytes.total)} / ${kb(p.bytes.total)}`,
    ]),
  ),
);

const SCALE_ITEMS = Number(process.env.SCALE_ITEMS ?? 2000);
const scale = await buildAtScale(SCALE_ITEMS, newsPhotos[0]);
console.log(
  `\n${scale.items} news items (generated into a temporary copy), a photo in every tenth (${scale.photos}): built cold in ${scale.seconds} s (${scale.pictures.made} pictures made), warm in ${scale.warm.seconds} s (${scale.warm.pictures.made} made, ${scale.warm.pictures.reused} from the cache); ${scale.pages} pages; the largest is ${scale.largest.page}, ${kb(scale.largest.bytes)} KB (${kb(scale.largest.gzip)} KB gzip).`,
);

const firestoreScale = await buildFirestoreAtScale(SCALE_ITEMS, await pastedPhoto(2));
const day = (perBuild) => (perBuild * 24).toLocaleString('en');
console.log(
  `\n${firestoreScale.items} Firestore news items, a ${firestoreScale.pastedKb} KB pasted photo in every tenth (${firestoreScale.photos}): built cold in ${firestoreScale.cold.seconds} s (${firestoreScale.cold.pictures.made} pictures made), warm in ${firestoreScale.warm.seconds} s (${firestoreScale.warm.pictures.made} made); ${firestoreScale.pages} pages.`,
);
for (const [name, run] of [
  ['cold', firestoreScale.cold],
  ['warm', firestoreScale.warm],
])
  console.log(
    `  ${name} build read ${run.firestore.documents} documents (${run.firestore.reads} reads billed), ${run.firestore.mb} MB of document data, ${run.firestore.wireMb} MB over the network (gzip).`,
  );
console.log(
  `  The hourly deploy, a day: ${day(firestoreScale.warm.firestore.reads)} reads, ${day(firestoreScale.warm.firestore.wireMb)} MB downloaded.`,
);

await mkdir('bench-results', { recursive: true });
await writeFile(
  'bench-results/lighthouse.json',
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      results,
      firstSearch,
      staleSwapMs,
      firestoreBuild,
      photos: {
        pages: photoResults,
        preview: photoResults.preview,
        firestorePreview: photoResults.firestorePreview,
        build: photoBuild,
      },
      scale,
      pasted: { build: pastedBuild, pages: pastedRows },
      firestoreScale,
    },
    null,
    2,
  )}\n`,
);
console.log('\nbench-results/lighthouse.json written');
