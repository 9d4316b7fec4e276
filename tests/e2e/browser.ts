import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

/** Address of `path` on the default build (local news). */
export function url(path: string): string {
  return new URL(path, inject('baseURL')).href;
}

/** Address of `path` on the build whose news come from the Firestore test server. */
export function firestoreUrl(path: string): string {
  return new URL(path, inject('firestoreURL')).href;
}

/** Address of `path` on the build with phone photos in place of the drawings. */
export function photosUrl(path: string): string {
  return new URL(path, inject('photosURL')).href;
}

/** One Chromium per test file, closed after it. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not running yet');
    return browser;
  };
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
}

/** Opens `path` in a fresh context and records every console error on the way. */
export async function openPage(
  browser: Browser,
  path: string,
  options: OpenOptions = {},
): Promise<OpenedPage> {
  const { before, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: DESKTOP, ...contextOptions });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await before?.(page);
  await page.goto(/^\w+:/.test(path) ? path : url(path), { waitUntil: 'load' });
  return { page, errors, close: () => context.close() };
}

/** Resolves once the page script has enhanced the page (its readiness marker). */
export async function waitForPageScript(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.enhanced !== undefined);
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
