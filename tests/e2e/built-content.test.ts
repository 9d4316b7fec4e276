import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkImageAlts, checkLinks, type BuiltPage } from '../support/content-check';
import { CONTENT_PROBLEMS_FILE } from '~/builder/text/content-checks';
import { paths } from '~/site/pages';
import { pages } from '~/site/registry';
import { localNewsPages } from '../support/news-pages';

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

  it("passes the build's own content checks: articles in order, totals that add up, links that lead somewhere", async () => {
    // Written by the build beside it, even when empty (src/build-end/steps.server.ts, checkContent).
    expect(JSON.parse(await readFile(path.join('build', CONTENT_PROBLEMS_FILE), 'utf8'))).toEqual(
      [],
    );
  });

  it('holds the contract articles 1 to 16, each with its anchor', () => {
    const ids = [...page(paths.contract).matchAll(/<h2 id="articulo-(\d+)"/g)].map((match) =>
      Number(match[1]),
    );
    expect(ids).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it('states the decree’s weekly totals, which the build checked against their subjects', () => {
    const totals = [
      ...page(paths.curriculum).matchAll(
        /<tr>(?:(?!<\/tr>)[\s\S])*?Total(?:(?!<\/tr>)[\s\S])*<\/tr>/g,
      ),
    ].map(([row]) =>
      [...row.matchAll(/<td[^>]*>(?:<strong>)?(\d+)/g)].map((cell) => Number(cell[1])),
    );
    expect(totals).toEqual([
      [40, 40, 40],
      [38, 41, 42],
    ]);
  });

  it('gives every image alt text', () => {
    for (const { path: p, html } of built) expect(checkImageAlts(html), p).toEqual([]);
  });
});
