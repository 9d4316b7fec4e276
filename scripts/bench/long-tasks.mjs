// The main thread's long tasks on a text page, as a performance trace shows
// them: a phone's viewport, the CPU slowed four times (Lighthouse's mobile
// setting), no network throttling. Each page is loaded `runs` times beside its
// physical limit (the same HTML with no script and no web font: limit.mjs),
// interleaved; every task of 50 ms or more from the first contentful paint
// until two seconds after the load is listed, with what filled it, and the
// blocking time they add up to (the part of each past 50 ms), as Lighthouse
// counts it. What the page's own scripts add is the difference between the two.
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchPrerenderingChromium, PHONE_VIEWPORT } from '../lib/prerendering-chromium.mjs';
import { median } from './lighthouse.mjs';

const CPU_SLOWDOWN = 4;
const LONG_MS = 50;
/** How long the page is traced after its load: the page script, the font, the rules. */
const AFTER_LOAD_MS = 2000;
/** What fills a task, by the trace's event names. */
const PARTS = {
  parse: ['ParseHTML'],
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  script: ['EvaluateScript', 'FunctionCall', 'v8.compile'],
  paint: ['PrePaint', 'Paint', 'Layerize', 'Commit'],
};

/** What started a task, by the name of its first event. */
const CAUSES = {
  parse: /^ParseHTML$/,
  script: /^(EvaluateScript|v8\.evaluateModule|FunctionCall)$/,
  timer: /^TimerFire$/,
  frame: /^FireAnimationFrame$/,
  event: /^EventDispatch$/,
  render: /^(UpdateLayoutTree|Layout|PrePaint|Paint|Layerize|Commit)$/,
  'SVG document': /^DocumentLoader::/,
};
const cause = (name = '') =>
  Object.keys(CAUSES).find((key) => CAUSES[key].test(name)) ?? (name || 'unknown');

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The long tasks of one load of `url`, and their blocking time. */
async function traceLoad(browser, url) {
  const context = await browser.createBrowserContext();
  const file = path.join(tmpdir(), `isc-trace-${process.pid}.json`);
  try {
    const page = await context.newPage();
    await page.setViewport(PHONE_VIEWPORT);
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    await page.tracing.start({
      path: file,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await wait(AFTER_LOAD_MS);
    await page.tracing.stop();
    const { traceEvents } = JSON.parse(await readFile(file, 'utf8'));
    // The page's own document: the browser's own pages (its omnibox popup is
    // chrome://omnibox-popup.top-chrome/) are parsed in the same trace.
    const { href } = new URL(url);
    const parse = traceEvents.find(
      (e) => e.name === 'ParseHTML' && URL.parse(e.args.beginData?.url ?? '')?.href === href,
    );
    if (!parse) throw new Error(`No trace of ${url}'s document`);
    const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid);
    const main = traceEvents.filter(
      (e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X',
    );
    const tasks = main
      .filter((e) => e.name === 'RunTask' && e.dur >= LONG_MS * 1000 && e.ts >= (fcp?.ts ?? 0))
      .map((task) => {
        const inside = main.filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
        const parts = Object.fromEntries(
          Object.entries(PARTS).map(([part, names]) => [
            part,
            Math.round(
              inside.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + e.dur, 0) /
                1000,
            ),
          ]),
        );
        const first = inside.filter((e) => e.name !== 'RunTask').toSorted((a, b) => a.ts - b.ts)[0];
        return { ms: Math.round(task.dur / 1000), cause: cause(first?.name), ...parts };
      });
    return { tasks, blockingMs: tasks.reduce((sum, task) => sum + task.ms - LONG_MS, 0) };
  } finally {
    await context.close();
    await rm(file, { force: true });
  }
}

/**
 * Each of `routes` on `site` and on `limit`, `runs` times interleaved: every
 * run's long tasks and blocking time, and the medians.
 */
export async function longTasks({ site, limit, routes, runs }) {
  const browser = await launchPrerenderingChromium();
  const rows = [];
  try {
    for (const route of routes) {
      const row = { route, ours: [], limit: [] };
      for (let i = 0; i < runs; i++) {
        row.ours.push(await traceLoad(browser, `${site}${route}`));
        row.limit.push(await traceLoad(browser, `${limit}${route}`));
      }
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The table: per page, each run's tasks (ms: style+layout, script) for ours and the limit. */
export function reportLongTasks(rows) {
  console.log(
    `\nLong tasks on a phone at ${CPU_SLOWDOWN}× CPU (trace from the first paint to ${AFTER_LOAD_MS / 1000} s after the load; each task in ms, what started it, and its style and layout | script): ours | the same HTML with no script and no font`,
  );
  const runs = (loads) =>
    loads
      .map(
        ({ tasks }) =>
          `[${tasks.map((t) => `${t.ms} ${t.cause} (${t.style + t.layout} | ${t.script})`).join(', ')}]`,
      )
      .join(' ');
  const blocking = (loads) =>
    `${median(loads.map((l) => l.blockingMs))} ms (worst ${Math.max(...loads.map((l) => l.blockingMs))})`;
  for (const row of rows)
    console.log(
      `  ${row.route.padEnd(34)} blocking ${blocking(row.ours)} ${runs(row.ours)} | ${blocking(row.limit)} ${runs(row.limit)}`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startStaticServer } = await import('../lib/static-server.mjs');
  const { writeLimitSite } = await import('./limit.mjs');
  const routes = ['/', '/secundario/normasDeConvivencia', '/institucional/novedades'];
  const address = (server) => `http://127.0.0.1:${server.address().port}`;
  const limitSite = writeLimitSite('build/client', routes);
  const site = await startStaticServer(0);
  const limit = await startStaticServer(0, { root: limitSite.dir });
  try {
    reportLongTasks(
      await longTasks({
        site: address(site),
        limit: address(limit),
        routes,
        runs: Number(process.env.RUNS ?? 3),
      }),
    );
  } finally {
    site.close();
    limit.close();
    limitSite.remove();
  }
}
