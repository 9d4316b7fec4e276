import { compiledPage } from '~/content/long-pages';
import { pageAt, pages } from '~/site/registry';
import type { LongformModule } from './LongformPage';

/** A long page of the registry with its content entry, its file and compiled MDX module. */
export interface Longform {
  path: string;
  entry: string;
  file: string;
  module: LongformModule;
}

const load = (path: string, entry: string): Longform => ({
  path,
  entry,
  ...compiledPage<LongformModule>(entry),
});

/** The long page registered at `pathname`. */
export function longformAt(pathname: string): Longform {
  const page = pageAt(pathname);
  if (page?.kind !== 'longform')
    throw new Error(`${pathname} is not a long page of the registry (src/site/registry.ts)`);
  return load(page.path, page.entry);
}

/** Every long page of the registry, in its order. */
export function longforms(): Longform[] {
  return pages.flatMap((page) => (page.kind === 'longform' ? [load(page.path, page.entry)] : []));
}
