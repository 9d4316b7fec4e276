// The editor's figures for the benchmark: its first load on a phone's link
// (150 ms, 1.6 Mbit/s: throttling-proxy.mjs) until it is up (its sign-in
// screen), with the preview's files and without them (what it was before the
// preview), and how soon the preview pane shows a keystroke on the longest
// page with the CPU slowed four times (a mid-range phone). Runs alone too:
// `node scripts/bench/editor.mjs` on the built site.
/* global document, location, HTMLTextAreaElement, MutationObserver, requestAnimationFrame */
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { editedFiles, openTestEditor } from '../lib/editor-test-repository.mjs';
import { SITES, startStaticServer } from '../lib/static-server.mjs';
import { startThrottlingProxy } from './throttling-proxy.mjs';

/** The preview's files, which the editor fetches once it has loaded. */
const PREVIEW_FILES =
  /\/editar\/(preview-[^/]+\.(js|css)|chunks\/react-dom\.js|immutable-[^/]+\.js)$/;

/** The longest page, where a keystroke costs the pane most. */
const LONGEST = '/secundario/normasDeConvivencia';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Milliseconds from the editor's address to its sign-in screen (the token's), through the phone's link; the preview's files refused with `withoutPreview`. */
async function firstLoad(browser, site, { withoutPreview }) {
  const proxy = await startThrottlingProxy();
  const front = await proxy.front(site);
  const context = await browser.newContext({
    locale: 'es-AR',
    viewport: { width: 375, height: 740 },
  });
  const page = await context.newPage();
  if (withoutPreview) await page.route(PREVIEW_FILES, (route) => route.abort());
  const start = Date.now();
  await page.goto(`${front}/editar`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: /token/ }).first().waitFor({ timeout: 120_000 });
  const up = Date.now() - start;
  await proxy.quiet();
  const settled = Date.now() - start;
  await context.close();
  proxy.close();
  return { up, settled, bytes: proxy.bytes };
}

/** Milliseconds from each of `keys` keystrokes in the longest page's text to the pane showing it, the CPU slowed 4×. */
async function keystrokes(browser, { site, editor }, root, keys) {
  const context = await browser.newContext({
    locale: 'es-AR',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const config = await (await fetch(new URL('/editar/config.json', editor))).json();
  await openTestEditor(page, editor, await editedFiles(root, config));
  // Its entry, where the page's own «Editar esta página» leads.
  const html = await (await fetch(new URL(LONGEST, site))).text();
  const entry = /class="[^"]*edit-link[^"]*" href="[^"#]*(#[^"]+)"/.exec(html)[1];
  await page.evaluate((to) => (location.hash = to), entry);
  await page.locator('iframe[src^="blob:"]').contentFrame().locator('article.long-page').waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const times = [];
  for (let key = 0; key < keys; key++)
    times.push(
      await page.evaluate(async (key) => {
        const area = [...document.querySelectorAll('textarea')].at(-1);
        const pane = document.querySelector('iframe[src^="blob:"]').contentDocument;
        const marker = `zq${key}x`;
        const setValue = Object.getOwnPropertyDescriptor(
          HTMLTextAreaElement.prototype,
          'value',
        ).set;
        return new Promise((resolve) => {
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (!pane.body.textContent.includes(marker)) return;
            observer.disconnect();
            // Until the frame that shows it.
            requestAnimationFrame(() => resolve(performance.now() - start));
          });
          observer.observe(pane.body, { subtree: true, childList: true, characterData: true });
          setValue.call(area, area.value.replace(/Entre el( zq\d+x)?/, `Entre el ${marker}`));
          area.dispatchEvent(new Event('input', { bubbles: true }));
        });
      }, key),
    );
  await context.close();
  return times;
}

/** The figures of the editor at `editor`, beside the site at `site`, built from the project at `root`. */
export async function editorFigures({ site, editor, root, runs }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const loads = { without: [], with: [] };
    // One load the server answers first (it compresses each file once), not counted;
    // then the two interleaved, each first in turn.
    await firstLoad(browser, editor, { withoutPreview: false });
    for (let run = 0; run < runs; run++)
      for (const withoutPreview of run % 2 ? [false, true] : [true, false])
        loads[withoutPreview ? 'without' : 'with'].push(
          await firstLoad(browser, editor, { withoutPreview }),
        );
    const typed = await keystrokes(browser, { site, editor }, root, Math.max(runs * 5, 15));
    return {
      runs,
      firstLoad: Object.fromEntries(
        Object.entries(loads).map(([name, all]) => [
          name,
          {
            upMs: median(all.map((load) => load.up)),
            settledMs: median(all.map((load) => load.settled)),
            bytes: median(all.map((load) => load.bytes)),
          },
        ]),
      ),
      keystroke: { medianMs: median(typed), worstMs: Math.max(...typed), keys: typed.length },
    };
  } finally {
    await browser.close();
  }
}

/** The figures as the benchmark prints them. */
export function reportEditor(figures) {
  if (!figures) return;
  const { firstLoad, keystroke, runs } = figures;
  const row = (name, load) =>
    `| ${name} | ${(load.upMs / 1000).toFixed(1)} s | ${(load.settledMs / 1000).toFixed(1)} s | ${(load.bytes / 1e6).toFixed(2)} MB |`;
  console.info(`\n## The editor (median of ${runs} first loads; ${keystroke.keys} keystrokes)\n`);
  console.info('| First load, 150 ms and 1.6 Mbit/s | Up (sign-in screen) | All loaded | Bytes |');
  console.info('| --- | --- | --- | --- |');
  console.info(row('without the preview', firstLoad.without));
  console.info(row('with the preview', firstLoad.with));
  console.info(
    `\nA keystroke in the contract's text to the pane showing it, CPU slowed 4×: median ${keystroke.medianMs.toFixed(0)} ms, worst ${keystroke.worstMs.toFixed(0)} ms.`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.cwd();
  const server = await startStaticServer(0, { target: SITES.site });
  const editor = await startStaticServer(0, { target: SITES.editor });
  try {
    reportEditor(
      await editorFigures({
        site: `http://127.0.0.1:${server.address().port}`,
        editor: `http://127.0.0.1:${editor.address().port}`,
        root,
        runs: Number(process.env.RUNS ?? 3),
      }),
    );
  } finally {
    server.close();
    editor.close();
  }
}
