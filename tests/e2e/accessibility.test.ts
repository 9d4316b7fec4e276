import { describe, expect } from 'vitest';
import { paths } from '~/site/pages';
import { pages } from '~/site/registry';
import { answerMediaLocally } from '../../scripts/in-page/offline-media.mjs';
import { axeViolations } from '../support/axe';
import {
  DESKTOP,
  firestoreUrl,
  PHONE,
  test,
  waitForPageScript,
  pageAtRest,
} from '../support/browser';

describe('accessibility', () => {
  const schemes = ['light', 'dark'] as const;
  const cases = pages.flatMap(({ path }) =>
    schemes.flatMap((colorScheme) =>
      [PHONE, DESKTOP].map((viewport) => [path, colorScheme, viewport] as const),
    ),
  );

  test.for(cases)(
    '%s has no axe violation in the %s scheme at %o',
    async ([path, colorScheme, viewport], { browser }) => {
      const { page } = await browser.open(path, { viewport, colorScheme });
      await waitForPageScript(page);
      await pageAtRest(page);
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
        colorScheme === 'dark',
      );
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  // The production configuration: news as an editor writes them (pictures,
  // a video, alignment, links), from Firestore.
  test.for(
    [paths.news, '/institucional/novedades/acto-aniversario'].flatMap((path) =>
      schemes.map((colorScheme) => [path, colorScheme] as const),
    ),
  )(
    '%s of the Firestore build has no axe violation in the %s scheme',
    async ([path, colorScheme], { browser }) => {
      const { page } = await browser.open(firestoreUrl(path), {
        viewport: PHONE,
        colorScheme,
        before: answerMediaLocally,
      });
      await waitForPageScript(page);
      await pageAtRest(page);
      expect(await page.locator('.news-video').count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  test.for(schemes)(
    'lists search results with no axe violation in the %s scheme',
    async (colorScheme, { browser }) => {
      const { page } = await browser.open(paths.home, {
        viewport: DESKTOP,
        colorScheme,
      });
      await waitForPageScript(page);
      await page.locator('#busqueda-campo').fill('aranceles');
      await page.waitForSelector('#busqueda-resultados [role="option"] mark');
      await page.keyboard.press('ArrowDown');
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  test('offers "Saltar al contenido" as the first stop of the keyboard, landing on the main content', async ({
    browser,
  }) => {
    const { page } = await browser.open(paths.contract);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contenido');
  });

  test('draws a visible focus ring on links', async ({ browser }) => {
    const { page } = await browser.open(paths.contract);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement!).outlineStyle,
    );
    expect(outline).toBe('solid');
  });
});
