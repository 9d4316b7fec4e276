import { describe, expect, it } from 'vitest';
import { parseSettings } from '~/builder/plugins/settings.server';
import type { Notice } from '~/content/notice';
import { checkNews } from './check.server';

const FIREBASE = parseSettings({
  VITE_FIREBASE_PROJECT_ID: 'demo-isc',
  VITE_FIREBASE_API_KEY: 'clave-de-prueba',
  VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:9',
})!;
const MAIN = { commit: 'a'.repeat(40), committedAt: new Date('2028-06-01T12:00:00Z') };
const at = (iso: string) => new Date(iso);

/** A notice up until 7:00 on 6 June 2028, school time (10:00 UTC). */
const NOTICE: Notice = {
  shown: true,
  text: 'Hoy no hay clases.',
  level: 'urgent',
  end: '2028-06-06T07:00',
};

/** The question, main published at `publishedAt`: it must decide before any kept archive or Firestore is read. */
const ask = (notice: Notice | null, publishedAt: string, now: string) =>
  checkNews(FIREBASE, {
    keptDir: '/no-hay-archivo',
    record: {
      published: { commit: MAIN.commit, at: at(publishedAt) },
      failures: 0,
      lastFailureAt: null,
      signInFailed: false,
    },
    main: MAIN,
    listingRequestedAt: null,
    notice,
    now: at(now),
  });

describe('the scheduled question and the families’ notice', () => {
  it('publishes again once a notice the live pages carry has ended, and says so', async () => {
    const answer = await ask(NOTICE, '2028-06-05T11:00:00Z', '2028-06-06T10:07:00Z');
    expect(answer).toMatchObject({ changed: true, live: false, reads: 0 });
    expect(answer.summary).toBe(
      "the families' notice ended at 10:00 UTC, after the last publication: the pages are built again without it",
    );
  });

  it('leaves it to the rest of the question before its end, once published without it, or when it is off', async () => {
    // Each goes on to the kept archive, which is not there here.
    for (const [notice, publishedAt, now] of [
      [NOTICE, '2028-06-05T11:00:00Z', '2028-06-06T09:59:00Z'],
      [NOTICE, '2028-06-06T10:20:00Z', '2028-06-06T10:22:00Z'],
      [{ ...NOTICE, shown: false }, '2028-06-05T11:00:00Z', '2028-06-06T10:07:00Z'],
      [null, '2028-06-05T11:00:00Z', '2028-06-06T10:07:00Z'],
    ] as const)
      expect((await ask(notice, publishedAt, now)).summary).toBe(
        'no archive kept from the last deploy',
      );
  });
});
