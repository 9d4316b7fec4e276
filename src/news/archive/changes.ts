// What changed in the collection since the archive the last build kept,
// told from the cheap question alone: the newest items' versions and the
// collection's count. Shared by `npm run news:check`, which decides whether
// a deploy is due, and the build, which then lists only the newest items.
import type { Versioned } from '../model/types';
import { sameVersions } from '../model/version';

/** What the cheap question found. */
export interface NewsChanges {
  /** Whether a deploy is due. */
  changed: boolean;
  /**
   * The whole listing as it stands now, newest first, when the question
   * accounts for it: the newest items as listed, then the kept ones below
   * them. Null when only a listing of every item can tell (no archive kept,
   * an item added or deleted below the newest, the newest all new).
   */
  listing: Versioned[] | null;
  /** One line a person can read: what changed, or that nothing did. */
  summary: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Compares the newest `window` items as listed now (`newest`, at most
 * `window` of them) and the collection's `count` with the kept archive's
 * entries, in the kept listing's order. Below the newest, only what the
 * count shows is seen: an edit of an older item waits for the daily run,
 * which lists everything.
 */
export function compareWithKept(
  kept: readonly (Versioned & { incomplete?: true })[] | null,
  newest: readonly Versioned[],
  count: number,
  window: number,
): NewsChanges {
  if (!kept)
    return { changed: true, listing: null, summary: 'no archive kept from the last deploy' };
  const waiting = kept.filter((entry) => entry.incomplete).length;
  if (sameVersions(newest, kept.slice(0, newest.length)) && count === kept.length) {
    const listing = kept.map(({ id, version }) => ({ id, version }));
    return waiting
      ? {
          changed: true,
          listing,
          summary: `${plural(waiting, 'item waits', 'items wait')} for pictures Storage did not give last time`,
        }
      : { changed: false, listing, summary: `nothing changed (${plural(count, 'item', 'items')})` };
  }
  const before = new Map(kept.map((entry) => [entry.id, entry.version]));
  const added = newest.filter((item) => !before.has(item.id)).length;
  const edited = newest.filter(
    (item) => before.has(item.id) && before.get(item.id) !== item.version,
  ).length;
  const told = [
    added && `${plural(added, 'new item', 'new items')}`,
    edited && `${plural(edited, 'edited item', 'edited items')}`,
    count !== kept.length && `${count} items where the last deploy had ${kept.length}`,
  ].filter(Boolean);
  const summary = told.length ? told.join(', ') : 'the newest items changed order';
  return { changed: true, listing: listingNow(kept, newest, count, window), summary };
}

/**
 * The whole listing, when the newest items and the kept ones below the last
 * of them add up to the count; null when they do not, or when the last of
 * the newest is new or edited (the kept archive cannot say what lies below).
 */
function listingNow(
  kept: readonly Versioned[],
  newest: readonly Versioned[],
  count: number,
  window: number,
): Versioned[] | null {
  const listed = newest.map(({ id, version }) => ({ id, version }));
  if (newest.length < window) return count === newest.length ? listed : null;
  const last = newest.at(-1)!;
  const at = kept.findIndex((entry) => entry.id === last.id && entry.version === last.version);
  if (at < 0) return null;
  const shown = new Set(newest.map((item) => item.id));
  const below = kept.slice(at + 1).filter((entry) => !shown.has(entry.id));
  return newest.length + below.length === count
    ? [...listed, ...below.map(({ id, version }) => ({ id, version }))]
    : null;
}
