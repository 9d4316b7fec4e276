// What publishing costs, reckoned from measured runs: Firestore's reads and
// bytes a day (the runner minutes are played, in minute-budget.mjs). The schedule is the
// project's own (src/news/archive/schedule.ts), which the workflow test
// holds publish-news.yml's cron to.
import { importSource } from '../lib/source-modules.mjs';

const { QUESTION_EVERY_MINUTES } = await importSource('news/archive/schedule.ts');

/** Firestore's free tier (Spark and Blaze alike). */
export const FREE = { readsPerDay: 50_000, gibPerMonth: 10 };

/**
 * A day at the scale's items: the question every QUESTION_EVERY_MINUTES (its
 * own job, well under a minute: its own small install), `changes` new items
 * (each a publication reading what changed), the daily publication listing
 * every version, and `visits` visits to the news screen in which nothing
 * changed.
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
  return {
    schedule: { everyMinutes: QUESTION_EVERY_MINUTES, questionsPerDay },
    changes,
    visits,
    visit,
    publishing,
    reads,
    mb,
    free: FREE,
  };
}
