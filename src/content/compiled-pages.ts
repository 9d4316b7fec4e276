// Every long page, compiled at build time from its MDX file (kinds.ts). Vite
// reads a glob only as a literal, so the folder is written here again.
import { pageFile } from './kinds.ts';

const modules = import.meta.glob('../../content/*.mdx', { eager: true });

/** The compiled module of the long page `name` (its type is the reader's), and its file. */
export function compiledPage<Module>(name: string): { file: string; module: Module } {
  const file = pageFile(name);
  const module = modules[`../../${file}`];
  if (!module) throw new Error(`${file} does not exist: the page registry names a long page "${name}"`);
  return { file, module: module as Module };
}
