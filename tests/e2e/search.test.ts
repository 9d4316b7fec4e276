import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { paths } from '~/site/pages';
import {
  DESKTOP,
  PHONE,
  recordViolations,
  url,
  test,
  violations,
  waitForPageScript,
  pageAtRest,
} from '../support/browser';

const field = '#busqueda-campo';

/** Types `query` in the navbar's field and waits for its results (or its "no results"). */
async function search(page: Page, query: string) {
  await page.locator(field).fill(query);
  await resultsFor(page, query);
}

/** Waits until the results for `query` are listed (or its "no results" said). */
async function resultsFor(page: Page, query: string) {
  await page.waitForFunction(
    ([selector, text]) =>
      document.querySelector(selector)!.closest('form')!.dataset.searchedFor === text,
    [field, query] as const,
  );
}

const options = (page: Page) =>
  page
    .locator('#busqueda-resultados [role="option"]')
    .evaluateAll((all) =>
      all.map((o) => ({ url: o.getAttribute('href'), text: o.textContent ?? '' })),
    );

describe('site search', () => {
  test('fetches nothing for the search until the field is used', async ({ browser }) => {
    const { page } = await browser.open('about:blank', { viewport: DESKTOP });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(url(paths.contract));
    await pageAtRest(page);
    expect(requests.filter((r) => /pagefind|\/search-/.test(r))).toEqual([]);
    await page.locator(field).focus();
    await page.waitForResponse(/\/pagefind\/pagefind\.js/);
  });

  test.for<[string, string, RegExp]>([
    ['aranceles', `${paths.contract}#articulo-14`, /Artículo 14\. Aranceles/],
    ['inscripcion', '/institucional/novedades/2026-10-05-inscripciones-2027', /[Ii]nscripci[oó]n/],
    ['MATRICULA', '/secundario/normasDeConvivencia#articulo-14', /matrícula/],
    ['faltas', '/secundario/normasDeConvivencia#articulo-12', /Faltas/],
  ])('"%s" finds %s, highlighting the words', async ([query, address, text], { browser }) => {
    const { page, errors } = await browser.open(paths.home, {
      viewport: DESKTOP,
      before: recordViolations,
    });
    await waitForPageScript(page);
    await page.locator(field).focus();
    await search(page, query);
    const found = await options(page);
    const hit = found.find((option) => option.url === address);
    expect(hit, JSON.stringify(found)).toBeDefined();
    expect(hit!.text).toMatch(text);
    expect(await page.locator('#busqueda-resultados mark').count()).toBeGreaterThan(0);
    expect(await page.locator(field).getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('[data-search-status]').first().textContent()).toBe(
      `${found.length} ${found.length === 1 ? 'resultado' : 'resultados'}`,
    );
    // Canonical addresses: no trailing slash, no .html.
    for (const option of found) expect(option.url).toMatch(/^\/$|^\/[^#]*[^/#](#.+)?$/);
    expect(found.map((option) => option.url).join()).not.toContain('.html');
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const query of ['artículo 14', 'articulo 14', 'art 14', 'art. 14']) {
    test(`puts article 14 first for "${query}"`, async ({ browser }) => {
      const { page } = await browser.open(paths.home, { viewport: DESKTOP });
      await waitForPageScript(page);
      await page.locator(field).focus();
      await search(page, query);
      expect((await options(page))[0]!.url).toBe('/secundario/normasDeConvivencia#articulo-14');
    });
  }

  test("answers in the page when Pagefind's worker fails (as when it is slow to start)", async ({
    browser,
  }) => {
    const { page, errors } = await browser.open(paths.home, {
      viewport: DESKTOP,
      before: (page) => page.route('**/pagefind/pagefind-worker.js', (route) => route.abort()),
    });
    await waitForPageScript(page);
    await page.locator(field).focus();
    await search(page, 'faltas');
    expect((await options(page)).map((option) => option.url)).toContain(
      `${paths.contract}#articulo-12`,
    );
    expect(errors).toEqual([]);
  });

  test('says when nothing matches', async ({ browser }) => {
    const { page } = await browser.open(paths.home, { viewport: DESKTOP });
    await waitForPageScript(page);
    await page.locator(field).focus();
    await search(page, 'zzqxwv');
    const status = page.locator('form:has(#busqueda-campo) [data-search-status]');
    expect(await status.textContent()).toBe('Sin resultados para «zzqxwv»');
    expect(await status.isVisible()).toBe(true);
    expect(await page.locator(field).getAttribute('aria-expanded')).toBe('false');
  });

  test('works from the keyboard alone: "/" focuses, arrows choose, Enter opens, Escape closes', async ({
    browser,
  }) => {
    const { page } = await browser.open(paths.history, { viewport: DESKTOP });
    await waitForPageScript(page);
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('busqueda-campo');
    // Typed, not filled in again: a second search of the same text would list
    // its results anew, and could land after the arrow has chosen one.
    await page.keyboard.type('aranceles');
    await resultsFor(page, 'aranceles');
    await page.keyboard.press('ArrowDown');
    const first = page.locator('#busqueda-resultados [role="option"]').first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await page.locator(field).getAttribute('aria-activedescendant')).toBe(
      await first.getAttribute('id'),
    );
    await page.keyboard.press('Escape');
    expect(await page.locator('#busqueda-resultados').isHidden()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.hash === '#articulo-14');
    expect(new URL(page.url()).pathname).toBe(paths.contract);
  });

  test('lists results as links, which a middle-click opens in a new tab', async ({ browser }) => {
    const { page } = await browser.open(paths.home, { viewport: DESKTOP });
    await waitForPageScript(page);
    await page.locator(field).focus();
    await search(page, 'faltas');
    const first = page.locator('#busqueda-resultados [role="option"]').first();
    expect(await first.evaluate((el) => el.tagName)).toBe('A');
    expect(await first.getAttribute('href')).toBe(`${paths.contract}#articulo-12`);
    const opened = page.context().waitForEvent('page');
    await first.click({ button: 'middle' });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(url(`${paths.contract}#articulo-12`));
    expect(new URL(page.url()).pathname).toBe(paths.home);
  });

  test('does not take "/" or Ctrl+K from a field the visitor is typing in', async ({ browser }) => {
    const { page } = await browser.open(paths.search, { viewport: DESKTOP });
    await waitForPageScript(page);
    const own = page.locator('#busqueda-pagina-campo');
    await own.focus();
    await page.keyboard.type('a/b');
    await page.keyboard.press('Control+k');
    expect(await own.inputValue()).toBe('a/b');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('busqueda-pagina-campo');
  });

  test('opens the phone menu on Ctrl+K and searches from there', async ({ browser }) => {
    const { page } = await browser.open(paths.home, { viewport: PHONE });
    await waitForPageScript(page);
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.id === 'busqueda-movil-campo');
    await page.keyboard.type('faltas');
    await page.waitForFunction(() =>
      document.querySelector('#busqueda-movil-resultados [role="option"]'),
    );
    expect(
      await page.locator('details.mobile-menu').evaluate((d) => (d as HTMLDetailsElement).open),
    ).toBe(true);
  });

  test('leads to the search page without JavaScript, whose index links every article', async ({
    browser,
  }) => {
    const { page } = await browser.open(paths.contract, {
      viewport: DESKTOP,
      javaScriptEnabled: false,
    });
    await page.locator(field).fill('aranceles');
    await page.locator(field).press('Enter');
    await page.waitForURL((u) => u.pathname === paths.search && u.search === '?q=aranceles');
    const links = await page
      .locator('.search-page__index a')
      .evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    for (let n = 1; n <= 16; n++) expect(links).toContain(`${paths.contract}#articulo-${n}`);
    expect(links).toContain(`${paths.curriculum}#ciclo-basico`);
    expect(links).toContain(paths.news);
  });

  test('searches the query it was sent on the search page', async ({ browser }) => {
    const { page } = await browser.open(`${paths.search}?q=faltas`, {
      viewport: DESKTOP,
    });
    await page.waitForFunction(() =>
      document.querySelector('#busqueda-pagina-resultados [role="option"]'),
    );
    expect(
      await page
        .locator('#busqueda-pagina-resultados [role="option"]')
        .first()
        .getAttribute('href'),
    ).toBe('/secundario/normasDeConvivencia#articulo-12');
  });
});
