/* global document, innerHeight, innerWidth, location, addEventListener -- code run in the page */
// The move to the next page in the two engines that read no speculation
// rules, as a visitor makes it on a desktop and on a phone (next-page.mjs
// has the setting): Firefox ESR through Puppeteer over WebDriver BiDi, and
// WebKit (WebKitGTK's MiniBrowser, Safari's engine) through its WebDriver, in
// a virtual display (Xvfb). Neither can be told to send loopback through a
// proxy alike, so each site is opened on a port of the throttling proxy's
// that carries it over the same link (`front`).
//
// A phone is a narrow viewport and a tap: a touch in Firefox. WebKitGTK's
// driver takes a touch action but delivers it as a mouse press at once, and
// MiniBrowser's window is no narrower than its toolbar (a viewport of 447 px,
// still a phone's layout for both sites); the page sees a press with no rest
// before it, which is what a tap gives it to go on.
//
// The time runs from the click, as the page itself timed it, to the next
// page's largest paint in Firefox; WebKit tells no largest paint, so its
// first contentful paint stands in, for both sites alike.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import puppeteer from 'puppeteer-core';
import { pointOn } from '../in-page/point-on.mjs';
import { moveFigures } from './move-figures.mjs';

/** The viewport of each device; a phone's is narrower than the sites' first breakpoint (576 px). */
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 667 } };
/** The widest viewport that still counts as a phone's (WebKit's window has a floor). */
const PHONE_MAX_WIDTH = 480;
const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** How long WebKit's driver may take over one command (a new session, a page's load). */
const COMMAND_MS = 60_000;
/** How long the pointer rests on the link before the click, as in next-page.mjs. */
const REST_MS = 400;

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks `question` of the page through `run` until it answers something (a
 * page between two documents answers nothing, or fails), for 30 s at most.
 */
async function askUntilAnswered(run, question, arg, engine) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const answer = await run(question, arg).catch(() => null);
    if (answer) return answer;
    await wait(20);
  }
  throw new Error(`${engine} did not answer ${question.name}`);
}

/** A free port on loopback. */
async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

// What the page is asked; each a function of one argument, sent as its source.

/** Notes the moment of the click, as the page sees it, where the next page can read it. */
function noteTheClick() {
  addEventListener(
    'click',
    () => sessionStorage.setItem('bench-click', String(performance.timeOrigin + performance.now())),
    { capture: true, once: true },
  );
  return true;
}

/** Once what moves on the page (a menu sliding open) has stopped. */
function settled() {
  return Promise.all(document.getAnimations().map((animation) => animation.finished)).then(
    () => true,
  );
}

/** Once the page at `path` is shown and painted: its paint's moment since the click. */
function paintSinceClick(path) {
  if (location.pathname !== path || document.readyState === 'loading') return null;
  const clicked = Number(sessionStorage.getItem('bench-click'));
  const largest = PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
    ? new Promise((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1))).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      )
    : Promise.resolve(performance.getEntriesByName('first-contentful-paint')[0]);
  // No paint yet: no answer, and the question is asked again.
  const none = new Promise((resolve) => setTimeout(resolve, 100));
  return Promise.race([largest, none]).then((entry) =>
    entry && clicked ? { ms: performance.timeOrigin + entry.startTime - clicked } : null,
  );
}

/** Firefox through Puppeteer over WebDriver BiDi: one browser, a fresh context a visit. */
async function firefox() {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
    // No network events: with them, Firefox's remote agent runs its own
    // script in the page's process for every file a page takes from the
    // cache, in the middle of parsing it (its CachedResourceListener), which
    // a visitor's Firefox never does and which weighs most on the page with
    // the most cached files. The proxy counts the bytes.
    networkEnabled: false,
    defaultViewport: null,
  });
  return {
    name: `Firefox ${(await browser.version()).replace(/^firefox\//, '')}`,
    async visit(device) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      // Puppeteer sends browsingContext.setViewport with a screen orientation
      // override, which some Firefox versions refuse; the viewport is set all
      // the same, and checked below.
      await page.setViewport(VIEWPORTS[device]).catch(() => {});
      return {
        open: (address) => page.goto(address),
        ask: (question, arg) =>
          askUntilAnswered((q, a) => page.evaluate(q, a), question, arg, 'Firefox'),
        move: (x, y) => page.mouse.move(x, y),
        click: (x, y) => page.mouse.click(x, y),
        tap: (x, y) => page.touchscreen.tap(x, y),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

/** WebKit: MiniBrowser through WebKitWebDriver, a session (a fresh browser) a visit. */
async function webkit() {
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore' });
  const send = webDriver(driver, port);
  let version = '';
  return {
    get name() {
      return `WebKitGTK ${version}`;
    },
    visit: (device) => webkitVisit(send, device, (browserVersion) => (version = browserVersion)),
    async close() {
      driver.kill();
    },
  };
}

/** What the WebDriver `driver` listening on `port` answers to `method` `path` with `body`. */
function webDriver(driver, port) {
  const base = `http://127.0.0.1:${port}`;
  return async function send(method, path, body) {
    for (;;) {
      try {
        const response = await fetch(base + path, {
          method,
          headers: { 'content-type': 'application/json' },
          body: body && JSON.stringify(body),
          // A browser that never answers loses that visit, not the benchmark.
          signal: AbortSignal.timeout(COMMAND_MS),
        });
        const { value } = await response.json();
        if (!response.ok) throw new Error(`WebKit: ${value?.message ?? response.status}`);
        return value;
      } catch (error) {
        // The driver takes a moment to listen.
        if (error.cause?.code !== 'ECONNREFUSED' || driver.exitCode !== null) throw error;
        await wait(50);
      }
    }
  };
}

/**
 * A visit in a fresh MiniBrowser, a session of the driver `send` talks to,
 * its viewport the size `device` asks for; `onVersion` hears the browser's version.
 */
async function webkitVisit(send, device, onVersion) {
  const { sessionId, capabilities } = await send('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
      },
    },
  });
  onVersion(capabilities.browserVersion);
  const session = `/session/${sessionId}`;
  const run = (question, arg) =>
    send('POST', `${session}/execute/async`, {
      script: `const done = arguments[arguments.length - 1];
        Promise.resolve((${question})(arguments[0])).then(done, () => done(null));`,
      args: [arg ?? null],
    });
  const pointer = (actions, pointerType = 'mouse') =>
    send('POST', `${session}/actions`, {
      actions: [{ type: 'pointer', id: pointerType, parameters: { pointerType }, actions }],
    });
  const press = (x, y) => [
    { type: 'pointerMove', x, y, duration: 0 },
    { type: 'pointerDown', button: 0 },
    { type: 'pointerUp', button: 0 },
  ];
  // The window's size that gives the viewport its size.
  const viewport = VIEWPORTS[device];
  await send('POST', `${session}/window/rect`, viewport);
  const inner = await run(() => ({ width: innerWidth, height: innerHeight }));
  await send('POST', `${session}/window/rect`, {
    width: 2 * viewport.width - inner.width,
    height: 2 * viewport.height - inner.height,
  });
  return {
    open: (address) => send('POST', `${session}/url`, { url: address }),
    ask: (question, arg) => askUntilAnswered(run, question, arg, 'WebKit'),
    move: (x, y) => pointer([{ type: 'pointerMove', x, y, duration: 0 }]),
    click: (x, y) => pointer(press(x, y)),
    tap: (x, y) => pointer(press(x, y), 'touch'),
    close: () => send('DELETE', session),
  };
}

export const engines = { firefox, webkit };

/** Whether a viewport of `width` is the one `device` asked for. */
const fits = (device, width) =>
  device === 'desktop' ? width === VIEWPORTS.desktop.width : width <= PHONE_MAX_WIDTH;

/**
 * One move, `runs` times, each in a fresh context: open `from` on the
 * proxy's front for its site, let it settle, `reveal` the link if it sits in
 * a menu (menuSteps: the pointer on each step on a desktop, a tap on each on
 * a phone), then, on a desktop, rest the pointer on the link for REST_MS and
 * click; on a phone, tap it. The bytes are those carried before the move;
 * `ahead` counts the runs in which the next page had been asked for by then.
 */
export async function measureMoveIn(engine, { proxy, from, to, reveal = [], device, runs }) {
  const samples = [];
  let width;
  let lost = 0;
  let lastError;
  while (samples.length < runs && lost <= runs) {
    let visit;
    try {
      // A browser that fails to start loses that visit, counted as one lost.
      visit = await engine.visit(device);
      const sample = await moveOnceIn(engine, visit, { proxy, from, to, reveal, device });
      width = sample.width;
      samples.push(sample);
    } catch (error) {
      lost += 1;
      lastError = error;
    } finally {
      await visit?.close().catch(() => {});
    }
  }
  const figures = moveFigures(engine.name, samples, lost, lastError);
  return samples.length ? { ...figures, width } : figures;
}

/** One run of a move in `engine`'s `visit`, as measureMoveIn says; answers its sample and the viewport's width. */
async function moveOnceIn(engine, visit, { proxy, from, to, reveal, device }) {
  const path = new URL(to).pathname;
  const before = { bytes: proxy.bytes, asked: proxy.asked.length };
  await visit.open(from);
  await proxy.quiet();
  const { width } = await visit.ask(() => ({ width: innerWidth }));
  if (!fits(device, width))
    throw new Error(`${engine.name}: a viewport of ${width} px for a ${device}`);
  const touch = device === 'phone' ? visit.tap : visit.move;
  for (const step of reveal) {
    await visit.ask(settled);
    const entry = await visit.ask(pointOn, step);
    await touch(entry.x, entry.y);
  }
  await visit.ask(settled);
  const { x, y } = await visit.ask(pointOn, `a[href="${path}"]`);
  if (device === 'desktop') {
    await visit.move(x, y);
    await wait(REST_MS);
  }
  await proxy.quiet();
  const bytes = proxy.bytes - before.bytes;
  const ahead = proxy.asked.slice(before.asked).includes(path);
  await visit.ask(noteTheClick);
  await (device === 'phone' ? visit.tap(x, y) : visit.click(x, y));
  await visit.ask(paintSinceClick, path);
  await proxy.quiet();
  const { ms } = await visit.ask(paintSinceClick, path);
  return { ms, bytes, ahead, width };
}

/**
 * In Firefox and WebKit, on a desktop and on a phone: home to the contract
 * (through the menu, `menuSteps(device)`) and the news screen to its newest
 * item (`news`: the site, and the two paths), ours beside Starlight's home to
 * /reglamento/ in the same browser, behind the same link; and on a desktop,
 * the engine's floor (`floor`: the floor site and its move to an empty page,
 * limit.mjs). An engine that cannot start marks its rows with why.
 */
export async function otherEngineMoves({
  proxy,
  local,
  peer,
  runs,
  contract,
  menuSteps,
  news,
  floor,
}) {
  const rows = [];
  const fronts = {
    ours: await proxy.front(local),
    theirs: await proxy.front(peer),
    news: await proxy.front(news.site),
    floor: await proxy.front(floor.site),
  };
  const display = process.env.DISPLAY ? null : await startDisplay();
  try {
    for (const start of Object.values(engines)) {
      const engine = await start().catch((error) => ({ error }));
      if (engine.error) {
        rows.push(...unmeasuredRows(start.name, String(engine.error.message), floor));
        continue;
      }
      try {
        rows.push(
          ...(await engineRows(engine, { proxy, runs, fronts, contract, menuSteps, news, floor })),
        );
      } finally {
        await engine.close();
      }
    }
  } finally {
    display?.stop();
  }
  return rows;
}

/** The rows of an engine that could not start (`name`), each saying why (`error`). */
function unmeasuredRows(name, error, floor) {
  const none = { engine: name, ms: null, runs: 0, tries: 0, error };
  const rows = [];
  for (const device of Object.keys(VIEWPORTS))
    for (const move of ['home → contract', 'news screen → item'])
      rows.push({ move, device, ours: none, starlight: none });
  rows.push({ move: floor.move, device: 'desktop', ours: none });
  return rows;
}

/** The rows of `engine`, its moves through the proxy's `fronts` for each site, as otherEngineMoves says. */
async function engineRows(engine, { proxy, runs, fronts, contract, menuSteps, news, floor }) {
  const rows = [];
  for (const device of Object.keys(VIEWPORTS)) {
    const measure = (options) => measureMoveIn(engine, { proxy, device, runs, ...options });
    rows.push({
      move: 'home → contract',
      device,
      ours: await measure({
        from: `${fronts.ours}/`,
        to: `${fronts.ours}${contract}`,
        reveal: menuSteps(device),
      }),
      starlight: await measure({ from: `${fronts.theirs}/`, to: `${fronts.theirs}/reglamento/` }),
    });
    rows.push({
      move: 'news screen → item',
      device,
      ours: await measure({ from: `${fronts.news}${news.from}`, to: `${fronts.news}${news.to}` }),
    });
  }
  rows.push({
    move: floor.move,
    device: 'desktop',
    ours: await measureMoveIn(engine, {
      proxy,
      device: 'desktop',
      runs,
      from: `${fronts.floor}${floor.from}`,
      to: `${fronts.floor}${floor.to}`,
    }),
  });
  return rows;
}

/** A virtual display for WebKit, which has no headless mode: Xvfb, on the number it says it took once ready. */
async function startDisplay() {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
  );
  const [number] = await Promise.race([
    once(xvfb.stdio[3], 'data'),
    once(xvfb, 'exit').then(() => {
      throw new Error('Xvfb could not start');
    }),
  ]);
  process.env.DISPLAY = `:${String(number).trim()}`;
  return {
    stop() {
      xvfb.kill();
      delete process.env.DISPLAY;
    },
  };
}
