import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pages, paths } from '~/site/pages';
import { DESKTOP, openPage, PHONE, useBrowser, waitForPageScript } from './browser';

const axeSource = await readFile(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

describe('accessibility', () => {
  const browser = useBrowser();
  const cases = pages.flatMap(({ path }) =>
    [PHONE, DESKTOP].map((viewport) => [path, viewport] as const),
  );

  it.each(cases)('%s has no axe violation at %o', async (path, viewport) => {
    const { page, close } = await openPage(browser(), path, { viewport });
    await waitForPageScript(page);
    await page.waitForLoadState('networkidle');
    // Evaluated through the debugging protocol, so the page's CSP does not apply.
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
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
    expect(violations).toEqual([]);
    await close();
  });

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
