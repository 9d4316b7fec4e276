import { expect, inject, test as base } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { LATE_SECTIONS } from '~/page-script/late-sections';
import { FONT_SEEN_KEY, LAID_OUT_ATTRIBUTE, LAZY_SECTIONS_ATTRIBUTE } from '~/page-script/boot';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

/** Address of `path` on the default build (local news). */
export function url(path: string): string {
  return new URL(path, inject('baseURL')).href;
}

/** Address of `path` on the default build's editor, a site of its own. */
export function editorSite(path: string): string {
  return new URL(path, inject('editorURL')).href;
}

/** Address of `path` on the build whose news come from the Firestore test server. */
export function firestoreUrl(path: string): string {
  return new URL(path, inject('firestoreURL')).href;
}

/** Address of `path` on the build with phone photos in place of the drawings. */
export function photosUrl(path: string): string {
  return new URL(path, inject('photosURL')).href;
}

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  close: () => Promise<void>;
}

export interface OpenOptions extends BrowserContextOptions {
  /** Runs before the page loads, for example to intercept requests. */
  before?: (page: Page) => Promise<unknown>;
  /**
   * What `open` waits for: `load` unless told. A test that holds a file back
   * the page may ask for before its load event (the headings' font, which the
   * page script asks for after the first frame) waits for the parsed page.
   */
  waitUntil?: 'load' | 'domcontentloaded';
}

async function openPage(
  newContext: TestBrowser['newContext'],
  path: string,
  options: OpenOptions,
): Promise<OpenedPage> {
  const { before, waitUntil = 'load', ...contextOptions } = options;
  const context = await newContext({ viewport: DESKTOP, ...contextOptions });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await before?.(page);
  await page.goto(/^\w+:/.test(path) ? path : url(path), { waitUntil });
  // A site page's script is asked for after its first frame, so it may still be
  // on its way at `load`: what a test does next meets the page as enhanced.
  if (contextOptions.javaScriptEnabled !== false) await pageScriptStarted(page);
  return { page, errors, close: () => context.close() };
}

/** What a test opens pages with: each context it opens is closed after it, even when it fails. */
export interface TestBrowser {
  /** Opens `path` in a fresh context and records every console error on the way. */
  open(path: string, options?: OpenOptions): Promise<OpenedPage>;
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  newPage(options?: BrowserContextOptions): Promise<Page>;
}

/**
 * The browser tests' `test`: one Chromium per test file, and for each test a
 * `browser` whose contexts are closed once the test ends, passed or failed.
 */
export const test = base.extend<{ $test: { browser: TestBrowser }; $file: { chromium: Browser } }>({
  chromium: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from it
    async ({}, provide) => {
      const launched = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
      });
      await provide(launched);
      await launched.close();
    },
    { scope: 'file' },
  ],
  browser: async ({ chromium: launched }, provide) => {
    const contexts: BrowserContext[] = [];
    const newContext = async (options?: BrowserContextOptions) => {
      const context = await launched.newContext(options);
      contexts.push(context);
      return context;
    };
    await provide({
      newContext,
      newPage: async (options) => (await newContext(options)).newPage(),
      open: (path, options = {}) => openPage(newContext, path, options),
    });
    await Promise.all(contexts.map((context) => context.close().catch(() => {})));
  },
});

/** Resolves once a site page's page script has run; at once for any other page. */
async function pageScriptStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.enhanced !== undefined ||
      !document.querySelector('script[type="module"]'),
  );
}

/** Resolves once the page script has enhanced the page (its readiness marker). */
export async function waitForPageScript(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.enhanced !== undefined);
}

/**
 * Resolves once a page has done what it does by itself, each step waited on
 * by its own sign, never by a quiet network: loaded; on a site page, its page
 * script run and the boot script's steps (the headings' font, a long page's or home's
 * sections laid out) done; the fonts in; and every picture it fetches at once
 * (not lazy) arrived. Islands are the tests' own to wait for (waitForIslands,
 * the live check's marker).
 */
export async function pageAtRest(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await pageScriptStarted(page);
  await page.waitForFunction(
    ([key, lazy, notLaidOut]) =>
      (!document.querySelector('script[type="module"]') || sessionStorage.getItem(key!) !== null) &&
      (!document.documentElement.hasAttribute(lazy!) || !document.querySelector(notLaidOut!)) &&
      document.fonts.status === 'loaded' &&
      [...document.images].every((image) => image.loading === 'lazy' || image.complete),
    [
      FONT_SEEN_KEY,
      LAZY_SECTIONS_ATTRIBUTE,
      LATE_SECTIONS.map((sections) => `${sections}:not([${LAID_OUT_ATTRIBUTE}])`).join(','),
    ],
  );
}

/** Resolves once every island of the page is hydrated or has shown its fallback. */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-island]')].every(
      (island) => island.dataset.islandState !== undefined,
    ),
  );
}

/** From now on, records every Content-Security-Policy violation the page reports. */
export async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = []);
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
}

/** The violations recordViolations has seen so far, as "directive blocked-URI". */
export function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

/**
 * From the document's start, adds up the page's layout shifts that no input
 * caused (its cumulative layout shift); read them with `layoutShift`.
 */
export async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift recordLayoutShift has added up so far. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}

/**
 * Resolves after the page has rendered `count` more frames: what lazy
 * loading, layout-shift entries and scroll positions are settled on.
 */
export async function nextFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let i = 0; i < frames; i++) await new Promise(requestAnimationFrame);
  }, count);
}

/**
 * Resolves once the page has scrolled and then kept its place between two
 * reads: polled from here, so it works with the page's JavaScript off too.
 */
export async function scrollSettled(page: Page): Promise<void> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const still = y > 0 && y === last;
        last = y;
        return still;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** Resolves once every animation and transition running on the page has finished. */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
}
