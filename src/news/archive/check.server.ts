// Build time only: `npm run news:check`, the cheap question that decides
// whether a deploy is due, without building: the newest items' versions and
// the collection's count against the archive the last deploy kept.
import type { FirebaseSettings } from '~/site/firebase';
import { NEWS_PAGE_LIMIT } from '../model/types';
import { firestoreToken } from '../sources/credentials.server';
import { createFirestoreSource, type FirestoreSource } from '../sources/firestore.server';
import { compareWithKept, type NewsChanges, type Versioned } from './changes';
import { keptArchiveKey } from './kept-key.server';
import { readKeptArchive } from './kept.server';
import { everythingDue } from './schedule';

/** How many of the newest items the cheap question lists: a page of the news screen. */
export const NEWEST_ASKED = NEWS_PAGE_LIMIT;

/**
 * The cheap question, for this command and for the build alike: the newest
 * items' versions and the collection's count (about 22 reads at 2,000
 * items), compared with the kept archive. Nothing is asked without one.
 */
export async function askWhatChanged(
  source: FirestoreSource,
  kept: (Versioned & { incomplete?: true })[] | null,
): Promise<NewsChanges> {
  if (!kept) return compareWithKept(null, [], 0, NEWEST_ASKED);
  const [newest, count] = await Promise.all([source.newest(NEWEST_ASKED), source.count()]);
  return compareWithKept(kept, newest, count, NEWEST_ASKED);
}

export interface NewsCheck extends NewsChanges {
  /** What the question cost, as Firestore bills it. */
  requests: number;
  reads: number;
  bytes: number;
}

const hoursAgo = (then: Date, now: Date) =>
  `${Math.round((now.getTime() - then.getTime()) / 3_600_000)} hours ago`;

/**
 * Asks Firestore what changed since the archive kept in `keptDir`, unless the
 * daily listing of every version is due, which answers without asking.
 * Throws when Firestore cannot be asked: an unanswered question is never
 * "unchanged".
 */
export async function checkNews(
  firebase: FirebaseSettings,
  keptDir: string,
  now = new Date(),
): Promise<NewsCheck> {
  const kept = await readKeptArchive(keptDir, await keptArchiveKey(firebase));
  if (kept && everythingDue(kept.listedEverythingAt, now)) {
    const last = kept.listedEverythingAt;
    return {
      changed: true,
      listing: null,
      summary: `the daily listing of every item is due (the last was ${last ? hoursAgo(last, now) : 'never made'})`,
      requests: 0,
      reads: 0,
      bytes: 0,
    };
  }
  const source = createFirestoreSource(firebase, { token: await firestoreToken(firebase) });
  const changes = await askWhatChanged(source, kept?.entries ?? null);
  const { requests, reads, bytes } = source.stats;
  return { ...changes, requests, reads, bytes };
}
