import { describe, expect, it } from 'vitest';
import { compareWithKept } from './changes';

/** `count` entries, newest first: ids n-(count-1) … n-0, each at version v1. */
const kept = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `n-${count - 1 - i}`, version: 'v1' }));
const WINDOW = 3;

describe('compareWithKept', () => {
  it('says nothing changed when the newest and the count are the kept ones, and gives the kept listing', () => {
    const last = kept(10);
    expect(compareWithKept(last, last.slice(0, WINDOW), 10, WINDOW)).toEqual({
      changed: false,
      listing: last,
      summary: 'nothing changed (10 items)',
    });
  });

  it('says a deploy is due with no archive, and only a full listing can tell', () => {
    expect(compareWithKept(null, [], 0, WINDOW)).toMatchObject({ changed: true, listing: null });
  });

  it('is due while an item waits for pictures Storage did not give', () => {
    const last = kept(5).map((entry, i) =>
      i === 4 ? { ...entry, incomplete: true as const } : entry,
    );
    expect(compareWithKept(last, last.slice(0, WINDOW), 5, WINDOW)).toMatchObject({
      changed: true,
      summary: '1 item waits for pictures Storage did not give last time',
    });
  });

  it('accounts for a new item among the newest with the kept ones below them', () => {
    const last = kept(10);
    const newest = [{ id: 'nueva', version: 'v1' }, ...last.slice(0, WINDOW - 1)];
    const { changed, listing, summary } = compareWithKept(last, newest, 11, WINDOW);
    expect(changed).toBe(true);
    expect(summary).toBe('1 new item, 11 items where the last deploy had 10');
    expect(listing).toEqual([...newest, ...last.slice(WINDOW - 1)]);
  });

  it('accounts for a deletion and an edit among the newest', () => {
    const last = kept(10);
    const newest = [{ ...last[0]!, version: 'v2' }, last[2]!, last[3]!];
    const { listing, summary } = compareWithKept(last, newest, 9, WINDOW);
    expect(summary).toBe('1 edited item, 9 items where the last deploy had 10');
    expect(listing).toEqual([...newest, ...last.slice(4)]);
  });

  it('cannot account for a change below the newest, nor for newest items all new', () => {
    const last = kept(10);
    // A new item dated years back: the count grows, the newest are the same.
    expect(compareWithKept(last, last.slice(0, WINDOW), 11, WINDOW).listing).toBeNull();
    // An old item deleted.
    expect(compareWithKept(last, last.slice(0, WINDOW), 9, WINDOW).listing).toBeNull();
    // The last of the newest is new: what lies below it is unknown.
    const fresh = [1, 2, 3].map((n) => ({ id: `nueva-${n}`, version: 'v1' }));
    expect(compareWithKept(last, fresh, 13, WINDOW).listing).toBeNull();
  });

  it('takes a collection smaller than the window as listed whole', () => {
    const last = kept(2);
    const newest = [{ id: 'nueva', version: 'v1' }, ...last];
    expect(compareWithKept(last, newest, 3, WINDOW).listing).toEqual(newest);
  });
});
