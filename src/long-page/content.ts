import { compiledPage } from '~/content/compiled-pages';
import { longPages, pageAt, pages } from '~/site/registry';
import type { LongPageModule, LongPageParts } from './LongPage';

/** A long page of the registry with its content entry, its file, and what draws it. */
interface CompiledLongPage {
  path: string;
  entry: string;
  file: string;
  /** The compiled MDX module, with the frontmatter of the registry's entry (the content store's). */
  module: LongPageParts;
}

const byName = new Map(longPages.map((page) => [page.name, page]));

function load(path: string, entry: string): CompiledLongPage {
  const { file, module } = compiledPage<LongPageModule>(entry);
  return { path, entry, file, module: { ...module, frontmatter: byName.get(entry)!.data } };
}

/** The long page registered at `pathname`. */
export function longPageAt(pathname: string): CompiledLongPage {
  const page = pageAt(pathname);
  if (page?.kind !== 'long-page')
    throw new Error(`${pathname} is not a long page of the registry (src/site/registry.ts)`);
  return load(page.path, page.entry);
}

/** Every long page of the registry, in its order. */
export function allLongPages(): CompiledLongPage[] {
  return pages.flatMap((page) => (page.kind === 'long-page' ? [load(page.path, page.entry)] : []));
}
