// What the browser tests check in built and live documents that the build's
// own content checks (src/builder/text/content-checks.ts, on the pages' MDX)
// cannot see: the links of every page, the navbar, the footer and the live
// news included, and every image's alt text.
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
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

const parse = (html: string): Root => fromHtml(html);

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
