// Build time only: where the build reads the news, what it does when it
// cannot, and the one read every page of the build shares.
import { PUBLIC_DIR } from '~/pictures/describe.server';
import { picturePipeline } from '~/pictures/pipeline.server';
import type { FirebaseSettings } from '~/site/firebase';
import type { NewsDocument } from '../model/types';
import { firestoreToken } from '../sources/credentials.server';
import { createFirestoreSource, type FirestoreSource } from '../sources/firestore.server';
import { createLocalSource, LOCAL_NEWS_DIR } from '../sources/local.server';
import {
  archiveNews,
  isKept,
  megabytes,
  type ArchiveEntry,
  type NewsArchive,
} from './archive.server';
import { askWhatChanged, NEWEST_ASKED } from './check.server';
import { keepArchive, keptArchiveDir, keptArchiveKey, readKeptArchive } from './kept.server';

/** Where the build reads news: Firestore when configured, content/news/ otherwise. */
export interface NewsOrigin {
  firebase: FirebaseSettings | null;
  localDir: string;
  /**
   * What a build does when Firestore, or Storage for a picture never
   * processed, cannot be read (an error, a request not answered within a
   * minute, permission denied, one failed page): `stop`, so that a deploy
   * never publishes fewer news than the live site has, nor an original
   * picture; or `spinner`, to go on without them, the pages waiting for the
   * live answer (the development server, `npm start`, pull-request previews).
   */
  ifUnreadable: 'stop' | 'spinner';
  /** Where the archive is kept for the next build, or null to keep none. */
  keptDir: string | null;
  /**
   * Whether a build with a kept archive lists every item's version (the
   * daily run: it sees an edit of an older item) rather than only the newest
   * items and the count, when those account for the collection.
   */
  listEverything?: boolean;
}

/**
 * How a build meets a Firestore it cannot read: it stops unless
 * ALLOW_NEWS_OUTAGE=1 lets it go on without the news (see NewsOrigin).
 */
export const ifNewsUnreadable = (env: Record<string, string | undefined> = process.env) =>
  env.ALLOW_NEWS_OUTAGE === '1' ? 'spinner' : 'stop';

/**
 * Where this build reads its news, decided here alone for the React Router
 * config (the pages made from the news) and the route loaders: Firestore
 * when `firebase` is set; the development server shows every page with or
 * without the news and keeps no archive.
 */
export function newsOrigin(
  firebase: FirebaseSettings | null,
  {
    dev = false,
    env = process.env,
  }: { dev?: boolean; env?: Record<string, string | undefined> } = {},
): NewsOrigin {
  return {
    firebase,
    localDir: LOCAL_NEWS_DIR,
    ifUnreadable: dev ? 'spinner' : ifNewsUnreadable(env),
    keptDir: dev ? null : keptArchiveDir(env),
    listEverything: env.NEWS_LIST_EVERYTHING === '1',
  };
}

/**
 * What changed since the kept archive. The listing comes from the cheap
 * question when it accounts for the whole collection, else from a listing of
 * every item's version (a few hundred bytes each); only the new and changed
 * items are read whole, with those whose pictures the cache lost or Storage
 * did not give last time. An item gone from the listing is gone from the archive.
 */
async function changedSince(
  source: FirestoreSource,
  keptEntries: ArchiveEntry[],
  listEverything: boolean,
): Promise<{ documents: (NewsDocument | ArchiveEntry)[]; listing: string }> {
  const question = listEverything ? null : await askWhatChanged(source, keptEntries);
  const listed = question?.listing ?? (await source.list());
  const listing = question?.listing
    ? `the newest ${NEWEST_ASKED} listed and counted, ${question.summary}`
    : 'every version listed';
  const kept = new Map(keptEntries.map((entry) => [entry.id, entry]));
  const pipeline = picturePipeline();
  const reused = new Map<string, ArchiveEntry>();
  for (const { id, version } of listed) {
    const entry = kept.get(id);
    if (entry?.version === version && !entry.incomplete && (await pipeline.reuse(entry.pictures)))
      reused.set(id, entry);
  }
  const read = new Map(
    (await source.get(listed.flatMap(({ id }) => (reused.has(id) ? [] : [id])))).map((item) => [
      item.id,
      item,
    ]),
  );
  return {
    documents: listed.flatMap(({ id }) => reused.get(id) ?? read.get(id) ?? []),
    listing: `${listing}, then the rest read whole`,
  };
}

/**
 * Every news item, read once. Local news that do not build stop the build
 * (the error names the file and the field). Firestore out of reach stops it
 * too, or with `ifUnreadable: 'spinner'` only warns and gives null: the
 * pages then show the spinner until the live answer comes, and no item has
 * a page until the next build. With `keptDir`, a build reads from Firestore
 * only what changed since the archive kept there, and keeps its own.
 */
export async function readNewsArchive({
  firebase,
  localDir,
  ifUnreadable,
  keptDir,
  listEverything = false,
}: NewsOrigin): Promise<NewsArchive | null> {
  if (!firebase)
    return archiveNews(await createLocalSource(localDir).all(), console.warn, {
      publicDir: PUBLIC_DIR,
      storage: null,
      strict: true,
    });
  const key = keptDir && (await keptArchiveKey(firebase));
  const kept = keptDir && key ? await readKeptArchive(keptDir, key) : null;
  let source: FirestoreSource;
  let read: Awaited<ReturnType<typeof changedSince>>;
  try {
    source = createFirestoreSource(firebase, { token: await firestoreToken(firebase) });
    read = kept
      ? await changedSince(source, kept, listEverything)
      : { documents: await source.all(), listing: 'read whole: no archive kept' };
  } catch (error) {
    const why = (error as Error).message;
    if (ifUnreadable === 'stop')
      throw new Error(
        `The news could not be read from Firestore (${why}). The build stops so that the site is not published with fewer news than the live one has; the live site keeps serving. Run it again once Firestore answers, or set ALLOW_NEWS_OUTAGE=1 for a build that may show the spinner instead.`,
      );
    console.warn(
      `Warning: the news could not be read from Firestore while building (${why}); the pages will show the spinner until the live news arrive.`,
    );
    return null;
  }
  const { documents } = read;
  const { requests, documents: answered, reads, bytes } = source.stats;
  const reused = documents.filter(isKept).length;
  console.info(
    `News: ${documents.length} items from Firestore, ${reused} of them kept from the last build (${read.listing}); ${requests} requests, ${answered} documents, ${reads} reads billed, ${megabytes(bytes)} downloaded.`,
  );
  const archive = await archiveNews(documents, console.warn, {
    publicDir: PUBLIC_DIR,
    storage: firebase.storage,
    strict: false,
    ifUnreachable: ifUnreadable === 'stop' ? 'stop' : 'leave-out',
  });
  if (keptDir && key) await keepArchive(keptDir, key, archive.entries);
  return archive;
}

const SHARED = Symbol.for('isc.news-archive');

/**
 * The archive of this build for `origin`, read once however many pages ask:
 * React Router lists the item pages (react-router.config.ts) and then renders
 * them in the same process, from other copies of this module, so the answer
 * is kept on the global object, by origin. In development every page reads
 * the files again.
 */
export function sharedNewsArchive(origin: NewsOrigin, reuse = true): Promise<NewsArchive | null> {
  if (!reuse) return readNewsArchive(origin);
  const global = globalThis as { [SHARED]?: Map<string, Promise<NewsArchive | null>> };
  const read = (global[SHARED] ??= new Map());
  const key = JSON.stringify(origin);
  if (!read.has(key)) read.set(key, readNewsArchive(origin));
  return read.get(key)!;
}
