import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pages, paths } from '~/site/pages';
import { answerMediaLocally } from '../../scripts/offline-media.mjs';
import { DESKTOP, firestoreUrl, openPage, PHONE, useBrowser, waitForPageScript } from './browser';

const axeSource = await readFile(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Runs axe on the page as it is now, with WCAG 2.2 AA and best practice. */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol, so the page's CSP does not apply.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            o: object,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run({
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    });
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}

describe('accessibility', () => {
  const browser = useBrowser();
  const schemes = ['light', 'dark'] as const;
  const cases = pages.flatMap(({ path }) =>
    schemes.flatMap((colorScheme) =>
      [PHONE, DESKTOP].map((viewport) => [path, colorScheme, viewport] as const),
    ),
  );

  it.each(cases)(
    '%s has no axe violation in the %s scheme at %o',
    async (path, colorScheme, viewport) => {
      const { page, close } = await openPage(browser(), path, { viewport, colorScheme });
      await waitForPageScript(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
        colorScheme === 'dark',
      );
      expect(await axeViolations(page)).toEqual([]);
      await close();
    },
  );

  // The production configuration: news as an editor writes them (pictures,
  // a video, alignment, links), from Firestore.
  it.each(
    [paths.news, '/institucional/novedades/acto-aniversario'].flatMap((path) =>
      schemes.map((colorScheme) => [path, colorScheme] as const),
    ),
  )(
    '%s of the Firestore build has no axe violation in the %s scheme',
    async (path, colorScheme) => {
      const { page, close } = await openPage(browser(), firestoreUrl(path), {
        viewport: PHONE,
        colorScheme,
        before: answerMediaLocally,
      });
      await waitForPageScript(page);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('.news-video').count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await close();
    },
  );

  it.each(schemes)(
    'lists search results with no axe violation in the %s scheme',
    async (colorScheme) => {
      const { page, close } = await openPage(browser(), paths.home, {
        viewport: DESKTOP,
        colorScheme,
      });
      await waitForPageScript(page);
      await page.locator('#busqueda-campo').fill('aranceles');
      await page.waitForSelector('#busqueda-resultados [role="option"] mark');
      await page.keyboard.press('ArrowDown');
      expect(await axeViolations(page)).toEqual([]);
      await close();
    },
  );

  it('offers "Saltar al contenido" as the first stop of the keyboard, landing on the main content', async () => {
    const { page, close } = await openPage(browser(), paths.contract);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contenido');
    await close();
  });

  it('draws a visible focus ring on links', async () => {
    const { page, close } = await openPage(browser(), paths.contract);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement!).outlineStyle,
    );
    expect(outline).toBe('solid');
    await close();
  });
});
