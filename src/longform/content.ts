import { pageAt, pages } from '~/site/pages';
import type { LongformModule } from './LongformPage';

/** Every content/*.mdx page, compiled at build time. */
const modules = import.meta.glob<LongformModule>('../../content/*.mdx', { eager: true });

/** A long page of the registry with its content file and compiled MDX module. */
export interface Longform {
  path: string;
  file: string;
  module: LongformModule;
}

function load(path: string, file: string): Longform {
  const module = modules[`../../content/${file}`];
  if (!module) throw new Error(`${path}: content/${file} does not exist`);
  return { path, file: `content/${file}`, module };
}

/** The long page registered at `pathname`. */
export function longformAt(pathname: string): Longform {
  const page = pageAt(pathname);
  if (page?.kind !== 'longform')
    throw new Error(`${pathname} is not a long page in src/site/pages.ts`);
  return load(page.path, page.file);
}

/** Every long page of the registry, in its order. */
export function longforms(): Longform[] {
  return pages.flatMap((page) => (page.kind === 'longform' ? [load(page.path, page.file)] : []));
}
