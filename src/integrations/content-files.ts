// Build time only: every content file kept as JSON (src/content/kinds.ts)
// checked by its schema as the build reads it, so a wrong value fails the
// build naming the file and the field.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { parseJson } from '../content/frontmatter.ts';
import { jsonKinds } from '../content/kinds.ts';

/**
 * Checks each JSON content file when the build or the development server
 * starts, whether a page reads it yet or not, and again whenever it is read.
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
    },
    transform(code, id) {
      const kind = jsonKinds.find(({ file }) => id.split('?')[0]!.endsWith(file));
      if (kind) parseJson(kind.schema, code, kind);
      return null;
    },
  };
}
