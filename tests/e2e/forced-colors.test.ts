import { describe, expect } from 'vitest';
import { pages } from '~/site/registry';
import { DESKTOP, PHONE, test, waitForPageScript } from '../support/browser';
import { focusState } from '../support/layout-checks';

// The controls a visitor operates: buttons, button-styled links, the search
// field, the disclosure summaries, the menu toggle, the contact button and
// the links that copy a section's address.
const CONTROLS = 'button, .button, input, summary, .contact-button, .heading-link';

/** Visible controls with no boundary of their own: no border on any side. */
function boundless(selector: string): string[] {
  return [...document.querySelectorAll<HTMLElement>(selector)]
    .filter((el) => el.checkVisibility({ visibilityProperty: true }) && el.offsetWidth > 0)
    .filter((el) => {
      const style = getComputedStyle(el);
      return ['Top', 'Right', 'Bottom', 'Left'].every(
        (side) =>
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) === 'none' ||
          parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) === 0,
      );
    })
    .map((el) => `${el.tagName.toLowerCase()}.${el.className || '-'}: ${el.textContent?.trim()}`);
}

describe('forced colours (Windows High Contrast)', () => {
  const cases = pages.flatMap((page) =>
    [PHONE, DESKTOP].map((viewport) => [page.path, viewport] as const),
  );

  test.for(cases)(
    'every control on %s keeps a visible boundary at %o',
    async ([path, viewport], { browser }) => {
      const { page } = await browser.open(path, { viewport, forcedColors: 'active' });
      await waitForPageScript(page);
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
      expect(await page.evaluate(boundless, CONTROLS)).toEqual([]);
    },
  );

  test('keeps a visible focus ring on every kind of control', async ({ browser }) => {
    const { page } = await browser.open(pages[0]!.path, {
      viewport: DESKTOP,
      forcedColors: 'active',
    });
    await waitForPageScript(page);
    for (let stop = 0; stop < 12; stop++) {
      await page.keyboard.press('Tab');
      expect((await page.evaluate(focusState)).problem).toBeNull();
    }
  });
});
