import { describe, expect, it } from 'vitest';
import { everythingDue, LIST_EVERYTHING_AFTER_MS, QUESTION_EVERY_MINUTES } from './schedule';

const at = (iso: string) => new Date(iso);

describe('the daily listing of every version', () => {
  it('is due with no listing made, and a day less half a question after the last', () => {
    expect(everythingDue(null, at('2026-11-26T09:00:00Z'))).toBe(true);
    const last = at('2026-11-25T09:07:00Z');
    expect(everythingDue(last, at('2026-11-25T21:07:00Z'))).toBe(false);
    expect(everythingDue(last, at('2026-11-26T08:59:29Z'))).toBe(false);
    expect(everythingDue(last, at('2026-11-26T08:59:30Z'))).toBe(true);
    expect(LIST_EVERYTHING_AFTER_MS + (QUESTION_EVERY_MINUTES / 2) * 60_000).toBe(86_400_000);
  });

  /** The days' listings, on runs every quarter of an hour that start `late(run)` minutes late. */
  function listings(days: number, late: (run: number) => number) {
    const start = at('2026-11-25T09:07:00Z').getTime();
    let last = at('2026-11-25T09:07:00Z');
    const made: string[] = [];
    for (let run = 1; run <= 96 * days; run++) {
      const now = new Date(start + (run * QUESTION_EVERY_MINUTES + late(run)) * 60_000);
      if (everythingDue(last, now)) {
        made.push(now.toISOString().slice(11, 16));
        last = now;
      }
    }
    return made;
  }

  it('comes once a day and keeps its hour, runs on time or late by a few minutes', () => {
    expect(listings(5, () => 0)).toEqual(['09:07', '09:07', '09:07', '09:07', '09:07']);
    // Late by 0 to 6 minutes, a different delay each run.
    const made = listings(60, (run) => (run * 13) % 7);
    expect(made).toHaveLength(60);
    for (const time of made) expect(time >= '08:52' && time <= '09:28', time).toBe(true);
  });
});
