// The next page, fetched ahead by the speculation rules (src/site/speculation.ts):
// what each page asks the browser to fetch, never more, and nothing at all
// for a visitor who saves data. Chromium tells what it prepared through the
// DevTools protocol's Preload domain.
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { paths } from '~/site/pages';
import { speculationRules } from '~/site/speculation';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  PRERENDER_REFUSED_ARGS,
} from '../../scripts/lib/chromium.mjs';
import {
  DESKTOP,
  firestoreUrl,
  type OpenOptions,
  PHONE,
  test,
  url,
  waitForPageScript,
  type TestBrowser,
  pageAtRest,
  nextFrames,
} from '../support/browser';

interface Attempts {
  /** Every address a rule of the page matched, with what it would do. */
  candidates: { action: string; url: string }[];
  /** Every prefetch or prerender started, by address, with its latest status. */
  started: Map<string, string>;
}

/** Records, from before the page loads, what Chromium prepares ahead for it. */
async function watchPreloading(page: Page): Promise<Attempts> {
  const session: CDPSession = await page.context().newCDPSession(page);
  const attempts: Attempts = { candidates: [], started: new Map() };
  session.on('Preload.preloadingAttemptSourcesUpdated', ({ preloadingAttemptSources }) => {
    attempts.candidates = preloadingAttemptSources.map(
      ({ key }: { key: { action: string; url: string } }) => ({ action: key.action, url: key.url }),
    );
  });
  for (const event of ['Preload.prefetchStatusUpdated', 'Preload.prerenderStatusUpdated'] as const)
    session.on(event, (update: { key: { url: string }; status: string }) => {
      attempts.started.set(update.key.url, update.status);
    });
  await session.send('Preload.enable');
  return attempts;
}

/** Opens `address` and waits until the boot script has done its part after the first paint. */
async function openWatched(
  browser: TestBrowser,
  address: string,
  before?: (page: Page) => Promise<unknown>,
) {
  let attempts!: Attempts;
  const opened = await browser.open(address, {
    viewport: PHONE,
    before: async (page) => {
      attempts = await watchPreloading(page);
      await before?.(page);
    },
  });
  return { ...opened, attempts };
}

/** From now on, the path of every page whose document came from the prefetch or disk cache. */
async function documentsFromCache(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const fromCache: string[] = [];
  session.on('Network.responseReceived', ({ response, type }) => {
    if (type === 'Document' && (response.fromPrefetchCache || response.fromDiskCache))
      fromCache.push(new URL(response.url).pathname);
  });
  return fromCache;
}

const rulesOn = (page: Page) =>
  page
    .locator('script[type="speculationrules"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent));

describe('fetching the next page ahead', () => {
  test('inserts the rules once the page is on screen, under its Content-Security-Policy', async ({
    browser,
  }) => {
    const { page, errors } = await openWatched(browser, url(paths.home));
    await page.waitForFunction(() => document.querySelector('script[type="speculationrules"]'));
    expect(await rulesOn(page)).toEqual([speculationRules(paths.home)]);
    expect(errors).toEqual([]);
  });

  for (const [name, address] of [
    ['home', url(paths.home)],
    ['the contract', url(paths.contract)],
    ['the Firestore news screen', firestoreUrl(paths.news)],
    ['a Firestore item page', firestoreUrl(`${paths.news}/acto-aniversario`)],
  ] as const) {
    test(`names no other site, the feed, the search, the editor, a file or a picture on ${name}`, async ({
      browser,
    }) => {
      const { page, attempts } = await openWatched(browser, address);
      await page.waitForFunction(() => document.querySelector('script[type="speculationrules"]'));
      await expect.poll(() => attempts.candidates.length, { timeout: 10_000 }).toBeGreaterThan(0);
      const origin = new URL(address).origin;
      for (const { url: candidate } of attempts.candidates) {
        const { origin: at, pathname, search } = new URL(candidate);
        expect(at, candidate).toBe(origin);
        expect(pathname, candidate).not.toMatch(/^\/buscar|^\/rss\.xml|\.\w+$|^\/_img\/|^\/editar/);
        expect(search, candidate).toBe('');
      }
      // Only the long pages and the news items are prerendered; every other
      // page is its HTML alone.
      const prerendered = attempts.candidates.filter((c) => c.action === 'Prerender');
      for (const { url: candidate } of prerendered)
        expect(new URL(candidate).pathname).toMatch(
          /^\/(institucional\/(fundador|historiaISC)|secundario\/|institucional\/novedades\/[\w-]+$)/,
        );
    });
  }

  test('fetches the likely next page at once: the contract from home, the newest item from the news screen', async ({
    browser,
  }) => {
    const home = await openWatched(browser, url(paths.home));
    await expect.poll(() => home.attempts.started.get(url(paths.contract))).toBe('Ready');
    const news = await openWatched(browser, firestoreUrl(paths.news));
    await expect
      .poll(() => news.attempts.started.get(firestoreUrl(`${paths.news}/acto-aniversario`)), {
        timeout: 10_000,
      })
      .toBe('Ready');
    // One page ahead, no more: nothing else is fetched before the visitor points at it.
    expect([...news.attempts.started.keys()]).toEqual([
      firestoreUrl(`${paths.news}/acto-aniversario`),
    ]);
  });

  test('fetches nothing ahead for a visitor who saves data, or on a 2G signal', async ({
    browser,
  }) => {
    for (const connection of [{ saveData: true }, { effectiveType: '2g' }]) {
      const { page, attempts } = await openWatched(browser, url(paths.home), (p) =>
        p.addInitScript((value) => {
          Object.defineProperty(navigator, 'connection', { value, configurable: true });
        }, connection),
      );
      // The boot script has run its course: the font was asked for after the rules' turn.
      await pageAtRest(page);
      expect(await rulesOn(page)).toEqual([]);
      expect([...attempts.started.keys()]).toEqual([]);
    }
  });
});

describe('fetching the next page ahead in a Chromium that will not prerender', () => {
  test('a long page pointed at is fetched once where Chromium prerenders it too', async ({
    browser,
  }) => {
    const asked: string[] = [];
    const { page, attempts } = await openWatched(browser, url(paths.home), async (p) =>
      p.on('request', (request) => asked.push(new URL(request.url()).pathname)),
    );
    await pageAtRest(page);
    await page.locator(`main a[href="${paths.history}"]`).first().hover();
    await expect.poll(() => attempts.started.get(url(paths.history))).toBe('Ready');
    // The prefetch rule and the prerender rule name it at the same moment: one request.
    expect(asked.filter((path) => path === paths.history)).toHaveLength(1);
  });

  test('a long page pointed at is fetched once, and the click takes it from the cache', async () => {
    const refusing = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...PRERENDER_REFUSED_ARGS],
    });
    try {
      const page = await (await refusing.newContext({ viewport: DESKTOP })).newPage();
      const attempts = await watchPreloading(page);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      const fromCache = await documentsFromCache(page);
      const session = await page.context().newCDPSession(page);
      const prerendered: string[] = [];
      session.on('Preload.prerenderStatusUpdated', ({ status }: { status: string }) =>
        prerendered.push(status),
      );
      await session.send('Preload.enable');
      await page.goto(url(paths.home));
      await pageAtRest(page);
      const link = page.locator(`main a[href="${paths.history}"]`).first();
      expect(asked).not.toContain(paths.history);
      await link.hover();
      await expect.poll(() => attempts.started.get(url(paths.history))).toBe('Ready');
      expect(asked.filter((path) => path === paths.history)).toHaveLength(1);
      // Refused, as such a Chromium refuses every prerender.
      expect(prerendered).toContain('Failure');
      expect(prerendered).not.toContain('Ready');
      await link.click();
      await page.waitForURL(url(paths.history));
      // The navigation was answered from what the hover fetched.
      expect(fromCache).toEqual([paths.history]);
    } finally {
      await refusing.close();
    }
  });
});

/**
 * Before the page loads: Chromium as an engine that reads no speculation
 * rules (Firefox, Safari). The boot script's rules stay inert data, as they
 * do there: inserted under another type, then given theirs back, which makes
 * a script element prepared once prepare nothing.
 */
const withoutSpeculationRules = (page: Page) =>
  page.addInitScript(() => {
    const supports = HTMLScriptElement.supports.bind(HTMLScriptElement);
    HTMLScriptElement.supports = (type) => type !== 'speculationrules' && supports(type);
    const type = Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, 'type')!;
    Object.defineProperty(HTMLScriptElement.prototype, 'type', {
      ...type,
      set(this: HTMLScriptElement, value: string) {
        if (value !== 'speculationrules') return type.set!.call(this, value);
        type.set!.call(this, 'text/inert');
        queueMicrotask(() => type.set!.call(this, value));
      },
    });
  });

describe('fetching the next page ahead where the browser reads no speculation rules', () => {
  test("fetches home's likely next page at idle, and a link's page when the pointer rests on it, once, for the click", async ({
    browser,
  }) => {
    const item = '/institucional/novedades/2026-10-05-inscripciones-2027';
    const asked: string[] = [];
    let attempts!: Attempts;
    const { page } = await browser.open(url(paths.home), {
      before: async (p) => {
        await withoutSpeculationRules(p);
        attempts = await watchPreloading(p);
        p.on('request', (request) => asked.push(new URL(request.url()).pathname));
      },
    });
    const fromCache = await documentsFromCache(page);
    await expect.poll(() => asked.filter((path) => path === paths.contract)).toHaveLength(1);
    expect(asked).not.toContain(item);
    await page.locator(`main a[href="${item}"]`).first().hover();
    await expect.poll(() => asked.filter((path) => path === item)).toHaveLength(1);
    await page.locator(`main a[href="${item}"]`).first().focus();
    // The rules were inert: what came ahead came from the page script alone, once each.
    expect(attempts.candidates).toEqual([]);
    expect(asked.filter((path) => path === item)).toHaveLength(1);
    await page.locator(`main a[href="${item}"]`).first().click();
    await page.waitForURL(url(item));
    // The click found the page in the cache.
    expect(fromCache).toEqual([item]);
  });
});

/**
 * Before the page loads: Chromium as Safari is, with no prefetch link either
 * (on top of withoutSpeculationRules): the page script then fetches ahead
 * through its service worker (src/page-script/ahead-worker.ts).
 */
const withoutPrefetchLinks = (page: Page) =>
  page.addInitScript(() => {
    const supports = DOMTokenList.prototype.supports;
    DOMTokenList.prototype.supports = function (token) {
      return token !== 'prefetch' && supports.call(this, token);
    };
  });

describe('fetching the next page ahead where the browser has neither rules nor prefetch links (Safari)', () => {
  test("a link's page is fetched once, by the site's service worker, when the pointer rests on it, and the click is answered with it", async ({
    browser,
  }) => {
    const item = '/institucional/novedades/2026-10-05-inscripciones-2027';
    const asked: string[] = [];
    const { page } = await browser.open(url(paths.home), {
      before: async (p) => {
        await withoutSpeculationRules(p);
        await withoutPrefetchLinks(p);
        // What the network answered: the worker's requests are the context's, not the page's.
        p.context().on('response', (response) => {
          if (!response.fromServiceWorker()) asked.push(new URL(response.url()).pathname);
        });
      },
    });
    const documents: { path: string; fromWorker: boolean }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document')
        documents.push({
          path: new URL(response.url()).pathname,
          fromWorker: response.fromServiceWorker(),
        });
    });
    // Home's likely next page, at idle.
    await expect.poll(() => asked.filter((path) => path === paths.contract)).toHaveLength(1);
    expect(asked).toContain('/ahead-worker.js');
    await page.locator(`main a[href="${item}"]`).first().hover();
    await expect.poll(() => asked.filter((path) => path === item)).toHaveLength(1);
    await page.locator(`main a[href="${item}"]`).first().click();
    await page.waitForURL(url(item));
    await expect.poll(() => documents).toEqual([{ path: item, fromWorker: true }]);
    // From the network once in all: the worker answered the click with what it held.
    expect(asked.filter((path) => path === item)).toHaveLength(1);
    // A page it was not asked for comes from the network, as without it.
    await page.goto(url(paths.history));
    expect(documents.at(-1)).toEqual({ path: paths.history, fromWorker: false });
  });
});

/**
 * Opens `address` as the browser opens a page it prerenders: `document.prerendering`
 * true, until `show` activates it (`prerenderingchange`). Chromium prerenders
 * nothing for a page Playwright holds (PrerenderingDisabledByDevTools), so these
 * tests hold each page to the API's own contract. (Puppeteer, through which it
 * does prerender, loses the page it drives now and then when the prerendered
 * page is shown on a busy machine: the next-page benchmark uses it, no test does.)
 */
async function openPrerendered(
  browser: TestBrowser,
  address: string,
  before?: OpenOptions['before'],
) {
  const opened = await browser.open(address, {
    viewport: PHONE,
    before: async (page) => {
      await page.addInitScript(() => {
        let prerendering = true;
        Object.defineProperty(Document.prototype, 'prerendering', {
          configurable: true,
          get: () => prerendering,
        });
        (window as unknown as { __show: () => void }).__show = () => {
          prerendering = false;
          document.dispatchEvent(new Event('prerenderingchange'));
        };
      });
      await before?.(page);
    },
  });
  return {
    ...opened,
    show: () => opened.page.evaluate(() => (window as unknown as { __show: () => void }).__show()),
  };
}

describe('a page prerendered, then shown', () => {
  test('asks Firestore nothing until it is shown, then asks as a page loaded anew does', async ({
    browser,
  }) => {
    const asked: string[] = [];
    const { page, show } = await openPrerendered(
      browser,
      firestoreUrl(paths.news),
      async (p) =>
        void p.on('request', (request) => {
          if (/:(runQuery|batchGet)\?/.test(request.url())) asked.push(request.url());
        }),
    );
    // Enhanced, painted, at rest: a page that did not wait would have asked by now.
    await waitForPageScript(page);
    await pageAtRest(page);
    await nextFrames(page);
    expect(asked).toEqual([]);
    expect(await page.locator('[data-island]').getAttribute('data-live-news')).toBeNull();
    await show();
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('[data-live-news]')?.dataset.liveNews,
    );
    expect(await page.locator('[data-island]').getAttribute('data-live-news')).toBe('current');
    expect(asked).toHaveLength(1);
  });

  test('counts its figures up from the start once shown', async ({ browser }) => {
    const { page, show } = await openPrerendered(browser, url(paths.home));
    await waitForPageScript(page);
    const figure = page.locator('[data-count-up]').first();
    await figure.scrollIntoViewIfNeeded();
    await pageAtRest(page);
    await nextFrames(page);
    // In view but not shown: it holds its final figure, as the HTML has it.
    const final = Number(await figure.textContent());
    await page.evaluate(() => {
      const element = document.querySelector('[data-count-up]')!;
      const seen: number[] = ((window as unknown as { __seen: number[] }).__seen = []);
      new MutationObserver(() => seen.push(Number(element.textContent))).observe(element, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await show();
    await page.waitForFunction((value) => {
      const seen = (window as unknown as { __seen: number[] }).__seen;
      return seen.length > 2 && seen.at(-1) === value;
    }, final);
    const seen = await page.evaluate(() => (window as unknown as { __seen: number[] }).__seen);
    // From the start: it rose from near zero (the years figure is first set to
    // its value on the visitor's clock), and settled on its final figure.
    expect(Math.min(...seen)).toBeLessThanOrEqual(final / 2);
    expect(seen.at(-1)).toBe(final);
  });

  test('works as a page loaded anew once shown: deep links, menus, sharing, printing', async ({
    browser,
  }) => {
    const { page, show, errors } = await openPrerendered(
      browser,
      url(`${paths.contract}#articulo-14`),
      (p) =>
        p.addInitScript(() => {
          const shared: ShareData[] = ((window as unknown as { __shared: ShareData[] }).__shared =
            []);
          Object.defineProperty(navigator, 'share', {
            value: async (data: ShareData) => void shared.push(data),
          });
        }),
    );
    await waitForPageScript(page);
    await show();
    // The deep link lands on its heading, below the sticky navbar.
    const navbar = (await page.locator('header.navbar').boundingBox())!;
    const top = (await page.locator('#articulo-14').boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(navbar.y + navbar.height - 1);
    expect(top).toBeLessThan(PHONE.height / 2);
    // The phone menu opens.
    await page.locator('.mobile-menu__toggle').click();
    await page.locator('.mobile-menu__list').waitFor({ state: 'visible' });
    await page.locator('.mobile-menu__toggle').click();
    // The article's share button hands its address to the share sheet.
    await page.getByRole('button', { name: /^Compartir «Artículo 14/ }).click();
    const shared = await page.evaluate(
      () => (window as unknown as { __shared: ShareData[] }).__shared,
    );
    expect(shared.map((s) => new URL(s.url!).hash)).toEqual(['#articulo-14']);
    // Printed, the chrome is left out.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header.navbar').isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });
});
