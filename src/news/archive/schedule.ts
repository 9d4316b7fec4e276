// How often publishing asks and lists, decided here alone: the schedule's
// cron (publish-news.yml, held to QUESTION_EVERY_MINUTES by its test), the
// question, the build and the benchmark's cost model read it.

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
