/* global document -- code run in the page */
// The move to the next page, as a visitor makes it, on a weak signal: both
// sites served on loopback behind a proxy of the benchmark's own that adds
// 150 ms to every round trip and shares 1.6 Mbit/s among all responses
// (Lighthouse's slow 4G). Desktop: the pointer rests on the link for 400 ms,
// then clicks; phone: a tap with no warning. The time runs from the click or
// tap to the next page's largest paint; the bytes are those the proxy carried
// before the move.
//
// Puppeteer drives the browser here, so that Chromium prerenders as for a
// visitor (../lib/prerendering-chromium.mjs); the weak signal is
// throttling-proxy.mjs, and the table report.mjs.
import { pointOn } from '../in-page/point-on.mjs';
import {
  askPageOnScreen,
  launchPrerenderingChromium,
  PHONE_VIEWPORT,
  shownAt,
} from '../lib/prerendering-chromium.mjs';
import { median } from './lighthouse.mjs';
import { moveFigures } from './move-figures.mjs';
import { startThrottlingProxy } from './throttling-proxy.mjs';
import { reportNextPage } from './report.mjs';
import { otherEngineMoves } from './other-engines.mjs';
import { BARE_MOVE, FLOOR_MOVE, limitHtml, writeFloorSite } from './limit.mjs';
import { startStaticServer } from '../lib/static-server.mjs';
import { PRERENDER_REFUSED_ARGS } from '../lib/chromium.mjs';

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The next page's largest paint, in wall-clock milliseconds. A prerendered
 * page counts from its activation at the earliest (web-vitals' rule): before
 * it, nothing of it was on screen.
 */
const largestPaint = (page) =>
  askPageOnScreen(
    page,
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          const activation = performance.getEntriesByType('navigation')[0]?.activationStart ?? 0;
          resolve({
            at: performance.timeOrigin + Math.max(last.startTime, activation),
            prerendered: activation > 0,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

/**
 * Where a visitor would touch the first element `selector` names on screen:
 * the middle of one of its lines that nothing covers. It waits until there is
 * one, and until what opened it has stopped moving (the menu's sections slide
 * open).
 */
async function touchPoint(page, selector) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  const point = await page.waitForFunction(pointOn, {}, selector);
  return point.jsonValue();
}

/**
 * One move, `runs` times in fresh browser contexts: open `from`, let it
 * settle (what it fetches ahead included), `reveal` the link if it sits in a
 * menu, then move to `to` as a desktop visitor or a phone's; in a Chromium
 * that `refusesPrerender`, if asked.
 */
export async function measureMove({ proxy, from, to, reveal, device, runs, refusesPrerender }) {
  const browser = await launchPrerenderingChromium([
    `--proxy-server=http://127.0.0.1:${proxy.address().port}`,
    '--proxy-bypass-list=<-loopback>',
    ...(refusesPrerender ? PRERENDER_REFUSED_ARGS : []),
  ]);
  const version = (await browser.version()).replace(/^\D*/, '');
  const engine = `Chromium ${version}${refusesPrerender ? ', no prerender' : ''}`;
  const samples = [];
  let lost = 0;
  let lastError;
  try {
    while (samples.length < runs) {
      const context = await browser.createBrowserContext();
      try {
        samples.push(await moveOnce(await context.newPage(), { proxy, from, to, reveal, device }));
      } catch (error) {
        // A page lost on a busy machine: that move is made again, on a fresh
        // tab, and counted. Past `runs` losses the move reports what it has.
        lost += 1;
        lastError = error;
        if (lost > runs) break;
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const figures = moveFigures(engine, samples, lost, lastError);
  if (!samples.length) return figures;
  return {
    ...figures,
    pictureKb: Number((median(samples.map((sample) => sample.pictureBytes)) / 1000).toFixed(1)),
    prerendered: samples.reduce((sum, sample) => sum + sample.prerendered, 0),
  };
}

/**
 * One run of a move on `page`: open `from`, let it settle, `reveal` the
 * link, then move to `to` as `device` does. Answers the time from the click
 * to the next page's largest paint, the bytes carried before (pictures
 * apart), whether that paint was prerendered, and whether the next page had
 * been asked for before the click.
 */
async function moveOnce(page, { proxy, from, to, reveal, device }) {
  await page.setViewport(device === 'phone' ? PHONE_VIEWPORT : { width: 1280, height: 800 });
  const path = new URL(to).pathname;
  const before = {
    all: proxy.bytes,
    pictures: proxy.pictureBytes,
    asked: proxy.asked.length,
  };
  await page.goto(from);
  await proxy.quiet();
  await reveal?.(page, device);
  const { x, y } = await touchPoint(page, `a[href="${path}"]`);
  if (device === 'desktop') {
    await page.mouse.move(x, y);
    await wait(400);
  }
  await proxy.quiet();
  const bytes = proxy.bytes - before.all;
  const pictureBytes = proxy.pictureBytes - before.pictures;
  const ahead = proxy.asked.slice(before.asked).includes(path);
  const clicked = Date.now();
  if (device === 'phone') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await shownAt(page, path);
  await proxy.quiet();
  const paint = await largestPaint(page);
  return { ms: paint.at - clicked, bytes, pictureBytes, prerendered: paint.prerendered, ahead };
}

/**
 * What a visitor touches, in turn, to bring the link to `path` on screen in
 * our site's menu: on a desktop, the dropdown's entry (the pointer rests on
 * it); on a phone, the menu button, then the accordion's entry (a tap each).
 */
export const menuSteps = (path) => (device) =>
  device === 'desktop'
    ? [`.desktop-menu details:has(a[href="${path}"]) > summary`]
    : ['.mobile-menu__toggle', `.mobile-menu details:has(a[href="${path}"]) > summary`];

/** `menuSteps` made in Chromium, through Puppeteer. */
export function revealMenuLink(path) {
  const steps = menuSteps(path);
  return async (page, device) => {
    for (const selector of steps(device)) {
      const { x, y } = await touchPoint(page, selector);
      if (device === 'desktop') await page.mouse.move(x, y);
      else await page.touchscreen.tap(x, y);
    }
  };
}

/**
 * The path of the item the news screen at `site` + `path` marks as the
 * likely next page (its newest), read from the page as served.
 */
async function newestItem(site, path) {
  const html = await (await fetch(`${site}${path}`)).text();
  const link = /<a href="([^"]+)"[^>]*\bdata-likely-next\b/.exec(html);
  if (!link) throw new Error(`${path} marks no newest item`);
  return link[1];
}

/**
 * Every move, ours beside Starlight's home → /reglamento/ in the same browser:
 * home to the contract, and the news screen to its newest item (on the
 * Firestore build when there is one, as production serves it; else the
 * local one), on a desktop and on a phone, in Chromium, then in Firefox and
 * WebKit (other-engines.mjs); home to the contract on a desktop once more in
 * a Chromium that refuses to prerender. Beside them, on a desktop, each
 * engine's floor, an empty page fetched ahead (limit.mjs), the quickest move
 * it makes; and the contract's limit, its bare HTML fetched ahead alike (no
 * script, font or picture), the quickest move to that page.
 */
export async function nextPageMoves({ local, firestore, peer, runs }) {
  const proxy = await startThrottlingProxy();
  const contract = '/secundario/normasDeConvivencia';
  const newsScreen = '/institucional/novedades';
  const news = { site: firestore ?? local, from: newsScreen };
  news.to = await newestItem(news.site, newsScreen);
  const floorSite = writeFloorSite(limitHtml(await (await fetch(`${local}${contract}`)).text()));
  const floorServer = await startStaticServer(0, { root: floorSite.dir });
  const floorAt = `http://127.0.0.1:${floorServer.address().port}`;
  const measured = { proxy, runs };
  const sites = { local, peer, contract };
  const rows = [];
  try {
    for (const device of ['desktop', 'phone']) {
      rows.push(await contractRow(measured, sites, device, false));
      rows.push({
        move: 'news screen → item',
        device,
        ours: await measureMove({
          ...measured,
          from: `${news.site}${news.from}`,
          to: `${news.site}${news.to}`,
          device,
        }),
      });
    }
    // Home → contract once more, in a Chromium that refuses every prerender:
    // what the prefetch beside each prerender rule gives it.
    rows.push(await contractRow(measured, sites, 'desktop', true));
    rows.push(...(await floorRows(measured, floorAt)));
    rows.push(
      ...(await otherEngineMoves({
        ...measured,
        local,
        peer,
        contract,
        menuSteps: menuSteps(contract),
        news,
        // The bare contract is Chromium's alone: Firefox draws a page with
        // no stylesheet from its cache and no picture a frame later than
        // ours (ARCHITECTURE.md), and WebKitGTK fetches it not ahead.
        floor: { site: floorAt, ...FLOOR_MOVE },
      })),
    );
  } finally {
    proxy.close();
    floorServer.close();
    floorSite.remove();
  }
  return rows;
}

/** Home → contract beside Starlight's home → /reglamento/, in the same Chromium. */
const contractRow = async (
  { proxy, runs },
  { local, peer, contract },
  device,
  refusesPrerender,
) => ({
  move: 'home → contract',
  device,
  ours: await measureMove({
    proxy,
    from: `${local}/`,
    to: `${local}${contract}`,
    reveal: revealMenuLink(contract),
    device,
    runs,
    refusesPrerender,
  }),
  starlight: await measureMove({
    proxy,
    from: `${peer}/`,
    to: `${peer}/reglamento/`,
    device,
    runs,
    refusesPrerender,
  }),
});

/** Each engine's floor and the contract's limit, on a desktop (limit.mjs), with and without prerender. */
async function floorRows({ proxy, runs }, floorAt) {
  const rows = [];
  for (const { move, from, to } of [FLOOR_MOVE, BARE_MOVE])
    for (const refusesPrerender of [false, true])
      rows.push({
        move,
        device: 'desktop',
        ours: await measureMove({
          proxy,
          from: `${floorAt}${from}`,
          to: `${floorAt}${to}`,
          device: 'desktop',
          runs,
          refusesPrerender,
        }),
      });
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startFirestoreTestServer } = await import('../test-servers/server.mjs');
  const { noticias } = await import('../samples/noticias.mjs');
  const address = (server) => `http://127.0.0.1:${server.address().port}`;
  const local = await startStaticServer(0);
  const live = await startStaticServer(0, { root: 'build-firestore/client' });
  const fs = await startFirestoreTestServer({ documents: noticias });
  const peer = await startStaticServer(0, {
    root: process.env.BENCH_PEER_DIR ?? '../shared/peers/starlight-dist',
    config: { trailingSlash: undefined },
  });
  try {
    reportNextPage(
      await nextPageMoves({
        local: address(local),
        firestore: address(live),
        peer: address(peer),
        runs: Number(process.env.RUNS ?? 5),
      }),
    );
  } finally {
    for (const server of [local, live, fs, peer]) server.close();
  }
}
