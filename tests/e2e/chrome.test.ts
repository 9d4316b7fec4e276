import { describe, expect } from 'vitest';
import { fullAddress, whatsappUrl } from '~/site/identity';
import { paths } from '~/site/pages';
import { DESKTOP, PHONE, test } from '../support/browser';

describe('contact button', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`is 60 px, 5% from the bottom and right at ${viewport.width} px`, async ({ browser }) => {
      const { page } = await browser.open(paths.home, { viewport });
      const button = page.getByRole('link', { name: 'Contactar por Whatsapp' });
      const box = await button.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.width).toBe(60);
      expect(box!.height).toBe(60);
      expect(viewport.width - (box!.x + box!.width)).toBeCloseTo(viewport.width * 0.05, 0);
      expect(viewport.height - (box!.y + box!.height)).toBeCloseTo(viewport.height * 0.05, 0);
      expect(await button.getAttribute('title')).toBe('Contactar por Whatsapp');
      expect(await button.getAttribute('href')).toBe(whatsappUrl);
      expect(await button.getAttribute('target')).toBe('_blank');
      expect(await button.getAttribute('rel')).toBe('noopener noreferrer');
    });
  }

  test('shows its tooltip on hover', async ({ browser }) => {
    const { page } = await browser.open(paths.home);
    const button = page.locator('.contact-button');
    const tooltip = () => button.evaluate((el) => getComputedStyle(el, '::after'));
    expect((await tooltip()).content).toBe('"Contactar por Whatsapp"');
    await button.hover();
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('.contact-button')!, '::after').opacity === '1',
    );
  });
});

describe('footer', () => {
  test('links the brand home and opens every external link safely in a new tab', async ({
    browser,
  }) => {
    const { page } = await browser.open(paths.contract);
    const footer = page.locator('footer.footer');
    expect(await footer.locator('.footer__brand-link').getAttribute('href')).toBe('/');
    expect(await footer.locator('h2').innerText()).toMatch(/otros links/i);
    await expect(footer.locator('.footer__menu a').allInnerTexts()).resolves.toEqual([
      expect.stringContaining('Blog'),
      expect.stringContaining('Instagram ISC'),
      expect.stringContaining('Instagram Ateneo'),
      expect.stringContaining('congregación'),
      expect.stringContaining('Fotogalería'),
    ]);
    const external = await footer.locator('a[href^="http"]').all();
    expect(external.length).toBe(8);
    for (const link of external) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    for (const name of ['Facebook del colegio', 'Instagram del ISC', 'Instagram del Ateneo']) {
      expect(await footer.getByRole('link', { name }).count()).toBe(1);
    }
    expect(await footer.locator('address').innerText()).toBe(fullAddress);
    expect(await footer.innerText()).toMatch(/©\s*\d{4}/);
  });

  // A page built this year, read in 2031: the year and the age are the visitor's.
  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    test(`shows the visitor's year and the institute's age from a later clock (motion: ${reducedMotion})`, async ({
      browser,
    }) => {
      const later = new Date('2031-06-01T15:00:00Z');
      const { page } = await browser.open(paths.home, {
        reducedMotion,
        before: (p) => p.clock.install({ time: later }),
      });
      await page.waitForFunction(() => document.documentElement.dataset.enhanced !== undefined);
      expect(await page.locator('footer').innerText()).toContain('© 2031 ');
      if (reducedMotion === 'no-preference') await page.clock.runFor(1500);
      await expect
        .poll(() => page.locator('.counter__value').first().innerText())
        .toBe(String(2031 - 1901));
    });
  }
});
