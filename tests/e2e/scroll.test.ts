import { describe, expect } from 'vitest';
import { paths } from '~/site/pages';
import { DESKTOP, test, waitForPageScript } from '../support/browser';

describe('scrolling on navigation', () => {
  const scrollY = (page: import('playwright-core').Page) =>
    page.evaluate(() => Math.round(window.scrollY));

  test('goes to the top on a new page and back to the old position on Back', async ({
    browser,
  }) => {
    const { page } = await browser.open(paths.home, { viewport: DESKTOP });
    await waitForPageScript(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForFunction(() => Math.round(window.scrollY) === 900);

    // Every link loads a document: the browser itself scrolls and restores.
    await page.locator('.desktop-menu summary', { hasText: 'Institucional' }).hover();
    await page.locator('.desktop-menu a', { hasText: 'Novedades' }).click();
    await page.waitForURL((u) => u.pathname === paths.news);
    await page.waitForFunction(() => window.scrollY === 0);

    await page.goBack();
    await page.waitForURL((u) => u.pathname === paths.home);
    await page.waitForFunction(() => Math.round(window.scrollY) === 900);
    expect(await scrollY(page)).toBe(900);
  });

  test('opens a long page at the top when following a menu link from far down a page', async ({
    browser,
  }) => {
    const { page } = await browser.open(paths.history, { viewport: DESKTOP });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('.desktop-menu summary', { hasText: 'Secundario' }).hover();
    await page.locator('.desktop-menu a', { hasText: 'Normas de convivencia' }).click();
    await page.waitForURL((u) => u.pathname === paths.contract);
    expect(await scrollY(page)).toBe(0);
  });
});
