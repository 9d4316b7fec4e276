// Each kind of page's first screen in Lighthouse: with no notice, with an
// urgent one written in as a publication writes it, and beside the page's
// own limit (limit.mjs); Starlight's page first. A page's largest paint must
// be its first paint, font or not, notice or not: each row says in how many
// runs the trace's largest paint was its first contentful paint, and what was
// asked for before it. `npm run bench` measures these rows among the rest;
// `node scripts/bench/first-screen.mjs` (RUNS, default 3) measures them
// alone, on the build already in build/.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { importSource } from '../lib/source-modules.mjs';
import { writeNoticeInPages } from '../lib/notice-pages.mjs';

const DAY_MS = 86_400_000;

/**
 * A copy of the built site (`buildDir`/client) beside the project whose every
 * page carries an urgent notice with a link, as long as staff may write one,
 * ending a day from `now`: written in by the build's own function, with the
 * parts the build saved. Returns its folder and a function that removes it.
 */
export async function writeNoticeSite(buildDir, now = new Date()) {
  const [{ noticeForPages }, { NOTICE_PARTS_FILE }] = await Promise.all(
    ['content/notice.ts', 'build-end/notice-in-pages.ts'].map(importSource),
  );
  const notice = noticeForPages(
    {
      shown: true,
      text: 'Hoy no hay clases en ningún nivel por el corte de agua en el barrio. '
        .repeat(3)
        .slice(0, 200),
      link: '/institucional/novedades',
      level: 'urgent',
      end: new Date(now.getTime() + DAY_MS).toISOString(),
    },
    now,
  );
  const parts = JSON.parse(readFileSync(path.join(buildDir, NOTICE_PARTS_FILE), 'utf8'));
  // Superstatic takes a root relative to the working folder.
  const dir = mkdtempSync('.bench-notice-');
  cpSync(path.join(buildDir, 'client'), dir, { recursive: true });
  await writeNoticeInPages(path.join(buildDir, 'client'), dir, notice, parts);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Lighthouse's rows for `routes`: each on the built site (`local`), with the
 * notice (`notice`) and as its limit (`limit`), one after the other.
 * `measure(site, url)` is lighthouse.mjs's, bound to a browser.
 */
export async function firstScreenRows({ measure, local, notice, limit, routes }) {
  const rows = [];
  for (const route of routes)
    for (const [site, origin] of [
      ['local news', local],
      ['with notice', notice],
      ['limit', limit],
    ])
      rows.push(await measure(site, `${origin}${route}`));
  return rows;
}

/** The routes of each kind of page: every page of the registry, a news item's and a year's. */
export async function firstScreenRoutes() {
  const [registry, { newsPaths }, archive, localSource] = await Promise.all(
    [
      'site/registry.ts',
      'site/pages.ts',
      'news/archive/read.server.ts',
      'news/sources/local.server.ts',
    ].map(importSource),
  );
  const news = await archive.readNewsArchive({
    firebase: null,
    localDir: localSource.LOCAL_NEWS_DIR,
    ifUnreadable: 'stop',
    keptDir: null,
  });
  return [
    ...registry.canonicalPages.map((page) => page.path),
    news.items[0].path,
    newsPaths.year(news.years[0].year),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [chromeLauncher, { CHROMIUM_ARGS, CHROMIUM_PATH }, { startStaticServer }, lighthouse] =
    await Promise.all([
      import('chrome-launcher'),
      import('../lib/chromium.mjs'),
      import('../lib/static-server.mjs'),
      import('./lighthouse.mjs'),
    ]);
  const { writeLimitSite } = await import('./limit.mjs');
  const { reportPages } = await import('./report.mjs');
  const runs = Number(process.env.RUNS ?? 3);
  const peerDir = process.env.BENCH_PEER_DIR ?? '../shared/peers/starlight-dist';
  const routes = await firstScreenRoutes();
  const limitSite = writeLimitSite('build/client', routes);
  const noticeSite = await writeNoticeSite('build');
  const servers = {
    local: await startStaticServer(0),
    notice: await startStaticServer(0, { root: noticeSite.dir }),
    limit: await startStaticServer(0, { root: limitSite.dir }),
    peer: await startStaticServer(0, { root: peerDir, config: { trailingSlash: undefined } }),
  };
  const origin = (server) => `http://127.0.0.1:${server.address().port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  const measure = (site, url) => lighthouse.measure({ port: chrome.port, runs }, site, url);
  try {
    const results = [await measure('Starlight', `${origin(servers.peer)}/reglamento/`)];
    results.push(
      ...(await firstScreenRows({
        measure,
        local: origin(servers.local),
        notice: origin(servers.notice),
        limit: origin(servers.limit),
        routes,
      })),
    );
    reportPages({ runs, results });
  } finally {
    await chrome.kill();
    for (const server of Object.values(servers)) server.close();
    limitSite.remove();
    noticeSite.remove();
  }
}
