import { describe, expect } from 'vitest';
import { localNews } from '../support/local-news.mjs';
import { paths } from '~/site/pages';
import { url, test, waitForPageScript, pageAtRest } from '../support/browser';
import { shownDates } from '../support/news-pages';

/** The school's age this calendar year: it was founded in 1901 (spec). */
const YEARS = new Date().getFullYear() - 1901;

describe('local news (content/news/)', async () => {
  const expected = localNews.map((item) => item.date);

  for (const javaScriptEnabled of [true, false]) {
    test(`shows the 2 newest on home and all on both news screens (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const { page, errors } = await browser.open(paths.home, { javaScriptEnabled });
      expect(await shownDates(page)).toEqual(expected.slice(0, 2));
      expect(await page.locator('.news-card time').first().getAttribute('datetime')).toBe(
        localNews[0]!.fecha,
      );
      const all = page.getByRole('link', { name: 'Ver todas las novedades' });
      expect(await all.getAttribute('href')).toBe(paths.newsAlias);
      await all.click();
      await page.waitForURL((u) => u.pathname === paths.newsAlias);
      expect(await shownDates(page)).toEqual(expected.slice(0, 20));
      await page.goto(page.url().replace(paths.newsAlias, paths.news));
      expect(await shownDates(page)).toEqual(expected.slice(0, 20));
      expect(await page.locator('.news-loading, [data-island]').count()).toBe(0);
      expect(errors).toEqual([]);
    });
  }

  test('puts the items in the HTML and requests nothing for them', async ({ browser }) => {
    const { page } = await browser.open('about:blank');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.request.get(url(paths.news));
    const html = await response.text();
    expect(html).toContain('Inscripciones 2027');
    expect(html.match(/class="news-card"/g)).toHaveLength(localNews.length);
    await page.goto(url(paths.news));
    await pageAtRest(page);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/page-script-/)]);
  });

  test('counts the years and the students up to their values in about a second', async ({
    browser,
  }) => {
    type Sampled = { t: number; values: string }[];
    const final = `${YEARS}|1100+`;
    // Sample the figures every frame from the document's start, so that a
    // busy machine cannot let the count end before the test looks.
    const { page } = await browser.open(paths.home, {
      before: (opened) =>
        opened.addInitScript(() => {
          const seen: Sampled = [];
          Object.assign(window, { countSamples: seen });
          const sample = () => {
            const figures = [...document.querySelectorAll('.counter__value')];
            if (figures.length)
              seen.push({
                t: performance.now(),
                values: figures.map((el) => el.textContent).join('|'),
              });
            requestAnimationFrame(sample);
          };
          requestAnimationFrame(sample);
        }),
    });
    // Until the figures moved and came back to their final values.
    const samples = (await (
      await page.waitForFunction((end) => {
        const seen = (window as unknown as { countSamples: Sampled }).countSamples;
        const moved = seen.findIndex((s) => s.values !== end);
        return moved >= 0 && seen.slice(moved).some((s) => s.values === end) && seen;
      }, final)
    ).jsonValue()) as Sampled;
    const counting = samples.filter((s) => s.values !== final);
    expect(counting.length).toBeGreaterThan(3);
    const years = counting.map((s) => Number(s.values.split('|')[0]));
    expect(years).toEqual([...years].sort((a, b) => a - b));
    // From the first moving figure to the final ones: the one-second count, give or take frames.
    const reached = samples.find((s) => s.t > counting.at(-1)!.t && s.values === final)!;
    expect(reached.values).toBe(final);
    expect(reached.t - counting[0]!.t).toBeLessThan(1400);
  });

  test('shows the final figures at once in the HTML and under reduced motion', async ({
    browser,
  }) => {
    const { page } = await browser.open(paths.home, { javaScriptEnabled: false });
    expect(await page.locator('.counter__value').allInnerTexts()).toEqual([`${YEARS}`, '1100+']);
    const reduced = await browser.open(paths.home, { reducedMotion: 'reduce' });
    await waitForPageScript(reduced.page);
    // What the counters show on each of the next 30 frames, as the visitor sees them.
    const samples = await reduced.page.evaluate(async () => {
      const seen = new Set<string>();
      for (let frame = 0; frame < 30; frame++) {
        await new Promise(requestAnimationFrame);
        const values = [...document.querySelectorAll('.counter__value')].map(
          (el) => el.textContent,
        );
        seen.add(values.join('|'));
      }
      return [...seen];
    });
    expect(samples).toEqual([`${YEARS}|1100+`]);
  });
});
