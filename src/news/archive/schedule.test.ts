import { describe, expect, it } from 'vitest';
import {
  everythingDue,
  LIST_EVERYTHING_AFTER_MS,
  listingDue,
  QUESTION_EVERY_MINUTES,
  RETRY_AT_MOST_EVERY_MINUTES,
  RETRY_MINUTES,
  retryAfterMinutes,
} from './schedule';

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

describe('a publication that keeps failing', () => {
  /** The tries made on questions every quarter of an hour, each failing, over `days`. */
  function tries(days: number) {
    const made: number[] = [];
    let failures = 0;
    let last = -Infinity;
    for (let minute = 0; minute < days * 1440; minute += QUESTION_EVERY_MINUTES)
      if (failures === 0 || minute - last >= retryAfterMinutes(failures)) {
        made.push(minute);
        failures += 1;
        last = minute;
      }
    return made;
  }

  it('is tried again after 15, 30, 60, 120, 240, then every 360 minutes: 8 tries the first day, 4 a day after', () => {
    const made = tries(3);
    expect(made.slice(0, 8)).toEqual([0, 15, 45, 105, 225, 465, 825, 1185]);
    expect(made.filter((minute) => minute < 1440)).toHaveLength(8);
    expect(made.filter((minute) => minute >= 1440 && minute < 2880)).toHaveLength(4);
    expect(retryAfterMinutes(99)).toBe(RETRY_AT_MOST_EVERY_MINUTES);
  });

  it('waits first one question, then twice as long each time, up to six hours', () => {
    expect(RETRY_MINUTES[0]).toBe(QUESTION_EVERY_MINUTES);
    for (const [index, minutes] of RETRY_MINUTES.slice(1).entries())
      expect(minutes).toBe(Math.min(RETRY_MINUTES[index]! * 2, 360));
    expect(RETRY_AT_MOST_EVERY_MINUTES).toBe(360);
  });
});

describe('the listing the "Run workflow" button asks for', () => {
  it('is due when asked after the last listing, and not once that listing is newer', () => {
    const listed = at('2026-11-26T09:07:00Z');
    const now = at('2026-11-26T12:00:00Z');
    expect(listingDue(listed, now, null)).toBe(false);
    expect(listingDue(listed, now, at('2026-11-26T11:59:00Z'))).toBe(true);
    expect(listingDue(listed, now, at('2026-11-26T09:00:00Z'))).toBe(false);
    expect(listingDue(null, now, null)).toBe(true);
  });
});
