import { describe, expect, it } from 'vitest';
import { paths } from './pages';
import { editorPattern, speculationRules } from './speculation';

interface Rule {
  where?: unknown;
  urls?: string[];
  eagerness: string;
}
type Rules = Record<'prefetch' | 'prerender', Rule[]>;

const rulesOf = (pathname: string) => JSON.parse(speculationRules(pathname)) as Rules;

/** Every address pattern a rule set names, wherever it sits in its conditions. */
function patterns(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'href_matches' || key === 'urls' ? [inner].flat() : patterns(inner),
  );
}

describe('the speculation rules', () => {
  it('prerender the long pages and, from their cards, the news items, on a pointer resting on their link or a touch; the newest item at once', () => {
    const { prerender, prefetch } = rulesOf(paths.news);
    expect(prerender.slice(0, 2)).toEqual([
      {
        where: {
          href_matches: [paths.founder, paths.history, paths.contract, paths.curriculum],
        },
        eagerness: 'moderate',
      },
      {
        where: { and: [{ selector_matches: '.news-card__link' }, { not: expect.anything() }] },
        eagerness: 'moderate',
      },
    ]);
    // The newest item: prerendered and fetched at once, by the same rule.
    const newest = prerender[2]!;
    expect(newest).toMatchObject({ eagerness: 'immediate' });
    expect(JSON.stringify(newest.where)).toContain('[data-likely-next]');
    expect(prefetch).toContainEqual(newest);
    expect(prerender).toHaveLength(3);
  });

  it('fetch every page of the site, the long pages too, at the moment a long page is prerendered', () => {
    const { prefetch, prerender } = rulesOf(paths.news);
    // The same moment, and no long page left out: a refused prerender still leaves the HTML.
    expect(prefetch[0]!.eagerness).toBe(prerender[0]!.eagerness);
    expect(JSON.stringify(prefetch[0]!.where)).not.toContain(paths.contract);
    expect(prefetch[0]!.where).toMatchObject({ and: [{ href_matches: '/*' }, { not: {} }] });
  });

  it("name no other site, and keep the search, the feed, files, pictures and staff's editor out", () => {
    const rules = rulesOf(paths.home);
    for (const pattern of patterns(rules)) expect(pattern).toMatch(/^\//);
    const never = JSON.stringify(rules.prefetch[0]!.where);
    for (const path of [paths.search, paths.feed, '/*.*', editorPattern])
      expect(never).toContain(`"${path}"`);
    // `/*\?*` would match every address, and keep everything out.
    expect(patterns(rules).some((pattern) => pattern.includes('?'))).toBe(false);
  });

  it("fetch and prerender home's likely next page, a long page, at once; other pages name none of their own", () => {
    const now = { urls: [paths.contract], eagerness: 'immediate' };
    expect(rulesOf(paths.home).prerender.at(-1)).toEqual(now);
    expect(rulesOf(paths.home).prefetch.at(-1)).toEqual(now);
    expect(rulesOf(paths.home).prerender).toHaveLength(4);
    expect(rulesOf(paths.home).prefetch).toHaveLength(3);
    expect(rulesOf(paths.contract).prerender).toHaveLength(3);
    expect(rulesOf(paths.contract).prefetch).toHaveLength(2);
    expect(speculationRules(paths.contract)).toBe(speculationRules(paths.history));
  });

  it('write address patterns with `*` alone, the syntax the fetch-ahead fallback reads', () => {
    for (const path of [paths.home, paths.news, paths.contract])
      for (const pattern of patterns(rulesOf(path))) expect(pattern).toMatch(/^\/[\w/.*-]*$/);
  });
});
