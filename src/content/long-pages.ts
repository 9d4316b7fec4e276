// Every long page, compiled at build time from its MDX file (kinds.ts). A
// glob is written as a literal: LONG_PAGES_GLOB repeats it, and a test holds
// both to the long pages' kind.
import { pageFile } from './kinds.ts';

const modules = import.meta.glob('../../content/*.mdx', { eager: true });

/** The glob above, for its test. */
export const LONG_PAGES_GLOB = '../../content/*.mdx';

/** The compiled module of the long page `name` (its type is the reader's), and its file. */
export function compiledPage<Module>(name: string): { file: string; module: Module } {
  const file = pageFile(name);
  const module = modules[`../../${file}`];
  if (!module) throw new Error(`${file} does not exist: the page registry names a long page "${name}"`);
  return { file, module: module as Module };
}
