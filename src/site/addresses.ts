// Where each long page is published, and what no page may take: the rules
// alone, reading no file, so that the build (page-addresses.ts) and the
// editor's preview (src/editor/preview/PagePreview.tsx) follow the same.
import { paths } from './pages.ts';
import { say } from '../content/messages.ts';

/**
 * The long pages the code itself links to (home's cards, the menu's
 * entries of the specification): their addresses are the specification's,
 * fixed here by file name, and their files cannot be removed
 * (placePages refuses it).
 */
export const fixedPages: Readonly<Record<string, string>> = {
  fundador: paths.founder,
  historia: paths.history,
  'normas-de-convivencia': paths.contract,
  'estructura-curricular': paths.curriculum,
};

/** A long page's address: the specification's for a fixed page, else its section's and its file's name. */
export const pageAddress = (name: string, section: string) =>
  Object.hasOwn(fixedPages, name) ? fixedPages[name]! : `/${section}/${name}`;

/**
 * Whether no long page may have `address`: one of the site's own routes
 * (the news, the search, the feed, the editor…) or an address under the
 * news or the editor.
 */
export function isReservedAddress(address: string): boolean {
  const own = Object.values(paths).filter((path) => !Object.values(fixedPages).includes(path));
  return (
    own.includes(address as (typeof own)[number]) ||
    [paths.news, paths.editor].some((prefix) => address.startsWith(`${prefix}/`))
  );
}

/** What staff are told of a page at `address`: reserved, or already `other`'s (a file or a title). */
export const addressTaken = (address: string, other?: string) =>
  other ? say('addressShared', address, other) : say('addressTaken', address);
