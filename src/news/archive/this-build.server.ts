// Build time only: the news archive of the build in progress. The build reads
// it once, before any page is rendered (the prerender list asks for it
// first), and keeps what it read in its folder, beside the pages the host
// serves; the route loaders and the build's end read it there.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { NewsOrigin } from './origin.server';
import { readNewsArchive, type ReadArchive } from './read.server';

/** Where in the build's folder the archive is kept: outside client/, so never served. */
const ARCHIVE_FILE = 'news-archive.json';

/** Reads the news from `origin` for the build in `buildDir`, and keeps what it read there. */
export async function readNewsForBuild(buildDir: string, origin: NewsOrigin): Promise<ReadArchive> {
  const read = await readNewsArchive(origin);
  await mkdir(buildDir, { recursive: true });
  await writeFile(path.join(buildDir, ARCHIVE_FILE), JSON.stringify(read));
  return read;
}

/** The archive the build in `buildDir` read (readNewsForBuild). */
export async function newsOfBuild(buildDir: string): Promise<ReadArchive> {
  const file = path.join(buildDir, ARCHIVE_FILE);
  const text = await readFile(file, 'utf8').catch((error: Error) => {
    throw new Error(
      `The build's news archive is not in ${file} (${error.message}): the build reads the news before any page is rendered, for the prerender list (newsPages).`,
    );
  });
  return JSON.parse(text) as ReadArchive;
}

/** The archive, or null when Firestore was out of reach (its report says why) and the pages wait for the live answer. */
export const readable = (read: ReadArchive): ReadArchive | null =>
  read.report.outage ? null : read;
