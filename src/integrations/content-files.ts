// Build time only: every content file kept as JSON (src/content/kinds.ts)
// checked by its schema as the build reads it, so a wrong value fails the
// build naming the file and the field.
import type { Plugin } from 'vite';
import { parseJson } from '../content/frontmatter.ts';
import { jsonKinds } from '../content/kinds.ts';

/** Checks each JSON content file whenever the build or the development server reads it. */
export function contentFilesPlugin(): Plugin {
  return {
    name: 'content-files',
    enforce: 'pre',
    transform(code, id) {
      const kind = jsonKinds.find(({ file }) => id.split('?')[0]!.endsWith(file));
      if (kind) parseJson(kind.schema, code, kind);
      return null;
    },
  };
}
