// Each long page at its address (the rules, addresses.ts: the pages the code
// links to keep the specification's addresses, a page staff add is
// /<section>/<file name>; and what no page may take). The registry places the
// pages the reader read (content/page-entries.ts) with it, and the build's
// first step refuses what it finds before anything compiles.
import type { PageEntry, PageReads } from '../content/page-entries.ts';
import { pageFile } from '../content/kinds.ts';
import type { ContentProblem } from '../content/problem.ts';
import { fieldLine } from '../content/frontmatter.ts';
import { addressTaken, fixedPages, isReservedAddress, pageAddress } from './addresses.ts';
import { say } from '../content/messages.ts';

/** A long page with the address it is published at. */
export interface PlacedPage extends PageEntry {
  address: string;
}

/**
 * The page files `read` (content/page-entries.ts, readPageFiles), each at its
 * address, and what keeps any from being published, on its file and line,
 * in Spanish: what the reader refuses, then an address the site already
 * has, two pages with one address, and a fixed page whose file is gone. A
 * page with a problem is not among the placed ones. The registry publishes
 * the pages; the build's first step refuses the problems.
 */
export function placePages(read: PageReads): {
  pages: PlacedPage[];
  problems: ContentProblem[];
} {
  const { entries, files } = read;
  const problems = [...read.problems];
  const pages: PlacedPage[] = [];
  const byAddress = new Map<string, PlacedPage>();
  for (const entry of entries) {
    const page = { ...entry, address: pageAddress(entry.name, entry.data.section) };
    const problem = (message: string) =>
      problems.push({
        file: page.file,
        line: fieldLine(page.frontmatter, ['section']) + 1,
        message,
      });
    const other = byAddress.get(page.address);
    if (isReservedAddress(page.address)) problem(addressTaken(page.address));
    else if (other) problem(addressTaken(page.address, other.file));
    else {
      byAddress.set(page.address, page);
      pages.push(page);
    }
  }
  for (const [name, address] of Object.entries(fixedPages))
    if (!files.includes(pageFile(name)))
      problems.push({
        file: pageFile(name),
        line: 1,
        message: say('fixedPageGone', address),
      });
  return { pages, problems };
}
