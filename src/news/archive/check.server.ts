// Build time only: `npm run news:check`, the cheap question that decides
// whether a deploy is due, without building: the newest items' versions and
// the collection's count against the archive the last deploy kept.
import { endedSincePublished, type Notice } from '~/content/notice';
import type { FirebaseSettings } from '~/site/firebase';
import { NEWS_PAGE_LIMIT, type Versioned } from '../model/types';
import { firestoreToken } from '../sources/credentials.server';
import { createFirestoreSource, type FirestoreSource } from '../sources/firestore.server';
import { compareWithKept, type NewsChanges } from './changes';
import { keptArchiveKey } from './kept-key.server';
import { readKeptArchive } from './kept.server';
import { answerFromRecord, clock, type MainCommit, type PublicationRecord } from './record.server';
import { everythingDue, listingDue } from './schedule';

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

interface NewsCheck extends Omit<NewsChanges, 'listing'> {
  /**
   * Whether main as it stands is live and nothing is due: the last
   * publication went well, published main's commit, and Firestore has
   * nothing new. Only then may the schedule tell the heartbeat all is well.
   */
  live: boolean;
  /** What the question cost, as Firestore bills it. */
  requests: number;
  reads: number;
  bytes: number;
}

/** What the question reads besides Firestore. */
interface CheckInputs {
  /** The kept news archive's folder (kept.server.ts). */
  keptDir: string;
  /** The publication's record (record.server.ts), null when none is kept. */
  record: PublicationRecord | null;
  /** main as the job checked it out. */
  main: MainCommit;
  /** When the "Run workflow" button last asked for every item to be listed. */
  listingRequestedAt: Date | null;
  /** The families' notice as main has it (src/content/notice.ts), null when unreadable. */
  notice?: Notice | null;
  now?: Date;
}

const hoursAgo = (then: Date, now: Date) =>
  `${Math.round((now.getTime() - then.getTime()) / 3_600_000)} hours ago`;

const free = { requests: 0, reads: 0, bytes: 0 };

/**
 * Whether a deploy is due, asking Firestore only when nothing else decides:
 * first the publication's record (a failed publication is tried again after
 * its wait, a main the live site does not show is published), then the
 * families' notice (one the live pages carry has ended), then the daily
 * or requested listing of every version, then the cheap question. Throws
 * when Firestore cannot be asked: an unanswered question is never
 * "unchanged".
 */
export async function checkNews(
  firebase: FirebaseSettings,
  { keptDir, record, main, listingRequestedAt, notice = null, now = new Date() }: CheckInputs,
): Promise<NewsCheck> {
  const fromRecord = answerFromRecord(record, main, now);
  if (fromRecord) return { ...fromRecord, live: false, ...free };
  const ended =
    notice && record?.published && endedSincePublished(notice, record.published.at, now);
  if (ended)
    return {
      changed: true,
      live: false,
      summary: `the families' notice ended at ${clock(ended)} UTC, after the last publication: the pages are built again without it`,
      ...free,
    };
  const kept = await readKeptArchive(keptDir, await keptArchiveKey(firebase));
  if (kept && listingDue(kept.listedEverythingAt, now, listingRequestedAt)) {
    const last = kept.listedEverythingAt;
    return {
      changed: true,
      live: false,
      // Due, and not for the day: the button asked for it.
      summary: everythingDue(last, now)
        ? `the daily listing of every item is due (the last was ${last ? hoursAgo(last, now) : 'never made'})`
        : 'a listing of every item was asked for ("Run workflow")',
      ...free,
    };
  }
  const source = createFirestoreSource(firebase, { token: await firestoreToken(firebase) });
  const { changed, summary } = await askWhatChanged(source, kept?.entries ?? null);
  const { requests, reads, bytes } = source.stats;
  return { changed, summary, live: !changed, requests, reads, bytes };
}
