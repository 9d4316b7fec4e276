import { compiledPage } from '~/content/compiled-pages';
import { pageAt, pages } from '~/site/registry';
import type { LongPageModule } from './LongPage';

/** A long page of the registry with its content entry, its file and compiled MDX module. */
interface CompiledLongPage {
  path: string;
  entry: string;
  file: string;
  module: LongPageModule;
}

const load = (path: string, entry: string): CompiledLongPage => ({
  path,
  entry,
  ...compiledPage<LongPageModule>(entry),
});

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
