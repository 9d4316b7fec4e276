// `node scripts/screenshots.mjs [path ...]`: full-page PNGs of the built site
// at 375 and 1280 px into test-results/screenshots, for a person to look at.
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startStaticServer } from './static-server.mjs';

const paths = process.argv.slice(2);
const server = await startStaticServer(0);
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
await mkdir('test-results/screenshots', { recursive: true });
for (const path of paths.length ? paths : ['/']) {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 740 : 800 } });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`;
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
