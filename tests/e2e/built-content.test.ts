import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkImageAlts,
  checkLinks,
  contractArticleNumbers,
  curriculumTables,
  type BuiltPage,
} from '../support/content-check';
import { paths } from '~/site/pages';
import { pages } from '~/site/registry';
import { localNewsPages } from './news-pages';

const CLIENT = 'build/client';

/** Every prerendered page of the build, keyed by the URL path it answers. */
async function builtPages(): Promise<BuiltPage[]> {
  const files = (await readdir(CLIENT, { recursive: true })).filter((f) =>
    f.endsWith('index.html'),
  );
  return Promise.all(
    files.map(async (file) => ({
      path: `/${path.dirname(file)}`.replace(/\/\.$/, '/'),
      html: await readFile(path.join(CLIENT, file), 'utf8'),
    })),
  );
}

describe('the built content', async () => {
  const built = await builtPages();
  const page = (p: string) => built.find((candidate) => candidate.path === p)!.html;

  it('prerenders every route, and a page per news item and per year with news', async () => {
    const { items, years } = await localNewsPages();
    expect(built.map((p) => p.path).sort()).toEqual(
      [...pages.map((p) => p.path), ...items, ...years].sort(),
    );
  });

  it('has no broken internal link or anchor on any page', () => {
    expect(checkLinks(built)).toEqual([]);
  });

  it('holds the contract articles 1 to 16, once each and in order', () => {
    // The build checks their order on every save (src/integrations/content-checks.ts);
    // here, that the built page has all 16, each with its anchor.
    expect(contractArticleNumbers(page(paths.contract))).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
  });

  it('has curriculum totals that add up to the decree figures', () => {
    const columns = curriculumTables(page(paths.curriculum));
    for (const { year, hours, statedTotal } of columns.flat())
      expect(statedTotal, year).toBe(hours);
    const tables = columns.map((years) => years.map(({ hours, subjects }) => [hours, subjects]));
    expect(tables).toEqual([
      [
        [40, 11],
        [40, 12],
        [40, 12],
      ],
      [
        [38, 13],
        [41, 14],
        [42, 14],
      ],
    ]);
  });

  it('gives every image alt text', () => {
    for (const { path: p, html } of built) expect(checkImageAlts(html), p).toEqual([]);
  });
});
