// What publishing costs, reckoned from measured runs: Firestore's reads and
// bytes a day, and GitHub's runner minutes a month. The schedule is the
// project's own (src/news/archive/schedule.ts), which the workflow test
// holds publish-news.yml's cron to.
import { importSource } from '../lib/source-modules.mjs';

const { QUESTION_EVERY_MINUTES } = await importSource('news/archive/schedule.ts');

/** Free tiers: Firestore's (Spark and Blaze alike) and a private repository's runner minutes. */
export const FREE = { readsPerDay: 50_000, gibPerMonth: 10, minutesPerMonth: 2_000 };

/**
 * A publication's time beside its build: the install, the deploy, the live
 * check and the cache saves (an estimate: they cannot run here).
 */
const PUBLICATION_OVERHEAD_S = 150;

/** GitHub bills each job by the minute, rounded up. */
const billed = (seconds) => Math.ceil(seconds / 60);

/**
 * A day at the scale's items: the question every QUESTION_EVERY_MINUTES (its
 * own job, well under a minute: its own small install), `changes` new items
 * (each a publication reading what changed), the daily publication listing
 * every version, and `visits` visits to the news screen in which nothing
 * changed; and the runner minutes a month that costs.
 */
export function dailyCost({ firestoreScale, liveCost, visits = 500, changes = 2 }) {
  const { question, oneNew, daily } = firestoreScale;
  const questionsPerDay = (24 * 60) / QUESTION_EVERY_MINUTES;
  const visit = liveCost.find((row) => row.page === 'news screen' && row.pasted === 1).unchanged;
  const publishing =
    questionsPerDay * question.reads + changes * oneNew.firestore.reads + daily.firestore.reads;
  const reads = publishing + visits * visit.reads;
  const mb =
    (changes * oneNew.firestore.wireKb * 1000 +
      daily.firestore.wireKb * 1000 +
      visits * visit.bytes) /
    1e6;
  const publication = (seconds) => billed(seconds + PUBLICATION_OVERHEAD_S);
  const minutesPerMonth =
    30 *
    (questionsPerDay * billed(1) +
      changes * publication(oneNew.seconds) +
      publication(daily.seconds));
  return {
    schedule: { everyMinutes: QUESTION_EVERY_MINUTES, questionsPerDay },
    changes,
    visits,
    visit,
    publishing,
    reads,
    mb,
    minutesPerMonth,
    free: FREE,
  };
}
