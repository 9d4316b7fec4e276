// The long pages, read by the one reader (entries.ts): each page file an
// entry with its name, which is the end of its address, or problems in
// Spanish on its lines. Where each page is published, and what an address
// may not be, is the site's (site/page-addresses.ts).
import { readMarkdownEntry, type Entry, type SourceFile } from './entries.ts';
import { entryName, contentKinds } from './kinds.ts';
import { frontmatterSchema, type Frontmatter } from './page.ts';
import type { ContentProblem } from './problem.ts';
import { MESSAGES, say } from './messages.ts';

/** A page file as written. */
export type PageFile = SourceFile;

/** A long page, read: its file's name (without folder and extension) is the last part of its address. */
export interface PageEntry extends Entry<Frontmatter> {
  name: string;
}

/**
 * What a page's file may be called, the end of its address as the host
 * serves it: lowercase letters without accents, digits and single hyphens.
 * The reader refuses any other, and the editor's form asks for it
 * (editor/config.server.ts).
 */
export const PAGE_NAME = {
  pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  message: MESSAGES.pageNameWrong.hint,
};

/** One page file: its entry, or what is wrong with it (no other file is looked at). */
export function readPage(source: PageFile): PageEntry | ContentProblem[] {
  const read = readMarkdownEntry(frontmatterSchema, source);
  if (Array.isArray(read)) return read;
  const name = entryName(contentKinds.page, source.file);
  if (!PAGE_NAME.pattern.test(name))
    return [
      {
        file: source.file,
        line: 1,
        message: say('pageNameWrong', name),
      },
    ];
  return { ...read, name };
}

/** Every page file read: the entries, what is wrong with the others, and every page file's name. */
export interface PageReads {
  entries: PageEntry[];
  problems: ContentProblem[];
  files: string[];
}

/** Every long page in `sources`, and what is wrong with the others, each problem on its file and line. */
export function readPageFiles(sources: readonly PageFile[]): PageReads {
  const entries: PageEntry[] = [];
  const problems: ContentProblem[] = [];
  for (const source of [...sources].sort((a, b) => a.file.localeCompare(b.file))) {
    const read = readPage(source);
    if (Array.isArray(read)) problems.push(...read);
    else entries.push(read);
  }
  return { entries, problems, files: sources.map((source) => source.file) };
}
