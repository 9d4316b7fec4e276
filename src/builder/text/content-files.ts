// Build time only: every content file checked as the build starts, before
// anything compiles: each kept as JSON (src/content/kinds.ts) by its schema
// as the build reads it, so a wrong value fails the build naming the file
// and the field; and each long page for code (page-content.ts, page-file-checks.server.ts), which no
// page may hold.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { readJsonEntry } from '../../content/entries.ts';
import { ContentProblemsError } from '../../content/problem.ts';
import { jsonKinds, type JsonKind } from '../../content/kinds.ts';
import { refuseCodeInPages } from './page-file-checks.server.ts';

/** The value of the JSON file `text` of `kind`; what is wrong with it stops the build, in Spanish, on its lines. */
function checkJsonFile(kind: JsonKind, text: string) {
  const read = readJsonEntry(kind.schema, { file: kind.file, text });
  if (Array.isArray(read))
    throw new ContentProblemsError(
      read,
      `El archivo ${kind.file} no está bien. No se publicó nada.`,
    );
}

/**
 * Checks each JSON content file when the build or the development server
 * starts, whether a page reads it yet or not, and again whenever it is read;
 * and every long page for code, before any compiles.
 */
export function contentFilesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'content-files',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      for (const kind of jsonKinds)
        checkJsonFile(kind, await readFile(path.join(root, kind.file), 'utf8'));
      await refuseCodeInPages(root);
    },
    transform(code, id) {
      const kind = jsonKinds.find(({ file }) => id.split('?')[0]!.endsWith(file));
      if (kind) checkJsonFile(kind, code);
      return null;
    },
  };
}
