import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { paths } from '~/site/pages';

/** One prerendered page: its URL path and its HTML. */
export interface BuiltPage {
  path: string;
  html: string;
}

export interface Problem {
  page: string;
  message: string;
}

/** Weekly hours of one year column of a curriculum table. */
export interface YearColumn {
  year: string;
  hours: number;
  subjects: number;
  /** The figure the table's closing "Total" row states. */
  statedTotal: number | undefined;
}

const parse = (html: string): Root => fromHtml(html);
const text = (node: Element) => toString(node).replace(/\s+/g, ' ').trim();

/** The contract's article numbers, in page order, from `#articulo-N` headings. */
export function contractArticleNumbers(html: string): number[] {
  return selectAll('h2[id^="articulo-"]', parse(html)).map((h) =>
    Number(String(h.properties.id).slice('articulo-'.length)),
  );
}

/**
 * Reads every table whose last row starts with "Total": per year column, the
 * sum of the subject rows, how many subjects have hours, and the stated total.
 */
export function curriculumTables(html: string): YearColumn[][] {
  return selectAll('table', parse(html)).flatMap((table) => {
    const years = selectAll('thead th', table).slice(1).map(text);
    const rows = selectAll('tbody tr', table).map((row) => selectAll('td', row).map(text));
    const last = rows[rows.length - 1];
    if (!last || !/^total/i.test(last[0] ?? '')) return [];
    const subjects = rows.slice(0, -1);
    return [
      years.map((year, i) => {
        const cells = subjects.map((row) => row[i + 1] ?? '').filter((cell) => /\d/.test(cell));
        const stated = Number.parseFloat(last[i + 1] ?? '');
        return {
          year,
          hours: cells.reduce((sum, cell) => sum + Number.parseFloat(cell), 0),
          subjects: cells.length,
          statedTotal: Number.isNaN(stated) ? undefined : stated,
        };
      }),
    ];
  });
}

/** Content images (inside the page's main element) need a non-empty alt text. */
export function checkImageAlts(html: string): string[] {
  const main = select('main', parse(html));
  if (!main) return ['the page has no main element'];
  return selectAll('img', main)
    .filter(
      (img) =>
        img.properties.alt === undefined ||
        (isContent(img, main) && !String(img.properties.alt).trim()),
    )
    .map((img) => `image ${String(img.properties.src)} has no alt text`);
}

function isContent(img: Element, main: Element): boolean {
  return selectAll('.prose img', main).includes(img);
}

function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Internal links whose page or anchor does not exist among `pages`. */
export function checkLinks(pages: readonly BuiltPage[]): Problem[] {
  const ids = new Map(
    pages.map((page) => [
      normalizePath(page.path),
      new Set(selectAll('[id]', parse(page.html)).map((el) => String(el.properties.id))),
    ]),
  );
  const problems: Problem[] = [];
  for (const page of pages) {
    for (const link of selectAll('a[href]', parse(page.html))) {
      const href = String(link.properties.href);
      const url = new URL(href, `https://site.invalid${page.path}`);
      if (url.origin !== 'https://site.invalid') continue;
      const target = normalizePath(decodeURIComponent(url.pathname));
      // The editor's address ("Editar esta página") is an application's: its "#/…" is a route, no anchor.
      if (target === paths.editor) continue;
      const targetIds = ids.get(target);
      if (!targetIds) {
        problems.push({ page: page.path, message: `link to missing page ${href}` });
      } else if (url.hash && !targetIds.has(decodeURIComponent(url.hash.slice(1)))) {
        problems.push({ page: page.path, message: `link to missing anchor ${href}` });
      }
    }
  }
  return problems;
}
