// Build time only: the archive a build keeps for the next one (a deploy
// restores it from the workflow's cache, as it restores the pictures), so
// that the next reads from Firestore only what changed since. What it is
// good for is its key (kept-key.server.ts).
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { writeWhole } from '~/lib/write-whole';
import type { ArchiveEntry } from './item.server';

/** Where a build keeps its archive, from the project's root, unless NEWS_CACHE_DIR names another. */
export const keptArchiveDir = (env: Record<string, string | undefined> = process.env) =>
  path.resolve(env.NEWS_CACHE_DIR ?? '.cache/news');

const FILE = 'archive.json.gz';

/**
 * Where the "Run workflow" button's request to list every item again is
 * kept (deploy.yml writes the time it was pressed, the cache keeps it under
 * the name `listing-request`), unless LISTING_REQUEST_DIR names another
 * folder: every publication reads it, so a run that supersedes the button's
 * while it waits still lists everything.
 */
export const listingRequestFile = (env: Record<string, string | undefined> = process.env) =>
  path.join(path.resolve(env.LISTING_REQUEST_DIR ?? '.cache/listing-request'), 'requested-at');

/** When the button last asked for every item to be listed, or null. */
export async function readListingRequest(file: string): Promise<Date | null> {
  const at = new Date((await readFile(file, 'utf8').catch(() => '')).trim());
  return Number.isNaN(at.getTime()) ? null : at;
}

/** What a build keeps for the next one. */
export interface KeptArchive {
  key: string;
  entries: ArchiveEntry[];
  /** When every item's version was last listed (ISO 8601); absent in an archive that never was. */
  listedEverythingAt?: string;
}

/** A kept archive as the next build reads it. */
export interface Kept {
  entries: ArchiveEntry[];
  listedEverythingAt: Date | null;
}

/**
 * The entries the last build kept under `key`, in its listing's order, and
 * when it last listed every version; null when there are none to trust.
 */
export async function readKeptArchive(dir: string, key: string): Promise<Kept | null> {
  try {
    const kept = JSON.parse(
      String(await promisify(gunzip)(await readFile(path.join(dir, FILE)))),
    ) as KeptArchive;
    if (kept.key !== key || !Array.isArray(kept.entries)) return null;
    const listedAt = kept.listedEverythingAt ? new Date(kept.listedEverythingAt) : null;
    return {
      entries: kept.entries,
      listedEverythingAt: listedAt && !Number.isNaN(listedAt.getTime()) ? listedAt : null,
    };
  } catch {
    return null;
  }
}

/**
 * Keeps `entries` under `key` for the next build, with when every version
 * was last listed; an interrupted write leaves the last one whole.
 */
export async function keepArchive(dir: string, key: string, { entries, listedEverythingAt }: Kept) {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, FILE);
  const kept: KeptArchive = {
    key,
    entries,
    ...(listedEverythingAt && { listedEverythingAt: listedEverythingAt.toISOString() }),
  };
  await writeWhole(file, await promisify(gzip)(JSON.stringify(kept)));
}
