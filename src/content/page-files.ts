// Every long page's text as written, through Vite at build time, for the
// page registry (site/registry.ts) to read with the pages' reader
// (page-entries.ts). Apart from the compiled pages (compiled-pages.ts): the
// routes are made from it before anything compiles. Vite reads a glob only
// as a literal, so the folder (kinds.ts) is written here again.
import type { PageFile } from './page-entries.ts';

const texts = import.meta.glob<string>('../../content/*.mdx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every long page's file, from the project's root, and its text. */
export const pageFiles: readonly PageFile[] = Object.entries(texts).map(([key, text]) => ({
  file: key.replace(/^(\.\.\/)+/, ''),
  text,
}));
