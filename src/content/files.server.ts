// Build time only: a folder kind's files (kinds.ts) as written, for the
// checks that read them before anything compiles: the pages' content
// (builder/text/page-content.ts) and the preflight's sample news
// (builder/text/preflight.ts).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SourceFile } from './entries.ts';
import { isFileOf, type FolderKind } from './kinds.ts';


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
