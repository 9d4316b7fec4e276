// The move to the next page, as a visitor makes it, on a weak signal: both
// sites served on loopback behind a proxy of the benchmark's own that adds
// 150 ms to every round trip and shares 1.6 Mbit/s among all responses
// (Lighthouse's slow 4G). Desktop: the pointer rests on the link for 400 ms,
// then clicks; phone: a tap with no warning. The time runs from the click or
// tap to the next page's largest paint; the bytes are those the proxy carried
// before the move.
import { createServer, request } from 'node:http';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { median } from './lighthouse.mjs';

const RTT_MS = 150;
const BYTES_PER_SECOND = 200_000;

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A forwarding HTTP proxy with one shared link: each response waits its turn on it. */
export function startThrottlingProxy() {
  let linkFreeAt = 0;
  const server = createServer(async (req, res) => {
    await wait(RTT_MS / 2);
    const upstream = request(req.url, { method: req.method, headers: req.headers }, async (up) => {
      await wait(RTT_MS / 2);
      res.writeHead(up.statusCode ?? 502, up.headers);
      for await (const chunk of up) {
        const start = Math.max(Date.now(), linkFreeAt);
        linkFreeAt = start + (chunk.length / BYTES_PER_SECOND) * 1000;
        await wait(linkFreeAt - Date.now());
        server.bytes += chunk.length;
        res.write(chunk);
      }
      res.end();
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.bytes = 0;
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The next page's largest paint, in wall-clock milliseconds. */
const largestPaint = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          const activation = performance.getEntriesByType('navigation')[0]?.activationStart ?? 0;
          resolve(performance.timeOrigin + Math.max(last.startTime, activation));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

/**
 * One move, `runs` times in fresh contexts: open `from`, let it settle (what
 * it fetches ahead included), `reveal` the link if it sits in a menu, then
 * move to `to` as a desktop visitor or a phone's.
 */
export async function measureMove({ proxy, from, to, reveal, device, runs }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      `--proxy-server=http://127.0.0.1:${proxy.address().port}`,
      '--proxy-bypass-list=<-loopback>',
    ],
  });
  const times = [];
  const bytes = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext(
        device === 'phone'
          ? { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true }
          : { viewport: { width: 1280, height: 800 } },
      );
      const page = await context.newPage();
      const before = proxy.bytes;
      await page.goto(from, { waitUntil: 'networkidle' });
      await reveal?.(page, device);
      const link = page.locator(`a[href="${new URL(to).pathname}"]:visible`).first();
      if (device === 'desktop') {
        await link.hover();
        await wait(400);
      }
      await page.waitForLoadState('networkidle');
      bytes.push(proxy.bytes - before);
      const clicked = Date.now();
      await (device === 'phone' ? link.tap() : link.click());
      await page.waitForURL(to);
      times.push((await largestPaint(page)) - clicked);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { ms: Math.round(median(times)), kb: Number((median(bytes) / 1000).toFixed(1)) };
}

/** Opens our site's menu where the link to the contract sits: the dropdown on a desktop, the accordion on a phone. */
export async function revealContractLink(page, device) {
  if (device === 'desktop') {
    await page.locator('.desktop-menu summary', { hasText: 'Secundario' }).hover();
  } else {
    await page.locator('.mobile-menu__toggle').tap();
    await page.locator('.mobile-menu summary', { hasText: 'Secundario' }).tap();
  }
}

/** Every move, ours beside Starlight's, for both devices. */
export async function nextPageMoves({ local, firestore, peer, runs }) {
  const proxy = await startThrottlingProxy();
  const rows = [];
  try {
    for (const device of ['desktop', 'phone']) {
      rows.push({
        move: 'home → contract',
        device,
        ours: await measureMove({
          proxy,
          from: `${local}/`,
          to: `${local}/secundario/normasDeConvivencia`,
          reveal: revealContractLink,
          device,
          runs,
        }),
        starlight: await measureMove({
          proxy,
          from: `${peer}/`,
          to: `${peer}/reglamento/`,
          device,
          runs,
        }),
      });
      if (firestore)
        rows.push({
          move: 'news screen → item',
          device,
          ours: await measureMove({
            proxy,
            from: `${firestore}/institucional/novedades`,
            to: `${firestore}/institucional/novedades/acto-aniversario`,
            device,
            runs,
          }),
        });
    }
  } finally {
    proxy.close();
  }
  return rows;
}

/** The moves as the README's table reads them. */
export function reportNextPage(rows) {
  console.log(
    '\nThe next page (150 ms RTT, 1.6 Mbit/s proxy; click or tap to the next largest paint, median; KB before the move): ours | Starlight home → /reglamento/',
  );
  const starlight = Object.fromEntries(
    rows.filter((row) => row.starlight).map((row) => [row.device, row.starlight]),
  );
  for (const row of rows) {
    const peer = starlight[row.device];
    console.log(
      `  ${row.move.padEnd(20)} ${row.device.padEnd(8)} ${row.ours.ms} ms, ${row.ours.kb} KB | ${peer.ms} ms, ${peer.kb} KB | ${(row.ours.ms / peer.ms).toFixed(2)}×`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startStaticServer } = await import('../static-server.mjs');
  const { startFirestoreTestServer } = await import('../firestore-test-server.mjs');
  const { noticias } = await import('../../tests/fixtures/noticias.mjs');
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
