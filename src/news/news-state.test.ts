import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialNewsState, newsReducer, requestNews, type NewsEvent } from './news-state';
import type { NewsItem, NewsSource, SafeNewsItem } from './types';

const safe = (id: string, html = `<p>${id}</p>`): SafeNewsItem => ({ id, fecha: null, html });
const raw: NewsItem = { id: 'a', fecha: new Date(0), contenido: '<p>a</p>' };
const source = (list: NewsSource['list']): NewsSource => ({ list });
const prepare = (items: NewsItem[]) => items.map((item) => safe(item.id, item.contenido));

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('initialNewsState', () => {
  it('starts from the snapshot, or loading without one', () => {
    expect(initialNewsState(null)).toEqual({ status: 'loading' });
    expect(initialNewsState([])).toEqual({ status: 'loaded', items: [] });
    expect(initialNewsState([safe('a')])).toEqual({ status: 'loaded', items: [safe('a')] });
  });
});

describe('newsReducer', () => {
  const loading = initialNewsState(null);

  it('shows the items once they arrive, or none after a failure while loading', () => {
    expect(newsReducer(loading, { type: 'resolved', items: [safe('a')] })).toEqual({
      status: 'loaded',
      items: [safe('a')],
    });
    expect(newsReducer(loading, { type: 'failed' })).toEqual({ status: 'loaded', items: [] });
  });

  it('keeps what is shown after a failure', () => {
    const shown = initialNewsState([safe('a')]);
    expect(newsReducer(shown, { type: 'failed' })).toBe(shown);
  });

  it('keeps the very same state when the answer is what is shown', () => {
    const shown = initialNewsState([safe('a'), safe('b')]);
    expect(newsReducer(shown, { type: 'resolved', items: [safe('a'), safe('b')] })).toBe(shown);
  });

  it('replaces what is shown when the answer differs, even after a failure', () => {
    const shown = initialNewsState([safe('a')]);
    for (const items of [[safe('b')], [safe('a', '<p>otra</p>')], [safe('a'), safe('b')], []]) {
      expect(newsReducer(shown, { type: 'resolved', items })).toEqual({ status: 'loaded', items });
    }
    const failed = newsReducer(initialNewsState(null), { type: 'failed' });
    expect(newsReducer(failed, { type: 'resolved', items: [safe('a')] })).toEqual({
      status: 'loaded',
      items: [safe('a')],
    });
  });
});

describe('requestNews', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('passes the limit and reports the prepared items', async () => {
    const list = vi.fn(async () => [raw]);
    const events: NewsEvent[] = [];
    requestNews(source(list), 2, prepare, (e) => events.push(e));
    await settle();
    expect(list).toHaveBeenCalledWith(2);
    expect(events).toEqual([{ type: 'resolved', items: [safe('a', '<p>a</p>')] }]);
  });

  it('logs "Error fetching documents" and reports a failure on a rejection or a non-list', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('permission-denied');
    const events: NewsEvent[] = [];
    requestNews(
      source(() => Promise.reject(error)),
      20,
      prepare,
      (e) => events.push(e),
    );
    requestNews(
      source(async () => ({}) as never),
      20,
      prepare,
      (e) => events.push(e),
    );
    await settle();
    expect(events).toEqual([{ type: 'failed' }, { type: 'failed' }]);
    expect(log).toHaveBeenCalledWith('Error fetching documents', error);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('reports a failure after 10 seconds without an answer, and a late answer still', async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: (items: NewsItem[]) => void = () => {};
    const events: NewsEvent[] = [];
    requestNews(
      source(() => new Promise((resolve) => (answer = resolve))),
      2,
      prepare,
      (e) => events.push(e),
    );
    await vi.advanceTimersByTimeAsync(9_999);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual([{ type: 'failed' }]);
    expect(log).toHaveBeenCalledWith(
      'Error fetching documents',
      new Error('No answer within 10 s'),
    );
    answer([raw]);
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([
      { type: 'failed' },
      { type: 'resolved', items: [safe('a', '<p>a</p>')] },
    ]);
  });

  it('reports nothing once stopped', async () => {
    const events: NewsEvent[] = [];
    const stop = requestNews(
      source(async () => [raw]),
      2,
      prepare,
      (e) => events.push(e),
    );
    stop();
    await settle();
    expect(events).toEqual([]);
  });
});
