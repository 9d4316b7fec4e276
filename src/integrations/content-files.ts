// Build time only: every content file checked as the build starts, before
// anything compiles: each kept as JSON (src/content/kinds.ts) by its schema
// as the build reads it, so a wrong value fails the build naming the file
// and the field; and each long page for code (page-content.ts), which no
// page may hold.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { parseJson } from '../content/frontmatter.ts';
import { jsonKinds } from '../content/kinds.ts';
import { refuseCodeInPages } from './page-content.ts';

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
        parseJson(kind.schema, await readFile(path.join(root, kind.file), 'utf8'), kind);
      await refuseCodeInPages(root);
    },
    transform(code, id) {
      const kind = jsonKinds.find(({ file }) => id.split('?')[0]!.endsWith(file));
      if (kind) parseJson(kind.schema, code, kind);
      return null;
    },
  };
}
