// How often publishing asks and lists, decided here alone: the schedule's
// cron (publish-news.yml, held to QUESTION_EVERY_MINUTES by its test), the
// question, the build and the benchmark's cost model read it.
import retryMinutes from './retry-minutes.json';

/** The schedule asks Firestore whether anything changed this often. */
export const QUESTION_EVERY_MINUTES = 15;

/**
 * Every item's version is listed again (which sees an edit of an older item)
 * once the last listing of them all is this old: a day less half a question,
 * so that the daily listing keeps its hour though GitHub starts each run a
 * few minutes late, by more some days than others. It is a property of the kept
 * archive, not of a particular run: a run that is cancelled or superseded
 * leaves it due, and the next run, whichever it is, lists everything.
 */
export const LIST_EVERYTHING_AFTER_MS = (24 * 60 - QUESTION_EVERY_MINUTES / 2) * 60 * 1000;

/** Whether the daily listing of every version is due, given when the last was made. */
export const everythingDue = (listedEverythingAt: Date | null, now = new Date()) =>
  !listedEverythingAt || now.getTime() - listedEverythingAt.getTime() >= LIST_EVERYTHING_AFTER_MS;

/**
 * Whether the daily listing is due, or a listing the "Run workflow" button
 * asked for (`requestedAt`, kept.server.ts) was not made since.
 */
export const listingDue = (
  listedEverythingAt: Date | null,
  now = new Date(),
  requestedAt: Date | null = null,
) =>
  everythingDue(listedEverythingAt, now) ||
  (requestedAt !== null && listedEverythingAt !== null && requestedAt > listedEverythingAt);

/**
 * After a live publication failed (or the question before it), the schedule
 * publishes again, not at every question but after these many minutes: 15,
 * 30, 60, 120, 240, then every 360 (8 tries the first day, 4 a day after),
 * each failed try at most the publication job's time limit (publish.yml).
 * Kept as data (retry-minutes.json) so that the workflow's first step, which
 * runs before anything is installed, reads the same waits
 * (scripts/commands/record-publication.sh waiting).
 */
export const RETRY_MINUTES: readonly number[] = retryMinutes.afterFailures;

/**
 * After a publication whose sign-in to Google failed (the service account's
 * key is broken, expired or deleted), the wait is a day, however many failed
 * before: a key does not mend itself, and each failed try is a red run that
 * GitHub mails. The issue says how to renew the key and to publish at once
 * with "Run workflow", which does not wait.
 */
export const SIGN_IN_RETRY_MINUTES: number = retryMinutes.afterSignIn;

/** The wait after `failures` failed publications in a row, the last one's sign-in failed or not. */
export const retryAfterMinutes = (failures: number, signInFailed = false) =>
  signInFailed
    ? SIGN_IN_RETRY_MINUTES
    : RETRY_MINUTES[Math.min(Math.max(failures, 1), RETRY_MINUTES.length) - 1]!;

/** The longest wait between tries of a publication that keeps failing. */
export const RETRY_AT_MOST_EVERY_MINUTES = RETRY_MINUTES.at(-1)!;

/**
 * A commit on main younger than this is the push deploy's to publish (it
 * takes a few minutes, and an hour leaves room for one waiting behind
 * another); past it, a main the live site does not show is published by the
 * schedule.
 */
export const PUSH_DEPLOY_MINUTES = 60;
