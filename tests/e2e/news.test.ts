import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadLocalNews } from '~/integrations/local-news';
import { EMPTY_MESSAGE } from '~/news/NewsList';
import { calendarYearsSince, formatDate } from '~/site/dates';
import { school } from '~/site/identity';
import { paths } from '~/site/routes';
import { openPage, useBrowser, waitForHydration } from './browser';

/**
 * The local news arrive as their own chunk; intercepting it gives a source
 * that answers other documents, never answers, or fails.
 */
function serveNews(documents: unknown[] | 'fail' | 'hold') {
  return (page: Page) =>
    page.route('**/assets/_virtual_local-news-*.js', async (route) => {
      if (documents === 'hold') return;
      if (documents === 'fail') return route.abort('failed');
      await route.fulfill({
        contentType: 'text/javascript',
        body: `export default ${JSON.stringify(documents)};`,
      });
    });
}

const dates = (page: Page) => page.locator('.news-card__date').allInnerTexts();
const doc = (id: string, day: number, contenido: string) => ({
  id,
  fecha: { seconds: Date.UTC(2026, 0, day, 15) / 1000, nanoseconds: 0 },
  contenido,
});

describe('news', async () => {
  const browser = useBrowser();
  const expected = (await loadLocalNews(path.resolve('content/news'))).map((d) =>
    formatDate(new Date(d.fecha.seconds * 1000)).toUpperCase(),
  );

  it('shows the 2 newest local items on the home page and all of them on the news screen', async () => {
    const { page, errors, close } = await openPage(browser(), paths.home);
    await page.locator('.news-card').first().waitFor();
    expect(await dates(page)).toEqual(expected.slice(0, 2));
    expect(await page.locator('.news-card time').first().getAttribute('datetime')).toMatch(
      /^2026-\d{2}-\d{2}T/,
    );
    const all = page.getByRole('link', { name: 'Ver todas las novedades' });
    expect(await all.getAttribute('href')).toBe(paths.newsAlias);
    await all.click();
    await page.waitForURL((u) => u.pathname === paths.newsAlias);
    await page.waitForFunction(
      (n) => document.querySelectorAll('.news-card').length === n,
      expected.length,
    );
    expect(await dates(page)).toEqual(expected.slice(0, 20));
    expect(errors).toEqual([]);
    await close();
  });

  it('shows at most 20 items on the news screen', async () => {
    const many = Array.from({ length: 25 }, (_, i) => doc(`n${i}`, 31 - i, `<p>Noticia ${i}</p>`));
    const { page, close } = await openPage(browser(), paths.news, { before: serveNews(many) });
    await page.locator('.news-card').first().waitFor();
    expect(await page.locator('.news-card').count()).toBe(20);
    expect(await page.locator('.news-card__body').first().innerText()).toBe('Noticia 0');
    await close();
  });

  it('shows a spinner with a status text while loading', async () => {
    const { page, close } = await openPage(browser(), paths.news, { before: serveNews('hold') });
    const status = page.getByRole('status').filter({ hasText: 'Cargando novedades' });
    await status.waitFor({ state: 'attached' });
    const spinner = await page.locator('.news-loading .spinner').boundingBox();
    expect(spinner?.width).toBeGreaterThanOrEqual(48);
    await close();
  });

  it('shows the empty message when there is no news', async () => {
    const { page, errors, close } = await openPage(browser(), paths.home, {
      before: serveNews([]),
    });
    await page.getByText(EMPTY_MESSAGE).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('logs the failure and shows the empty message when the source fails', async () => {
    const { page, errors, close } = await openPage(browser(), paths.news, {
      before: serveNews('fail'),
    });
    await page.getByText(EMPTY_MESSAGE).waitFor();
    expect(errors.some((e) => e.startsWith('Error fetching documents'))).toBe(true);
    await close();
  });

  it('shows a document without fecha with "-" and runs no script from any item', async () => {
    const hostile = [
      doc('script', 20, '<p>Uno</p><script>window.__pwned = "script"</script>'),
      doc('img', 19, '<img src="/nada.png" onerror="window.__pwned = \'onerror\'"><p>Dos</p>'),
      doc('link', 18, '<a href="javascript:window.__pwned=\'link\'">Tres</a>'),
      { id: 'sin-fecha', contenido: '<p>Cuatro</p>' },
      { id: 'roto', fecha: { seconds: 1 }, contenido: 42 },
    ];
    const { page, close } = await openPage(browser(), paths.news, { before: serveNews(hostile) });
    await page.locator('.news-card').first().waitFor();
    await page.getByText('Tres').click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(await page.locator('.news-card__body').allInnerTexts()).toEqual([
      'Uno',
      'Dos',
      'Tres',
      'Cuatro',
    ]);
    expect((await dates(page))[3]).toBe('-');
    expect(await page.locator('.news-card script, .news-card [onerror]').count()).toBe(0);
    await close();
  });

  it('counts the years and the students up to their values in about a second', async () => {
    const { page, close } = await openPage(browser(), paths.home);
    await waitForHydration(page);
    // Sample the figures every frame from hydration on.
    const samples = await page.evaluate(
      () =>
        new Promise<{ t: number; values: string }[]>((resolve) => {
          const seen: { t: number; values: string }[] = [];
          const start = performance.now();
          const sample = () => {
            const values = [...document.querySelectorAll('.counter__value')]
              .map((el) => el.textContent)
              .join('|');
            seen.push({ t: performance.now() - start, values });
            if (performance.now() - start < 1600) requestAnimationFrame(sample);
            else resolve(seen);
          };
          sample();
        }),
    );
    const final = `${calendarYearsSince(school.foundingDate)}|${school.students}+`;
    const counting = samples.filter((s) => s.values !== final);
    expect(counting.length).toBeGreaterThan(3);
    const years = counting.map((s) => Number(s.values.split('|')[0]));
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(samples.at(-1)!.values).toBe(final);
    // From the first moving figure to the final ones: the one-second count, give or take frames.
    const reached = samples.find((s) => s.t > counting.at(-1)!.t && s.values === final)!;
    expect(reached.t - counting[0]!.t).toBeLessThan(1400);
    await close();
  });

  it('shows the final figures at once in the HTML and under reduced motion', async () => {
    const { page, close } = await openPage(browser(), paths.home, { javaScriptEnabled: false });
    expect(await page.locator('.counter__value').allInnerTexts()).toEqual([
      `${calendarYearsSince(school.foundingDate)}`,
      '1100+',
    ]);
    await close();
    const reduced = await openPage(browser(), paths.home, { reducedMotion: 'reduce' });
    const samples = new Set<string>();
    for (let i = 0; i < 10; i++) {
      samples.add((await reduced.page.locator('.counter__value').allInnerTexts()).join('|'));
      await reduced.page.waitForTimeout(50);
    }
    expect([...samples]).toEqual([`${calendarYearsSince(school.foundingDate)}|1100+`]);
    await reduced.close();
  });
});
