/* global document, window -- used inside page.evaluate, which runs in the page */
// `node scripts/commands/screenshots.mjs [path ...]`: full-page PNGs of the built site
// at 375 and 1280 px into test-results/screenshots, for a person to look at.
// With SITE=firestore, the Firestore-configured build (npm run build:firestore)
// with its test server; Storage images and video players are answered locally.
// SITE=photos for the site with phone photos (npm run build:photos).
// SCHEME=dark for the night scheme, FORCED=1 for forced colours (High Contrast),
// FULL=0 for the first screen only.
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { noticias } from '../samples/noticias.mjs';
import { FIRESTORE_BUILD_DIR } from '../lib/firestore-site.mjs';
import { PHOTOS_BUILD_DIR } from '../lib/photo-site.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { drawEverything } from '../in-page/draw-everything.mjs';
import { answerMediaLocally } from '../in-page/offline-media.mjs';
import { startFirestoreTestServer } from '../test-servers/server.mjs';
import { startStaticServer } from '../lib/static-server.mjs';

const firestore = process.env.SITE === 'firestore';
const photos = process.env.SITE === 'photos';
const paths = process.argv.slice(2);
const colorScheme = process.env.SCHEME === 'dark' ? 'dark' : 'light';
const forcedColors = process.env.FORCED === '1' ? 'active' : 'none';
const look = `${colorScheme === 'dark' ? '-dark' : ''}${forcedColors === 'active' ? '-forced' : ''}`;
const server = await startStaticServer(
  0,
  firestore
    ? { root: `${FIRESTORE_BUILD_DIR}/client` }
    : photos
      ? { root: `${PHOTOS_BUILD_DIR}/client` }
      : {},
);
const news = firestore ? await startFirestoreTestServer({ documents: noticias }) : null;
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
await mkdir('test-results/screenshots', { recursive: true });
for (const path of paths.length ? paths : ['/']) {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({
      viewport: { width, height: width < 600 ? 740 : 800 },
      colorScheme,
      forcedColors,
    });
    await answerMediaLocally(page);
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // Scroll through, so lazy images and islands near the foot load too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    if (process.env.FULL !== '0') await drawEverything(page);
    const name = `${process.env.SITE ?? 'local'}${path.replace(/[^a-z0-9]+/gi, '_')}-${width}${look}.png`;
    await page.screenshot({
      path: `test-results/screenshots/${name}`,
      fullPage: process.env.FULL !== '0',
    });
    console.log(`test-results/screenshots/${name}`);
    await page.close();
  }
}
await browser.close();
server.close();
news?.close();
