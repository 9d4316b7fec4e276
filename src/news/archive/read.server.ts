// Build time only: where the build reads the news, what it does when it
// cannot, and the one read every page of the build shares.
import { PUBLIC_DIR } from '~/pictures/describe.server';
import { picturePipeline } from '~/pictures/pipeline.server';
import type { FirebaseSettings } from '~/site/firebase';
import type { NewsItem, NewsSource } from '../model/types';
import { createFirestoreSource } from '../sources/firestore.server';
import { createLocalSource, LOCAL_NEWS_DIR } from '../sources/local.server';
import {
  archiveNews,
  isKept,
  megabytes,
  type ArchiveEntry,
  type NewsArchive,
} from './archive.server';
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
  };
}

/**
 * What changed since the kept archive: every item's version is listed (a few
 * hundred bytes each), and only the new and changed ones are read whole,
 * with those whose pictures the cache lost or Storage did not give last
 * time. An item gone from the list is gone from the archive.
 */
async function changedSince(
  source: NewsSource,
  kept: Map<string, ArchiveEntry>,
): Promise<(NewsItem | ArchiveEntry)[]> {
  const listed = await source.list();
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
  return listed.flatMap(({ id }) => reused.get(id) ?? read.get(id) ?? []);
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
}: NewsOrigin): Promise<NewsArchive | null> {
  if (!firebase)
    return archiveNews(await createLocalSource(localDir).all(), console.warn, {
      publicDir: PUBLIC_DIR,
      storage: null,
      strict: true,
    });
  const source = createFirestoreSource(firebase);
  const key = keptDir && (await keptArchiveKey(firebase));
  const kept = keptDir && key ? await readKeptArchive(keptDir, key) : null;
  let documents: (NewsItem | ArchiveEntry)[];
  try {
    documents = kept ? await changedSince(source, kept) : await source.all();
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
  const { requests, documents: answered, reads, bytes } = source.stats;
  const reused = documents.filter(isKept).length;
  console.info(
    `News: ${documents.length} items from Firestore, ${reused} of them kept from the last build (${kept ? 'listed, then the rest read whole' : 'read whole: no archive kept'}); ${requests} requests, ${answered} documents, ${reads} reads billed, ${megabytes(bytes)} downloaded.`,
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
