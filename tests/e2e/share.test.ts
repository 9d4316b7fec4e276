import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { school } from '~/site/identity';
import { paths } from '~/site/pages';
import { test, waitForPageScript } from '../support/browser';

/** Gives the page a system share sheet that records what it is handed. */
const withShareSheet = (page: Page) =>
  page.addInitScript(() => {
    const shared: ShareData[] = ((window as unknown as { __shared: ShareData[] }).__shared = []);
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => void shared.push(data),
    });
  });

/** A browser without a share sheet. */
const withoutShareSheet = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined });
  });

describe('sharing', () => {
  const article14 = new URL(`${paths.contract}#articulo-14`, school.siteUrl).href;

  test("hands a contract article's title and canonical address to the share sheet", async ({
    browser,
  }) => {
    const { page } = await browser.open(paths.contract, { before: withShareSheet });
    await waitForPageScript(page);
    await page.getByRole('button', { name: /^Compartir «Artículo 14/ }).click();
    const shared = await page.evaluate(
      () => (window as unknown as { __shared: ShareData[] }).__shared,
    );
    expect(shared).toEqual([
      {
        title: expect.stringMatching(/^Artículo 14\. Aranceles · Normas de convivencia/),
        url: article14,
      },
    ]);
  });

  test('falls back to a WhatsApp message with the title and the address', async ({ browser }) => {
    const { page } = await browser.open(paths.contract, {
      before: withoutShareSheet,
    });
    await page
      .context()
      .route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<p>WhatsApp</p>' }),
      );
    await waitForPageScript(page);
    const popup = page.context().waitForEvent('page');
    await page.getByRole('button', { name: /^Compartir «Artículo 14/ }).click();
    const whatsapp = new URL((await popup).url());
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/');
    const text = whatsapp.searchParams.get('text')!;
    expect(text).toMatch(/^Artículo 14\. Aranceles · /);
    expect(text.endsWith(article14)).toBe(true);
  });

  for (const path of [paths.home, '/institucional/novedades/2026-10-05-inscripciones-2027']) {
    test(`shares a news item as its own page (from ${path})`, async ({ browser }) => {
      const { page } = await browser.open(path, { before: withShareSheet });
      await waitForPageScript(page);
      await page.locator('.news-share').first().click();
      const [shared] = await page.evaluate(
        () => (window as unknown as { __shared: ShareData[] }).__shared,
      );
      expect(shared!.url).toBe(
        `${school.siteUrl}/institucional/novedades/2026-10-05-inscripciones-2027`,
      );
      expect(shared!.title).toMatch(/^Inscripciones 2027 · /);
    });
  }

  test('shows no share control without JavaScript, nor on paper', async ({ browser }) => {
    const off = await browser.open(paths.contract, { javaScriptEnabled: false });
    expect(await off.page.locator('.heading-share').first().isVisible()).toBe(false);
    const { page } = await browser.open(paths.contract);
    await waitForPageScript(page);
    expect(await page.locator('.heading-share').first().isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.heading-share').first().isVisible()).toBe(false);
  });
});
