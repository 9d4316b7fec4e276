import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { pages } from '~/site/registry';
import { DESKTOP, PHONE, pageAtRest, test, waitForPageScript } from '../support/browser';
import { clippedOrOverlappingText, focusState, sidewaysScroll } from '../support/layout-checks';
import { localNewsPages } from '../support/news-pages';
import { drawEverything } from '../../scripts/in-page/draw-everything.mjs';

// The checks GOV.UK and USWDS run on their components, here on every page of
// the registry and on a news item and a year of the archive.
const news = await localNewsPages();
const every = [...pages.map((page) => page.path), news.items[0]!, news.years[0]!];
const TABLET = { width: 768, height: 1024 };
const REFLOW = { width: 320, height: 256 };

/** WCAG 1.4.12: the spacing a reader's own style sheet may ask for. */
const TEXT_SPACING = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

describe('comfort and access', () => {
  test.for(every)(
    '%s reflows at 320 × 256, as at a zoom of 400 per cent',
    async (path, { browser }) => {
      const { page } = await browser.open(path, { viewport: REFLOW });
      await waitForPageScript(page);
      expect(await page.evaluate(sidewaysScroll)).toBeLessThanOrEqual(0);
      const navbar = await page
        .locator('.navbar')
        .evaluate((el) => (el as HTMLElement).offsetHeight);
      expect(navbar).toBeLessThanOrEqual(REFLOW.height / 4);
    },
  );

  // Two ways a reader enlarges or spaces out the text; after either, the page
  // must not scroll sideways and no text may be cut off or drawn over other text.
  const readerSettings = {
    'the text alone at double size': async (page: Page) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
      await page.reload();
      await waitForPageScript(page);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('32px');
    },
    'WCAG 1.4.12 text spacing': async (page: Page) => {
      await waitForPageScript(page);
      await page.addStyleTag({ content: TEXT_SPACING });
      expect(await page.evaluate(() => getComputedStyle(document.body).wordSpacing)).not.toBe(
        '0px',
      );
    },
  };

  test.for(
    Object.keys(readerSettings).flatMap((setting) =>
      every.flatMap((path) =>
        [PHONE, DESKTOP].map((viewport) => [path, setting, viewport] as const),
      ),
    ),
  )('%s keeps all text whole with %s at %o', async ([path, setting, viewport], { browser }) => {
    // The reader's style sheet is not the site's: the page's CSP would refuse it.
    const { page } = await browser.open(path, { viewport, bypassCSP: true });
    await readerSettings[setting as keyof typeof readerSettings](page);
    // Measured at rest: the headings' font in and the boot script's last step done, so
    // that no swap of fonts moves a line between the measure of one box and another's.
    await pageAtRest(page);
    await drawEverything(page);
    expect(await page.evaluate(sidewaysScroll)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(clippedOrOverlappingText)).toEqual([]);
  });

  test.for(every.flatMap((path) => [PHONE, DESKTOP].map((viewport) => [path, viewport] as const)))(
    '%s shows a whole focus ring at every Tab stop, both ways, at %o',
    async ([path, viewport], { browser }) => {
      const { page } = await browser.open(path, { viewport });
      await waitForPageScript(page);
      const problems: string[] = [];
      for (const key of ['Tab', 'Shift+Tab']) {
        let first: string | null = null;
        for (let stop = 0; stop < 600; stop++) {
          await page.keyboard.press(key);
          const { at, problem } = await page.evaluate(focusState);
          if (at === null || at === first) break;
          first ??= at;
          if (problem) problems.push(`${key}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  test.for(
    every.flatMap((path) => [PHONE, TABLET, DESKTOP].map((viewport) => [path, viewport] as const)),
  )(
    'no table of contents entry, share button or footer link on %s sits under the contact button at %o',
    async ([path, viewport], { browser }) => {
      const { page } = await browser.open(path, { viewport });
      await waitForPageScript(page);
      // Each visible target focused where the browser brings it when a visitor
      // reaches it, then measured against the button: in the page, in one trip.
      const under = await page.evaluate(() => {
        const button = document.querySelector('.contact-button')!;
        return (
          [
            ...document.querySelectorAll<HTMLElement>(
              '.toc a, .heading-share, .news-share, .footer a',
            ),
          ]
            // Visible as Playwright means it: a box with an area, not hidden.
            .filter((target) => {
              const { width, height } = target.getBoundingClientRect();
              return (
                width > 0 && height > 0 && target.checkVisibility({ visibilityProperty: true })
              );
            })
            .filter((target) => {
              target.focus();
              const [box, b] = [target.getBoundingClientRect(), button.getBoundingClientRect()];
              return (
                box.left < b.right && box.right > b.left && box.top < b.bottom && box.bottom > b.top
              );
            })
            .map((target) => target.textContent ?? '')
        );
      });
      expect(under).toEqual([]);
      // The wide table of contents stays clear of it wherever the page is scrolled.
      for (const y of [0, 0.5, 1]) {
        const clear = await page.evaluate((f) => {
          scrollTo(0, f * document.body.scrollHeight);
          const toc = document.querySelector('.toc--wide');
          if (!toc?.checkVisibility()) return [];
          // What shows of an entry is what its scroller's box lets through.
          const box = toc.closest('.long-page__aside')!.getBoundingClientRect();
          const button = document.querySelector('.contact-button')!.getBoundingClientRect();
          return [...toc.querySelectorAll('a')]
            .filter((a) => {
              const r = a.getBoundingClientRect();
              const [top, bottom] = [Math.max(r.top, box.top), Math.min(r.bottom, box.bottom)];
              return (
                top < bottom &&
                r.left < button.right &&
                r.right > button.left &&
                top < button.bottom &&
                bottom > button.top
              );
            })
            .map((a) => a.textContent);
        }, y);
        expect(clear).toEqual([]);
      }
    },
  );

  test('follows the system into dark mode on screen, and prints light', async ({ browser }) => {
    const { page } = await browser.open(pages[0]!.path, { colorScheme: 'dark' });
    const colours = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.body);
        return [style.backgroundColor, style.color];
      });
    const [background] = await colours();
    const [r, g, b] = background!.match(/\d+/g)!.map(Number);
    expect(r! + g! + b!).toBeLessThan(3 * 64);
    await page.emulateMedia({ media: 'print' });
    expect(await colours()).toEqual(['rgb(255, 255, 255)', 'rgb(0, 0, 0)']);
  });

  test.for(every)(
    '%s runs no animation when the visitor asks for less motion',
    async (path, { browser }) => {
      const { page } = await browser.open(path, {
        viewport: PHONE,
        reducedMotion: 'reduce',
      });
      await waitForPageScript(page);
      // What still runs a frame later: a transition cut to nothing ends by then.
      const running = () =>
        page.evaluate(async () => {
          for (let frame = 0; frame < 2; frame++)
            await new Promise((resolve) => requestAnimationFrame(resolve));
          return document
            .getAnimations()
            .filter((a) => a.playState === 'running')
            .map(
              (a) => `${a.constructor.name} on ${(a.effect as KeyframeEffect).target?.className}`,
            );
        });
      expect(await running()).toEqual([]);
      // Open the menu and a section of it: nothing slides.
      await page.locator('.mobile-menu__toggle').click();
      await page.locator('.mobile-menu .accordion > summary').first().click();
      expect(await running()).toEqual([]);
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      ).toBe('auto');
    },
  );
});
