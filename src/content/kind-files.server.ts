// A kind's files (kinds.ts) read from disk, for what runs without a build
// (a build asks its content store, store.server.ts): a folder kind's as
// written (the preflight's news files, builder/text/preflight.ts); a JSON
// kind's read and checked (the schedule's question and the notice's fast
// path read the families' notice).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readJsonEntry, type SourceFile } from './entries.ts';
import { isFileOf, type FolderKind, type JsonKind } from './kinds.ts';

/**
 * The file of the JSON kind `kind` under the project at `root`, read and
 * checked by its schema (entries.ts: its value, or its problems in
 * Spanish), or null when there is no such file.
 */
export async function readJsonKind<Kind extends JsonKind>(root: string, kind: Kind) {
  const text = await readFile(path.join(root, kind.file), 'utf8').catch(() => null);
  return text === null ? null : readJsonEntry(kind.schema, { file: kind.file, text });
}


/** The files of `kind` under the project at `root`, by name. */
export async function readFolderKind(root: string, kind: FolderKind): Promise<SourceFile[]> {
  const { folder } = kind;
  const names = (await readdir(path.join(root, folder))).filter((name) => isFileOf(kind, name));
  return Promise.all(
    names.sort().map(async (name) => ({
      file: `${folder}/${name}`,
      text: await readFile(path.join(root, folder, name), 'utf8'),
    })),
  );
}
