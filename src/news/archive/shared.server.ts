// Build time only: the one read of the news every page of a build shares.
import { processWide } from '~/lib/process-wide';
import type { NewsOrigin } from './origin.server';
import { readNewsArchive, type ReadArchive } from './read.server';

/**
 * The archive of this build for `origin`, read once however many pages ask:
 * React Router lists the item pages (src/build-end/site.server.ts) and then renders
 * them in the same process, from other copies of this module, so the answer
 * is kept on the global object, by origin. In development every page reads
 * the files again.
 */
export function sharedNewsArchive(origin: NewsOrigin, reuse = true): Promise<ReadArchive> {
  if (!reuse) return readNewsArchive(origin);
  const read = processWide('news-archive', () => new Map<string, Promise<ReadArchive>>());
  const key = JSON.stringify(origin);
  if (!read.has(key)) read.set(key, readNewsArchive(origin));
  return read.get(key)!;
}

/** The archive, or null when Firestore was out of reach (its report says why) and the pages wait for the live answer. */
export const readable = (read: ReadArchive): ReadArchive | null =>
  read.report.outage ? null : read;
