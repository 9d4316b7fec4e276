import { describe, expect } from 'vitest';
import { school } from '~/site/identity';
import { paths } from '~/site/pages';
import { pages } from '~/site/registry';
import { url, test, waitForPageScript, pageAtRest } from '../support/browser';

/** What each page of the registry shows: its one h1 and a text of its own. */
const screens: Record<string, [heading: RegExp, text: RegExp]> = {
  [paths.home]: [new RegExp(school.name), new RegExp(school.city)],
  [paths.news]: [/^Novedades$/, /Novedades/],
  [paths.newsAlias]: [/^Novedades$/, /Novedades/],
  [paths.founder]: [/^Nuestro fundador$/, /Su historia/],
  [paths.history]: [/^Historia$/, /Más de un siglo educando/],
  [paths.contract]: [/^Normas de convivencia$/, /Artículo 16\. Domicilio y jurisdicción/],
  [paths.curriculum]: [/^Estructura curricular$/, /Ciclo Orientado/],
  [paths.search]: [/^Buscar$/, /Artículo 14\. Aranceles/],
};

describe('routes', () => {
  test('knows what every registered page shows', () => {
    expect(Object.keys(screens).sort()).toEqual(pages.map((page) => page.path).sort());
  });

  test.for(pages.map((page) => page.path))(
    '%s renders its screen with chrome, title and no console error',
    async (path, { browser }) => {
      const [heading, text] = screens[path]!;
      const { page, errors } = await browser.open(path);
      await waitForPageScript(page);
      expect(await page.locator('h1').allInnerTexts()).toEqual([expect.stringMatching(heading)]);
      expect(await page.locator('main').innerText()).toMatch(text);
      expect(await page.title()).toContain(school.name);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      expect(await page.locator('html').getAttribute('lang')).toBe('es-AR');
      expect(await page.locator('header.navbar').count()).toBe(1);
      expect(await page.locator('footer.footer').count()).toBe(1);
      expect(await page.locator('.contact-button').count()).toBe(1);
      expect(errors).toEqual([]);
    },
  );

  test.for(pages.map((page) => page.path))(
    '%s loads no React and no React Router runtime (local news)',
    async (path, { browser }) => {
      const { page } = await browser.open('about:blank');
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(url(path));
      // The page script comes after the first paint: wait for it, and for the rest of the page.
      await pageAtRest(page);
      expect(scripts).toEqual([expect.stringMatching(/^\/assets\/page-script-[\w-]+\.js$/)]);
      const html = await page.content();
      expect(html).not.toMatch(/__reactRouter|data-island=/);
    },
  );

  test('sends an unknown path to the home page with JavaScript', async ({ browser }) => {
    const { page } = await browser.open('/esta/pagina/no-existe');
    await page.waitForURL((u) => u.pathname === '/');
    await expect(page.locator('h1').first().textContent()).resolves.toMatch(school.name);
  });

  test('sends an unknown path to the home page without JavaScript', async ({ browser }) => {
    const { page } = await browser.open('/otra/que/no-existe', {
      javaScriptEnabled: false,
    });
    await page.waitForURL((u) => u.pathname === '/');
    await expect(page.locator('h1').first().textContent()).resolves.toMatch(school.name);
  });

  test('answers an unknown path with the 404 status', async ({ browser }) => {
    const { page } = await browser.open(paths.home);
    const response = await page.request.get(url('/nada-por-aca'));
    expect(response.status()).toBe(404);
    expect(await response.text()).toMatch(/http-equiv="refresh" content="0; url=\/"/);
  });
});
