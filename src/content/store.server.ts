// Build time only: the content store. Each staff file (kinds.ts) is read
// from disk once per build, and checked once by the one reader (entries.ts,
// page-entries.ts); every part of the build asks the store, never the disk:
// Vite's loads of the files (the compile, the JSON imports), the modules the
// registry imports (`virtual:content/pages`, store-modules.d.ts), the route
// table, the build's first step, the compile's frontmatter and the editor's bundles. One store per
// project folder for the whole process (a build loads this module more than
// once); in development an edited file is forgotten and read again.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readJsonEntry, type SourceFile } from './entries.ts';
import { contentKinds, isFileOf, jsonKinds, type JsonKind } from './kinds.ts';
import { readPage, readPageFiles, type PageEntry, type PageReads } from './page-entries.ts';
import { ContentProblemsError, type ContentProblem } from './problem.ts';
import { processWide } from '../lib/process-wide.ts';
import { say } from './messages.ts';

/** A JSON kind's file read: its checked value, or what is wrong with it. */
export type JsonRead<Kind extends JsonKind> =
  | { value: import('zod').infer<Kind['schema']> }
  | ContentProblem[];

export interface ContentStore {
  /** The project's folder the files are read from. */
  readonly root: string;
  /** The staff file the store keeps at `id` (absolute, a query or not), from the project's root; null for any other. */
  fileOf(id: string): string | null;
  /** The text of the staff file `file` (from the project's root), read once; null when there is none. */
  text(file: string): string | null;
  /** Every long page's file, by name, as written. */
  pageFiles(): SourceFile[];
  /** Every long page read by the pages' reader, once. */
  pages(): PageReads;
  /** The page `file` with the text `text`: the stored entry when it is the stored text, else read now. */
  page(file: string, text: string): PageEntry | ContentProblem[];
  /** The JSON kind's file read by its schema, once. */
  json<Kind extends JsonKind>(kind: Kind): JsonRead<Kind>;
  /** `make()`'s answer under `key`, kept until a file is forgotten: what is derived from the files, made once. */
  memo<T>(key: string, make: () => T): T;
  /** Forgets the file at `id` (absolute), or everything: a development edit, read again when next asked. */
  forget(id?: string): void;
  /** How many times each file was read from disk (for the test that counts them). */
  readonly reads: ReadonlyMap<string, number>;
}

const pageKind = contentKinds.page;

/** Whether `file` (from the project's root) is a staff file the store keeps: a JSON kind's, or a page. */
const isStaffFile = (file: string) =>
  jsonKinds.some((kind) => kind.file === file) ||
  (path.posix.dirname(file) === pageKind.folder && isFileOf(pageKind, file));

/** The files under `root` as read from disk, each once until forgotten, with the count of reads. */
function diskFiles(root: string) {
  const texts = new Map<string, string | null>();
  const reads = new Map<string, number>();
  let pageList: string[] | null = null;
  const read = (file: string) => {
    reads.set(file, (reads.get(file) ?? 0) + 1);
    try {
      return readFileSync(path.join(root, file), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return null;
    }
  };
  return {
    reads,
    text(file: string): string | null {
      if (!texts.has(file)) texts.set(file, read(file));
      return texts.get(file)!;
    },
    pageFileNames: () =>
      (pageList ??= readdirSync(path.join(root, pageKind.folder))
        .filter((name) => isFileOf(pageKind, name))
        .sort()
        .map((name) => `${pageKind.folder}/${name}`)),
    forget(file?: string) {
      if (file === undefined) texts.clear();
      else texts.delete(file);
      pageList = null;
    },
  };
}

function makeStore(root: string): ContentStore {
  const disk = diskFiles(root);
  const { text, reads } = disk;
  const memos = new Map<string, unknown>();
  const memo = <T>(key: string, make: () => T): T => {
    if (!memos.has(key)) memos.set(key, make());
    return memos.get(key) as T;
  };
  const fileOf = (id: string) => {
    const absolute = id.split('?')[0]!;
    if (!path.isAbsolute(absolute)) return null;
    const file = path.relative(root, absolute).split(path.sep).join('/');
    return isStaffFile(file) ? file : null;
  };
  const pageFiles = () => disk.pageFileNames().map((file) => ({ file, text: text(file) ?? '' }));
  const pages = () => memo('pages', (): PageReads => readPageFiles(pageFiles()));

  return {
    root,
    reads,
    fileOf,
    text,
    pageFiles,
    pages,
    page(file, pageText) {
      if (text(file) !== pageText) return readPage({ file, text: pageText });
      const { entries, problems } = pages();
      const entry = entries.find((each) => each.file === file);
      return entry ?? problems.filter((problem) => problem.file === file);
    },
    json<Kind extends JsonKind>(kind: Kind) {
      return memo(kind.file, (): JsonRead<Kind> => {
        const written = text(kind.file);
        return written === null
          ? [{ file: kind.file, line: 1, message: say('jsonFileMissing') }]
          : (readJsonEntry(kind.schema, { file: kind.file, text: written }) as JsonRead<Kind>);
      });
    },
    memo,
    forget(id) {
      const file = id === undefined ? undefined : fileOf(id);
      if (file === null) return;
      disk.forget(file);
      memos.clear();
    },
  };
}

/** The content store of the project at `root`, the same for the whole process. */
export function contentStore(root: string): ContentStore {
  const stores = processWide('content-store', () => new Map<string, ContentStore>());
  const key = path.resolve(root);
  let store = stores.get(key);
  if (!store) stores.set(key, (store = makeStore(key)));
  return store;
}

/** The value of the JSON kind `kind` in `store`; what is wrong with it stops the build, in Spanish, on its lines. */
export function checkedJson<Kind extends JsonKind>(store: ContentStore, kind: Kind) {
  const read = store.json(kind);
  if (Array.isArray(read))
    throw new ContentProblemsError(read, say('jsonFileWrong', kind.file));
  return read.value;
}
