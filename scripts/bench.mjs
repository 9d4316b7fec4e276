// `npm run bench`: builds the site, serves it as production would and runs
// Lighthouse (default mobile settings) RUNS times on every route. Prints the
// medians per route and writes them to bench-results/lighthouse.json.
import { execSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startStaticServer } from './static-server.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const ROUTES = [
  '/',
  '/institucional/novedades',
  '/institucional/fundador',
  '/institucional/historiaISC',
  '/secundario/normasDeConvivencia',
  '/secundario/estructuraCurricular',
];

if (process.env.SKIP_BUILD !== '1') execSync('npm run build', { stdio: 'inherit' });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Bytes transferred per kind, from Lighthouse's own network record. */
function bytesByKind(lhr) {
  const kinds = { total: 0, js: 0, css: 0, fonts: 0, images: 0 };
  const key = { Script: 'js', Stylesheet: 'css', Font: 'fonts', Image: 'images' };
  for (const request of lhr.audits['network-requests'].details.items) {
    kinds.total += request.transferSize ?? 0;
    const kind = key[request.resourceType];
    if (kind) kinds[kind] += request.transferSize ?? 0;
  }
  return kinds;
}

const server = await startStaticServer(0);
const base = `http://127.0.0.1:${server.address().port}`;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
});

const results = [];
try {
  for (const route of ROUTES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(`${base}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      runs.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        bytes: bytesByKind(lhr),
      });
    }
    const pick = (f) => median(runs.map(f));
    results.push({
      route,
      runs: RUNS,
      performance: pick((r) => r.performance),
      accessibility: pick((r) => r.accessibility),
      bestPractices: pick((r) => r.bestPractices),
      seo: pick((r) => r.seo),
      lcpMs: Math.round(pick((r) => r.lcpMs)),
      tbtMs: Math.round(pick((r) => r.tbtMs)),
      cls: Number(pick((r) => r.cls).toFixed(3)),
      bytes: Object.fromEntries(
        Object.keys(runs[0].bytes).map((k) => [k, pick((r) => r.bytes[k])]),
      ),
    });
  }
} finally {
  await chrome.kill();
  server.close();
}

const kb = (n) => (n / 1000).toFixed(1);
const header = [
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
  'CSS KB',
  'fonts KB',
  'img KB',
];
const rows = results.map((r) => [
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
  kb(r.bytes.css),
  kb(r.bytes.fonts),
  kb(r.bytes.images),
]);
const table = [header, ...rows].map((row) => `| ${row.join(' | ')} |`);
table.splice(1, 0, `|${header.map(() => ' --- ').join('|')}|`);
console.log(`\nLighthouse ${RUNS} runs per route, medians (mobile, simulated throttling):\n`);
console.log(table.join('\n'));

await mkdir('bench-results', { recursive: true });
await writeFile(
  'bench-results/lighthouse.json',
  `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`,
);
console.log('\nbench-results/lighthouse.json written');
