// Build time only: the build's read of the news, from content/news/ or from
// Firestore, where it reads only what changed since the archive the last
// build kept, and what an outage does (origin.server.ts decides which).
import { picturePipeline, PUBLIC_DIR } from '~/pictures/index.server';
import type { FirebaseSettings } from '~/site/firebase';
import type { NewsDocument } from '../model/types';
import { firestoreToken } from '../sources/credentials.server';
import { createFirestoreSource, type FirestoreSource } from '../sources/firestore.server';
import { createLocalSource } from '../sources/local.server';
import { archiveNews, isKept, type ArchiveEntry, type NewsArchive } from './archive.server';
import { askWhatChanged, NEWEST_ASKED } from './check.server';
import { keptArchiveKey } from './kept-key.server';
import { keepArchive, readKeptArchive, readListingRequest, type Kept } from './kept.server';
import type { NewsOrigin } from './origin.server';
import { newsLog, type NewsReport } from './report';
import { listingDue } from './schedule';

/** An archive as a build reads it, with what the read did. */
export interface ReadArchive extends NewsArchive {
  report: NewsReport;
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
): Promise<{
  documents: (NewsDocument | ArchiveEntry)[];
  listing: string;
  listedEverything: boolean;
}> {
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
    listedEverything: !question?.listing,
  };
}

/**
 * `archive` with its report, the items and warnings counted from it, and
 * the news lines of the build's log printed, every one from the report.
 */
function reported(
  archive: NewsArchive,
  report: Omit<NewsReport, 'items' | 'warnings' | 'outage'> & { outage?: string },
): ReadArchive {
  const full: NewsReport = {
    ...report,
    items: archive.items.length,
    warnings: archive.warnings,
    outage: report.outage ?? null,
  };
  const { info, warnings } = newsLog(full);
  for (const line of info) console.info(line);
  for (const line of warnings) console.warn(line);
  return { ...archive, report: full };
}

/** The local news, read whole: one that does not build stops the build, naming its file and line. */
async function readLocalArchive(localDir: string): Promise<ReadArchive> {
  const documents = await createLocalSource(localDir).all();
  const archive = await archiveNews(documents, {
    publicDir: PUBLIC_DIR,
    storage: null,
    strict: true,
  });
  return reported(archive, {
    source: 'local',
    listed: documents.length,
    kept: 0,
    listing: `${localDir} read whole`,
    firestore: null,
    storage: null,
  });
}

/**
 * What a build asks of Firestore: with an archive kept, what changed since
 * (every version listed when the daily listing is due or was asked for);
 * without one, every item whole.
 */
async function readDocuments(
  source: FirestoreSource,
  kept: Kept | null,
  { listEverything = false, listingRequest = null }: NewsOrigin,
  startedAt: Date,
): Promise<Awaited<ReturnType<typeof changedSince>>> {
  if (!kept)
    return {
      documents: await source.all(),
      listing: 'read whole: no archive kept',
      listedEverything: true,
    };
  const due =
    listEverything ||
    listingDue(
      kept.listedEverythingAt,
      startedAt,
      listingRequest ? await readListingRequest(listingRequest) : null,
    );
  return changedSince(source, kept.entries, due);
}

/**
 * Firestore out of reach (`why`): the build stops, so that the site is not
 * published with fewer news than the live one has; or, with `spinner`, an
 * empty archive whose report says why.
 */
function unreadable(why: string, ifUnreadable: NewsOrigin['ifUnreadable']): ReadArchive {
  if (ifUnreadable === 'stop')
    throw new Error(
      `The news could not be read from Firestore (${why}). The build stops so that the site is not published with fewer news than the live one has; the live site keeps serving. Run it again once Firestore answers, or set ALLOW_NEWS_OUTAGE=1 for a build that may show the spinner instead.`,
    );
  const none = { entries: [], items: [], years: [], storage: null, warnings: [] };
  return reported(none, {
    source: 'firestore',
    listed: 0,
    kept: 0,
    listing: 'not read',
    firestore: null,
    storage: null,
    outage: why,
  });
}

/**
 * The news from Firestore: what changed since the archive kept in
 * `keptDir` (or all of it), their pictures from Storage, and the archive
 * kept again for the next build.
 */
async function readFirestoreArchive(
  firebase: FirebaseSettings,
  origin: NewsOrigin,
): Promise<ReadArchive> {
  const { keptDir, ifUnreadable } = origin;
  const startedAt = new Date();
  const key = keptDir && (await keptArchiveKey(firebase));
  const kept = keptDir && key ? await readKeptArchive(keptDir, key) : null;
  let source: FirestoreSource;
  let read: Awaited<ReturnType<typeof readDocuments>>;
  try {
    source = createFirestoreSource(firebase, { token: await firestoreToken(firebase) });
    read = await readDocuments(source, kept, origin, startedAt);
  } catch (error) {
    return unreadable((error as Error).message, ifUnreadable);
  }
  const { documents } = read;
  // What the reads cost, before the pictures are asked of Storage.
  const firestore = { ...source.stats };
  const archive = await archiveNews(documents, {
    publicDir: PUBLIC_DIR,
    storage: firebase.storage,
    strict: false,
    ifUnreachable: ifUnreadable === 'stop' ? 'stop' : 'leave-out',
  });
  if (keptDir && key)
    await keepArchive(keptDir, key, {
      entries: archive.entries,
      listedEverythingAt: read.listedEverything ? startedAt : (kept?.listedEverythingAt ?? null),
    });
  return reported(archive, {
    source: 'firestore',
    listed: documents.length,
    kept: documents.filter(isKept).length,
    listing: read.listing,
    firestore,
    storage: archive.storage,
  });
}

/**
 * Every news item, read once: the local files, or Firestore (Firestore out
 * of reach stops the build, or with `ifUnreadable: 'spinner'` gives an empty
 * archive whose report says why, `outage`: the pages then show the spinner
 * until the live answer comes). With `keptDir`, a build reads from Firestore
 * only what changed since the archive kept there, and keeps its own.
 */
export async function readNewsArchive(origin: NewsOrigin): Promise<ReadArchive> {
  return origin.firebase
    ? readFirestoreArchive(origin.firebase, origin)
    : readLocalArchive(origin.localDir);
}
