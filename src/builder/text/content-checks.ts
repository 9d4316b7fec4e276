// What the editor's form cannot check in a long page, read from its MDX
// source so that each problem names the file and the line staff wrote:
// contract articles repeated or out of order, a table's "Total" row that
// its subjects do not add up to, and links to a page or a section that no
// longer exists. The build runs them once every page is built (the anchors
// are the built pages' ids) and says each problem in Spanish; the editor's
// preview runs them on the text as staff type it, against the same index
// of the built site (SiteIndexData, which the build writes for it).
import type { Heading, Link, Root, Table, TableRow } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { ARTICLE } from './rehype-article-ids.ts';
import { pageSyntax } from './page-syntax.ts';
import type { ContentProblem } from '../../content/problem.ts';
import { say } from '../../content/messages.ts';

/** Where the build writes what the checks found (in its folder, beside its report), for the preview job to tell. */
export const CONTENT_PROBLEMS_FILE = 'content-problems.json';

/** A long page's source, and the path it is published at. */
interface LongPageSource {
  file: string;
  path: string;
  source: string;
}

/**
 * Whether a content problem (here, or the pages' reader's) stops the build: it does,
 * unless CONTENT_PROBLEMS=warn. The live publication warns (publish.yml): a
 * merged mistake in a text must not stop the news; a pull request's build and
 * the tests fail on it, naming the file and the line.
 */
export const contentProblemsWarnOnly = () => process.env.CONTENT_PROBLEMS === 'warn';

/** What the checks ask of the built site. */
export interface BuiltSiteIndex {
  /** The ids of the page at `path` (a page path, as the registry writes it), or undefined if there is none. */
  idsOf(path: string): ReadonlySet<string> | undefined;
  /** Whether the site serves a file (a picture, a document) at `path`. */
  hasFile(path: string): boolean;
  /** Paths that are no page of the site's own, whose "#…" is no section: the editor's. */
  applications: readonly string[];
}

/** The built site as the build writes it down for the editor's preview (siteIndexFrom reads it). */
export interface SiteIndexData {
  /** Every page's path, with its ids but those every page has (`common`). */
  pages: Record<string, string[]>;
  /** The ids every page has: the frame's. */
  common: string[];
  /** Every file the site serves that is no page (pictures, documents). */
  files: string[];
  applications: string[];
}

/** The index the checks ask (BuiltSiteIndex) of the built site as written down. */
export function siteIndexFrom(data: SiteIndexData): BuiltSiteIndex {
  const files = new Set(data.files);
  return {
    idsOf: (page) =>
      Object.hasOwn(data.pages, page) ? new Set([...data.common, ...data.pages[page]!]) : undefined,
    hasFile: (file) => files.has(file),
    applications: data.applications,
  };
}

const lineOf = (node: { position?: { start: { line: number } } }) => node.position?.start.line ?? 1;
const cellText = (row: TableRow, column: number) =>
  toString(row.children[column] ?? { type: 'text', value: '' })
    .replace(/\s+/g, ' ')
    .trim();
const hours = (text: string) => Number.parseFloat(text.replace(',', '.'));
const formatHours = (value: number) => String(value).replace('.', ',');

/** Contract articles ("## Artículo N. …") numbered 1, 2, 3… once each and in order. */
function articleProblems(tree: Root): Omit<ContentProblem, 'file'>[] {
  const problems: Omit<ContentProblem, 'file'>[] = [];
  const seen = new Map<number, number>();
  let previous = 0;
  visit(tree, 'heading', (heading: Heading) => {
    if (heading.depth !== 2) return;
    const match = ARTICLE.exec(toString(heading));
    if (!match) return;
    const number = Number(match[1]);
    const line = lineOf(heading);
    const first = seen.get(number);
    if (first !== undefined)
      problems.push({
        line,
        message: say('articleRepeated', number, first),
      });
    else if (number !== previous + 1)
      problems.push({
        line,
        message:
          number > previous + 1
            ? say('articleMissing', previous, number)
            : say('articleOutOfOrder', number, previous),
      });
    if (first === undefined) seen.set(number, line);
    previous = Math.max(previous, number);
  });
  return problems;
}

/** Tables whose last row starts with "Total": each column's stated total is its subjects' sum. */
function totalProblems(tree: Root): Omit<ContentProblem, 'file'>[] {
  const problems: Omit<ContentProblem, 'file'>[] = [];
  visit(tree, 'table', (table: Table) => {
    const [head, ...rows] = table.children;
    const total = rows.at(-1);
    if (!head || !total || !/^total/i.test(cellText(total, 0))) return;
    const subjects = rows.slice(0, -1);
    for (let column = 1; column < head.children.length; column++) {
      const stated = hours(cellText(total, column));
      const sum = subjects
        .map((row) => hours(cellText(row, column)))
        .filter((value) => !Number.isNaN(value))
        .reduce((a, b) => a + b, 0);
      if (stated === sum) continue;
      problems.push({
        line: lineOf(total),
        message: Number.isNaN(stated)
          ? say('totalNotANumber', cellText(total, 0), cellText(head, column), formatHours(sum))
          : say(
              'totalWrong',
              cellText(total, 0),
              cellText(head, column),
              formatHours(stated),
              formatHours(sum),
            ),
      });
    }
  });
  return problems;
}

/** Links to a page of the site, or a section of one, that does not exist. */
function linkProblems(tree: Root, page: string, site: BuiltSiteIndex) {
  const problems: Omit<ContentProblem, 'file'>[] = [];
  visit(tree, 'link', (link: Link) => {
    const address = new URL(link.url, `https://site.invalid${page}`);
    if (address.origin !== 'https://site.invalid') return;
    const target = decodeURIComponent(address.pathname).replace(/(.)\/+$/, '$1');
    if (site.applications.includes(target)) return;
    const words = toString(link).trim();
    const ids = site.idsOf(target);
    if (!ids) {
      if (!address.hash && site.hasFile(target)) return;
      problems.push({
        line: lineOf(link),
        message: say('linkToNoPage', words, link.url),
      });
    } else if (address.hash && !ids.has(decodeURIComponent(address.hash.slice(1))))
      problems.push({
        line: lineOf(link),
        message: say(
          'linkToNoSection',
          words,
          address.hash,
          target === page ? 'esta página' : target,
        ),
      });
  });
  return problems;
}

/**
 * Every problem of a long page's text, parsed (`tree`), published at `path`,
 * in line order: the build's and the editor's preview's.
 */
export const pageTextProblems = (
  tree: Root,
  path: string,
  site: BuiltSiteIndex,
): Omit<ContentProblem, 'file'>[] =>
  [...articleProblems(tree), ...totalProblems(tree), ...linkProblems(tree, path, site)].sort(
    (a, b) => a.line - b.line,
  );

/** Every problem of the long page `page`, in line order. */
export function longPageProblems(page: LongPageSource, site: BuiltSiteIndex): ContentProblem[] {
  return pageTextProblems(pageSyntax(page.source), page.path, site).map((problem) => ({
    file: page.file,
    ...problem,
  }));
}

/**
 * A problem as a GitHub Actions workflow command: an annotation on the file
 * and line, which the pull request's checks (and the editor's panel) show.
 */
export function annotation({ file, line, message }: ContentProblem, level: 'error' | 'warning') {
  const data = (text: string) =>
    text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return `::${level} file=${property(file)},line=${line},title=${property(say('annotationTitle'))}::${data(message)}`;
}
