import { describe, expect } from 'vitest';
import { paths } from '~/site/pages';
import { DESKTOP, pageAtRest, PHONE, test, waitForPageScript } from '../support/browser';

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

  test('comes back through the history to the same article of a long page, not where estimates put it', async ({
    browser,
  }) => {
    // A page come back to by Back is loaded again, and the browser scrolls to
    // where the reader was at once: the sections above must have their real
    // heights then, not the estimates a first visit lays out with.
    const { page } = await browser.open(paths.contract, { viewport: PHONE });
    await pageAtRest(page);
    const headingAtTop = () =>
      page.evaluate(() => {
        const heading = [...document.querySelectorAll('.prose h2, .prose h3')].find(
          (element) => element.getBoundingClientRect().top >= 0,
        );
        return `${heading?.id} at ${Math.round(heading?.getBoundingClientRect().top ?? NaN)}`;
      });
    await page.evaluate(() => window.scrollTo(0, 6000));
    await page.waitForFunction(() => Math.round(window.scrollY) === 6000);
    const read = await headingAtTop();

    await page.goto(new URL(paths.news, page.url()).href);
    await page.goBack();
    await page.waitForURL((u) => u.pathname === paths.contract);
    await pageAtRest(page);
    expect(
      await page.evaluate(() => performance.getEntriesByType('navigation')[0]!.toJSON().type),
    ).toBe('back_forward');
    expect(await headingAtTop()).toBe(read);
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
