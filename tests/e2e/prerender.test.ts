// The contract as Chromium really prerenders it from home's speculation rules,
// then shows it on a click. Puppeteer drives this browser, not Playwright, so
// that Chromium prerenders (scripts/prerendering-chromium.mjs). The other
// browser tests hold the pages to the API's contract with `document.prerendering`
// (speculation.test.ts).
import type { Browser, CDPSession, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '~/site/pages';
import { launchPrerenderingChromium, shownAt } from '../../scripts/prerendering-chromium.mjs';
import { DESKTOP, url } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchPrerenderingChromium();
});
afterAll(() => browser?.close());

/**
 * The page's own DevTools session, the one Puppeteer reaches it by through
 * its tab. A session opened apart (createCDPSession) attaches to the page
 * itself, and Chromium would then prerender nothing.
 */
const ownSession = (page: Page) => (page as unknown as { _client(): CDPSession })._client();

/** Resolves with the status Chromium gives the prerender of `address` once it is ready or has failed. */
async function prerendered(page: Page, address: string): Promise<string> {
  const session = ownSession(page);
  await session.send('Preload.enable');
  return new Promise((resolve) => {
    session.on('Preload.prerenderStatusUpdated', (update) => {
      if (update.key.url !== address) return;
      if (update.status === 'Ready') resolve('Ready');
      if (update.status === 'Failure') resolve(update.prerenderStatus ?? 'Failure');
    });
  });
}

describe('the contract, prerendered from home, then shown', () => {
  it('runs no script until it is shown, then runs as a page loaded anew', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.setViewport(DESKTOP);
    const ready = prerendered(page, url(paths.contract));
    await page.goto(url(paths.home));
    // The rules are in, and the dropdowns open on hover (the page script).
    await page.waitForFunction(
      () =>
        document.querySelector('script[type="speculationrules"]') &&
        document.documentElement.dataset.enhanced !== undefined,
    );

    // The pointer rests on the contract's link, in the Secundario dropdown.
    const link = `a[href="${paths.contract}"]`;
    await page.hover(`.desktop-menu details:has(${link}) > summary`);
    await (await page.waitForSelector(`.desktop-menu ${link}`, { visible: true }))!.hover();
    expect(await ready).toBe('Ready');

    await page.click(`.desktop-menu ${link}`);
    await shownAt(page, paths.contract);
    await page.waitForFunction(() => document.documentElement.dataset.enhanced !== undefined);
    const load = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as (PerformanceEntry & {
        activationStart: number;
      })[];
      const { activationStart } = navigation!;
      const resources = performance.getEntriesByType('resource');
      return {
        activationStart,
        before: resources.filter((r) => r.startTime < activationStart).map((r) => r.name),
        after: resources.filter((r) => r.startTime >= activationStart).map((r) => r.name),
      };
    });
    // It was the prerendered page that came on screen…
    expect(load.activationStart).toBeGreaterThan(0);
    // …which, unseen, fetched its drawing and the headings' font (the tab has
    // it from home), and no script: the page script comes once it is shown.
    expect(load.before.filter((name) => !/\.(svg|woff2)$/.test(name))).toEqual([]);
    expect(load.after.some((name) => /\/assets\/.+\.js$/.test(name))).toBe(true);

    // Shown, it works as a page loaded anew: its menus open, its table of
    // contents follows the reading, and nothing failed on the way.
    await page.click('.desktop-menu summary');
    expect(await page.$eval('.desktop-menu details', (details) => details.open)).toBe(true);
    await page.keyboard.press('Escape');
    await page.evaluate(() => document.getElementById('articulo-14')!.scrollIntoView());
    await page.waitForFunction(
      () =>
        document.querySelector('a[aria-current="true"]')?.getAttribute('href') === '#articulo-14',
    );
    expect(errors).toEqual([]);
  });
});
