import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { pages, paths } from '~/site/pages';
import {
  layoutShift,
  nextFrames,
  PHONE,
  recordLayoutShift,
  test,
  url,
  waitForPageScript,
} from './browser';
import { localNewsPages } from './news-pages';

// The text pages paint from their HTML alone: the page script and the
// headings' font are fetched after the first frame (src/enhance/boot.ts), and
// the font, once here, is put in use only where it moves nothing.
const news = await localNewsPages();
const every = [...pages.map((page) => page.path), news.items[0]!, news.years[0]!];
const HEADING_FONT = /^"Roboto Slab"/;

/** Records, from the document's start, its layout shifts and its first frame after parsing. */
async function recordFirstFrame(page: Page): Promise<void> {
  await recordLayoutShift(page);
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      requestAnimationFrame(
        () => ((window as unknown as { __firstFrame: number }).__firstFrame = performance.now()),
      ),
    ),
  );
}

/** Resolves once the headings' font has loaded and the page has chosen whether to use it. */
async function fontSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => sessionStorage.getItem('heading-font') !== null);
  await nextFrames(page);
}

const headingFont = (page: Page) =>
  page
    .locator('h1')
    .first()
    .evaluate((h1) => getComputedStyle(h1).fontFamily);

describe('the first paint', () => {
  test.for(every)(
    '%s asks for nothing but its HTML before the first frame, and its font moves nothing',
    async (path, { browser }) => {
      const { page } = await browser.open('about:blank', { viewport: PHONE });
      await recordFirstFrame(page);
      await page.goto(url(path));
      await waitForPageScript(page);
      await fontSettled(page);
      const { firstFrame, early } = await page.evaluate(() => {
        const { __firstFrame } = window as unknown as { __firstFrame: number };
        return {
          firstFrame: __firstFrame,
          early: performance
            .getEntriesByType('resource')
            .filter((entry) => /\.(js|woff2)$/.test(entry.name))
            .filter((entry) => entry.startTime < __firstFrame)
            .map((entry) => entry.name),
        };
      });
      expect(firstFrame).toBeGreaterThan(0);
      expect(early).toEqual([]);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    },
  );

  test('puts the font in use where it moves nothing: the home page', async ({ browser }) => {
    const { page } = await browser.open(paths.home, { viewport: PHONE });
    await fontSettled(page);
    expect(await headingFont(page)).toMatch(HEADING_FONT);
    expect(await page.evaluate(() => document.fonts.check('700 1em "Roboto Slab"'))).toBe(true);
  });

  test('starts the next page of the tab with the font, from the cache', async ({ browser }) => {
    const { page } = await browser.open(paths.contract, { viewport: PHONE });
    await fontSettled(page);
    await recordFirstFrame(page);
    await page.goto(url(paths.history));
    expect(await headingFont(page)).toMatch(HEADING_FONT);
    await waitForPageScript(page);
    await nextFrames(page);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  });

  test('without JavaScript, headings use the font from the start', async ({ browser }) => {
    const { page } = await browser.open(paths.contract, {
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    expect(await headingFont(page)).toMatch(HEADING_FONT);
    expect(await page.evaluate(() => document.fonts.check('700 1em "Roboto Slab"'))).toBe(true);
  });
});
