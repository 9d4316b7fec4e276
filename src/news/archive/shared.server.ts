// Build time only: the one read of the news every page of a build shares.
import { processWide } from '~/site/process-wide';
import type { NewsOrigin } from './origin.server';
import { readNewsArchive, type ReadArchive } from './read.server';

/**
 * The archive of this build for `origin`, read once however many pages ask:
 * React Router lists the item pages (src/postbuild/site.server.ts) and then renders
 * them in the same process, from other copies of this module, so the answer
 * is kept on the global object, by origin. In development every page reads
 * the files again.
 */
export function sharedNewsArchive(origin: NewsOrigin, reuse = true): Promise<ReadArchive | null> {
  if (!reuse) return readNewsArchive(origin);
  const read = processWide('news-archive', () => new Map<string, Promise<ReadArchive | null>>());
  const key = JSON.stringify(origin);
  if (!read.has(key)) read.set(key, readNewsArchive(origin));
  return read.get(key)!;
}
