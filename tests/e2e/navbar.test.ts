import { describe, expect } from 'vitest';
import { paths } from '~/site/pages';
import {
  animationsDone,
  DESKTOP,
  PHONE,
  test,
  type TestBrowser,
  waitForPageScript,
} from '../support/browser';

const isOpen = (selector: string) =>
  `document.querySelector(${JSON.stringify(selector)})?.open === true`;

describe('navbar on wide screens', () => {
  const dropdown = '.desktop-menu details.dropdown';

  test('shows every entry, with Primario as text and external entries in a new tab', async ({
    browser,
  }) => {
    const { page } = await browser.open(paths.home, { viewport: DESKTOP });
    const menu = page.locator('.desktop-menu');
    await expect(menu.locator(':scope > li').allInnerTexts()).resolves.toEqual([
      'Institucional',
      'Primario',
      'Secundario',
      'Misión',
      expect.stringContaining('Administrar'),
    ]);
    expect(await menu.locator('.menu-link--static').innerText()).toBe('Primario');
    expect(await menu.locator('a', { hasText: 'Primario' }).count()).toBe(0);
    const admin = menu.locator('a', { hasText: 'Administrar' });
    expect(await admin.getAttribute('target')).toBe('_blank');
    expect(await admin.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await admin.innerText()).toContain('Ingresar como administrador');
    for (const link of await page.locator('.navbar a[target="_blank"]').all()) {
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(await page.locator('.navbar svg').count()).toBeGreaterThanOrEqual(5);
  });

  test.for([paths.home, paths.contract])(
    'opens a dropdown on hover and closes it when the pointer leaves (%s)',
    async (path, { browser }) => {
      const { page } = await browser.open(path, { viewport: DESKTOP });
      await waitForPageScript(page);
      const institucional = page.locator(dropdown).first();
      await institucional.locator('summary').hover();
      await page.waitForFunction(isOpen(dropdown));
      await expect(institucional.locator('a', { hasText: 'Novedades' }).isVisible()).resolves.toBe(
        true,
      );
      await page.mouse.move(640, 700);
      await page.waitForFunction(`!(${isOpen(dropdown)})`);
      await expect(institucional.locator('a', { hasText: 'Novedades' }).isVisible()).resolves.toBe(
        false,
      );
    },
  );

  test.for([paths.home, paths.contract])(
    'opens with the keyboard and closes on Escape, returning focus to the toggle (%s)',
    async (path, { browser }) => {
      const { page } = await browser.open(path, { viewport: DESKTOP });
      await waitForPageScript(page);
      const summary = page.locator(`${dropdown} > summary`).nth(1);
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(
        summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open),
      ).resolves.toBe(true);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
        'Normas de convivencia',
      );
      await page.keyboard.press('Escape');
      await expect(
        summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open),
      ).resolves.toBe(false);
      expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press(' ');
      await expect(
        summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open),
      ).resolves.toBe(true);
    },
  );

  test('opens dropdowns by click with JavaScript turned off', async ({ browser }) => {
    const { page } = await browser.open(paths.contract, {
      viewport: DESKTOP,
      javaScriptEnabled: false,
    });
    await page.locator(`${dropdown} > summary`, { hasText: 'Institucional' }).click();
    const link = page.locator('.desktop-menu a', { hasText: 'Historia del' });
    await expect(link.isVisible()).resolves.toBe(true);
    await link.click();
    await page.waitForURL(/historiaISC$/);
  });
});

describe('navbar on phones', () => {
  const sections = '.mobile-menu details.accordion';

  async function openMenu(browser: TestBrowser, javaScriptEnabled: boolean) {
    const opened = await browser.open(paths.home, { viewport: PHONE, javaScriptEnabled });
    if (javaScriptEnabled) await waitForPageScript(opened.page);
    expect(await opened.page.locator('.desktop-menu').isVisible()).toBe(false);
    await opened.page.locator('.mobile-menu__toggle').click();
    return opened;
  }

  const openStates = (page: import('playwright-core').Page) =>
    page.locator(sections).evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open));

  for (const javaScriptEnabled of [true, false]) {
    test(`keeps one accordion section open at a time (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const { page } = await openMenu(browser, javaScriptEnabled);
      expect(await page.locator('.mobile-menu__list').isVisible()).toBe(true);
      const summaries = page.locator(`${sections} > summary`);
      // Each click waits for the sections' slide to end, so it lands where it
      // aims even on a busy machine. Scripts may be off here.
      const settled = () => animationsDone(page);
      await summaries.nth(0).click();
      expect(await openStates(page)).toEqual([true, false, false]);
      await settled();
      await summaries.nth(1).click();
      expect(await openStates(page)).toEqual([false, true, false]);
      await settled();
      await summaries.nth(1).click();
      expect(await openStates(page)).toEqual([false, false, false]);
    });
  }

  test('limits a section to 15rem with scrolling and animates it in 400 ms', async ({
    browser,
  }) => {
    const { page } = await openMenu(browser, true);
    const submenu = page.locator(`${sections} > .submenu`).first();
    const style = await submenu.evaluate((el) => {
      const s = getComputedStyle(el);
      const details = getComputedStyle(el.parentElement!, '::details-content');
      return {
        maxHeight: s.maxHeight,
        overflowY: s.overflowY,
        transition: details.transitionDuration,
      };
    });
    expect(style).toEqual({
      maxHeight: '240px',
      overflowY: 'auto',
      transition: expect.stringMatching(/^0\.4s/),
    });
  });

  test('switches off the collapse animation under reduced motion', async ({ browser }) => {
    const { page } = await browser.open(paths.home, {
      viewport: PHONE,
      reducedMotion: 'reduce',
    });
    const duration = await page
      .locator(sections)
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el, '::details-content').transitionDuration));
    expect(duration).toBeLessThan(0.01);
  });

  test('closes the menu after following a link', async ({ browser }) => {
    const { page } = await openMenu(browser, true);
    await page.locator(`${sections} > summary`, { hasText: 'Secundario' }).click();
    await page.locator('.mobile-menu a', { hasText: 'Estructura curricular' }).click();
    await page.waitForURL(/estructuraCurricular$/);
    await page.waitForFunction(`!(${isOpen('.mobile-menu')})`);
  });
});

describe('navbar state', () => {
  test('marks the entry whose sub-entry is the current page', async ({ browser }) => {
    const { page } = await browser.open(paths.contract, {
      viewport: DESKTOP,
      javaScriptEnabled: false,
    });
    expect(await page.locator('.desktop-menu summary.active').allInnerTexts()).toEqual([
      'Secundario',
    ]);
    expect(await page.locator('.desktop-menu a.active').allTextContents()).toEqual([
      'Normas de convivencia',
    ]);
  });
});
