// `npm run bench`: builds the site twice (local news, and news from Firestore
// through the protocol-level test server answering with about 100 ms of
// latency), serves each as production does and runs Lighthouse (default
// mobile settings) RUNS times on every page of the registry, and in the same
// run on a Starlight site's 16-article page served the same way. Prints the
// medians with each page's bytes and LCP as a ratio of Starlight's and of the
// page's physical limit (scripts/bench/limit.mjs, measured beside it), and writes
// them to bench-results/lighthouse.json. Then: the first search, how soon a
// stale news snapshot is replaced, what the Firestore build read, and a build
// of the site with 2,000 news items (scripts/bench/scale.mjs). And pictures:
// the site with the reference phone photos (scripts/lib/photo-site.mjs, built
// cold and warm) beside Astro's image pipeline run on the same photos, the
// picture bytes a phone receives after scrolling to the end, the link-preview
// JPEG, and the 2,000 items with a photo in every tenth, cold and warm. And what
// the news cost: the live check per visit (scripts/bench/firestore-cost.mjs),
// the 2,000 Firestore items' deploys cold, warm, unchanged and with one new
// item, and a day of the schedule beside Firestore's free tier (cost-model.mjs). And the
// move to the next page, ours beside Starlight's, behind a throttling proxy
// (scripts/bench/next-page.mjs). And the text pages' long tasks in a trace at
// 4× CPU, beside their limits' (scripts/bench/long-tasks.mjs). And the editor: its first load on a phone's
// link with and without the preview, and a keystroke to the preview pane with
// the CPU slowed four times (scripts/bench/editor.mjs).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import {
  noticias,
  STORAGE_DOWN,
  STORAGE_IMAGE,
  STORAGE_IMAGE_2,
  STORAGE_MISSING,
} from '../samples/noticias.mjs';
import { pasted, pastedPhoto } from '../samples/phone-photos.mjs';
import { buildAtScale, buildFirestoreAtScale } from './scale.mjs';
import { cleanEnv } from '../lib/project-copy.mjs';
import { importSource } from '../lib/source-modules.mjs';
import {
  firstSearch as measureFirstSearch,
  htmlBytes,
  linkPreview,
  pictureBytesAfterScroll,
  staleSwap,
} from './browser.mjs';
import { measure as lighthouseRuns } from './lighthouse.mjs';
import { writeLimitSite } from './limit.mjs';
import { firstScreenRows, firstScreenRoutes, writeNoticeSite } from './first-screen.mjs';
import { liveCheckCost, reportLiveCheckCost } from './firestore-cost.mjs';
import { nextPageMoves } from './next-page.mjs';
import { longTasks as measureLongTasks, reportLongTasks } from './long-tasks.mjs';
import { editorFigures, reportEditor } from './editor.mjs';
import { dailyCost as costOfADay } from './cost-model.mjs';
import {
  DOLLARS_PER_MINUTE,
  FREE_PRIVATE_MINUTES,
  MEASURED_APART,
  minuteBudget,
} from './minute-budget.mjs';
import {
  reportDailyCost,
  reportMinuteBudget,
  reportPushToLive,
  reportQuestionJob,
  reportNextPage,
  reportLive,
  reportPages,
  reportPasted,
  reportPhotos,
  reportScale,
} from './report.mjs';
import { buildFirestoreSite, FIRESTORE_BUILD_DIR } from '../lib/firestore-site.mjs';
import { buildPhotoSite, PHOTOS_BUILD_DIR } from '../lib/photo-site.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { startFirestoreTestServer } from '../test-servers/server.mjs';
import { SITES, startStaticServer } from '../lib/static-server.mjs';

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
  execSync('npm run build', { stdio: 'inherit', env: cleanEnv() });
  // The benchmark's Firestore builds keep their news archive apart: their
  // Storage holds the reference photos, the tests' build other pictures for
  // the same documents, and neither may find the other's items kept.
  const newsCache = await mkdtemp(path.join(tmpdir(), 'isc-bench-news-'));
  const apart = { NEWS_CACHE_DIR: newsCache };
  firestoreBuild = await buildFirestoreSite(documents, storage, FIRESTORE_BUILD_DIR, apart);
  if (firestoreBuild.code !== 0) throw new Error('The Firestore build failed');
  pastedBuild = await buildFirestoreSite(pastedDocuments, storage, PASTED_BUILD_DIR, apart);
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
  await rm(newsCache, { recursive: true, force: true });
}
const [registry, { newsPaths }] = await Promise.all(
  ['site/registry.ts', 'site/pages.ts'].map(importSource),
);
const pages = registry.canonicalPages;
/** The Firestore build's item page. */
const FIRESTORE_ITEM = newsPaths.item('acto-aniversario');

const address = (server) => `http://127.0.0.1:${server.address().port}`;
if (!existsSync(PEER_DIR))
  throw new Error(`No Starlight site to compare with in ${PEER_DIR} (set BENCH_PEER_DIR)`);
const local = await startStaticServer(0);
const editorSite = await startStaticServer(0, { target: SITES.editor });
// Each kind of local page beside its physical limit: the same HTML, nothing else.
const localRoutes = await firstScreenRoutes();
const limitSite = writeLimitSite('build/client', localRoutes);
const limit = await startStaticServer(0, { root: limitSite.dir });
// And with an urgent notice written into every page (scripts/bench/first-screen.mjs).
const noticeSite = await writeNoticeSite('build');
const withNotice = await startStaticServer(0, { root: noticeSite.dir });
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
const lighthouse = { port: chrome.port, runs: RUNS };
const measure = (site, url) => lighthouseRuns(lighthouse, site, url);

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
        html: htmlBytes(dir, route),
        ...(await measure(`Firestore, photo ${name}`, `${address(server)}${route}`)),
        pictureBytesAfterScroll: await pictureBytesAfterScroll(`${address(server)}${route}`, RUNS),
      };
    }
    rows.push(row);
  }
  firestore.documents = documents;
  return rows;
}

const results = [];
const photoResults = [];
const previews = {};
let pastedRows;
let nextPage;
let longTasks;
let editor;
let firstSearch;
let staleSwapMs;
try {
  firstSearch = await measureFirstSearch(address(local), RUNS);
  results.push(await measure('Starlight', `${address(peer)}${PEER_PATH}`));
  results.push(
    ...(await firstScreenRows({
      measure,
      local: address(local),
      notice: address(withNotice),
      limit: address(limit),
      routes: localRoutes,
    })),
  );
  for (const page of pages.filter((p) => p.kind === 'home' || p.kind === 'news'))
    results.push(await measure('Firestore', `${address(live)}${page.path}`));
  results.push(await measure('Firestore', `${address(live)}${FIRESTORE_ITEM}`));
  staleSwapMs = await staleSwap(address(live), RUNS, documents);
  for (const { site, server, path: route } of photoPages) {
    const result = await measure(site, `${address(server)}${route}`);
    result.pictureBytesAfterScroll = await pictureBytesAfterScroll(
      `${address(server)}${route}`,
      RUNS,
    );
    photoResults.push(result);
  }
  pastedRows = await pastedAgainstUploaded();
  // A lost page never ends the benchmark: a move reports its tries, or why it has no figure.
  nextPage = await nextPageMoves({
    local: address(local),
    firestore: address(live),
    peer: address(peer),
    runs: Math.max(RUNS, 5),
  }).catch((error) => {
    console.error(`The next-page moves were not measured: ${error.message}`);
    return [];
  });
  // The text pages' long tasks beside their limits' (a trace at 4× CPU).
  longTasks = await measureLongTasks({
    site: address(local),
    limit: address(limit),
    routes: pages
      .filter((p) => ['home', 'long-page', 'news'].includes(p.kind) && !('aliasOf' in p))
      .map((p) => p.path),
    runs: Math.max(RUNS, 5),
  });
  editor = await editorFigures({
    site: address(local),
    editor: address(editorSite),
    root: process.cwd(),
    runs: RUNS,
  }).catch((error) => {
    console.error(`The editor was not measured: ${error.message}`);
    return undefined;
  });
  previews['local news'] = await linkPreview(address(photos));
  previews['Firestore news'] = await linkPreview(address(live));
} finally {
  await chrome.kill();
  for (const server of [
    local,
    editorSite,
    limit,
    withNotice,
    live,
    livePasted,
    firestore,
    peer,
    photos,
    astro,
  ])
    server.close();
  limitSite.remove();
  noticeSite.remove();
}

reportPages({ runs: RUNS, results });
reportLive({ runs: RUNS, firstSearch, staleSwapMs, firestoreBuild, documents: documents.length });
reportPhotos({ runs: RUNS, photoResults, previews, photoBuild, firestoreBuild });
reportNextPage(nextPage);
reportLongTasks(longTasks);
reportEditor(editor);
reportPasted({
  runs: RUNS,
  pastedTextBytes: pastedDocuments[0].fields.contenido.stringValue.length,
  pastedRows,
});

const liveCost = await liveCheckCost(noticias, await pastedPhoto(2));
reportLiveCheckCost(liveCost);

const SCALE_ITEMS = Number(process.env.SCALE_ITEMS ?? 2000);
const scale = await buildAtScale(SCALE_ITEMS, newsPhotos[0]);
const firestoreScale = await buildFirestoreAtScale(SCALE_ITEMS, await pastedPhoto(2));
reportScale({ scale, firestoreScale });
const dailyCost = costOfADay({ firestoreScale, liveCost });
reportDailyCost({
  items: firestoreScale.items,
  question: firestoreScale.question,
  questionAfterNew: firestoreScale.questionAfterNew,
  oneNewSeconds: firestoreScale.oneNew.seconds,
  cost: dailyCost,
});
const minutes = await minuteBudget({
  ...MEASURED_APART,
  question: firestoreScale.question.seconds,
  build: firestoreScale.daily.seconds,
  buildOneNew: firestoreScale.oneNew.seconds,
});
reportMinuteBudget(minutes.months, {
  freePrivate: FREE_PRIVATE_MINUTES,
  dollarsPerMinute: DOLLARS_PER_MINUTE,
});
reportQuestionJob(minutes.question);
reportPushToLive(minutes.toLive);

await mkdir('bench-results', { recursive: true });
await writeFile(
  'bench-results/lighthouse.json',
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      results,
      firstSearch,
      staleSwapMs,
      editor,
      firestoreBuild,
      photos: {
        pages: photoResults,
        preview: previews['local news'],
        firestorePreview: previews['Firestore news'],
        build: photoBuild,
      },
      scale,
      pasted: { build: pastedBuild, pages: pastedRows },
      firestoreScale,
      liveCost,
      dailyCost,
      minutes,
      nextPage,
      longTasks,
    },
    null,
    2,
  )}\n`,
);
console.log('\nbench-results/lighthouse.json written');
