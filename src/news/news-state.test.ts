import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchNews, initialNewsState, newsReducer } from './news-state';
import type { NewsItem, NewsSource } from './types';

const item: NewsItem = { id: 'a', fecha: new Date(0), contenido: '<p>a</p>' };
const source = (list: NewsSource['list']): NewsSource => ({ list });

afterEach(() => vi.restoreAllMocks());

describe('newsReducer', () => {
  it('starts loading', () => {
    expect(initialNewsState).toEqual({ status: 'loading' });
  });

  it('shows the items once they arrive, or none after a failure', () => {
    expect(newsReducer(initialNewsState, { type: 'resolved', items: [item] })).toEqual({
      status: 'loaded',
      items: [item],
    });
    expect(newsReducer(initialNewsState, { type: 'resolved', items: [] })).toEqual({
      status: 'loaded',
      items: [],
    });
    expect(newsReducer(initialNewsState, { type: 'failed' })).toEqual({
      status: 'loaded',
      items: [],
    });
  });

  it('ignores a late event once loaded', () => {
    const loaded = newsReducer(initialNewsState, { type: 'resolved', items: [item] });
    expect(newsReducer(loaded, { type: 'failed' })).toBe(loaded);
  });
});

describe('fetchNews', () => {
  it('passes the limit and resolves with the items', async () => {
    const list = vi.fn(async () => [item]);
    expect(await fetchNews(source(list), 2)).toEqual({ type: 'resolved', items: [item] });
    expect(list).toHaveBeenCalledWith(2);
  });

  it('logs "Error fetching documents" and fails on a rejection or a non-list', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('permission-denied');
    expect(
      await fetchNews(
        source(() => Promise.reject(error)),
        20,
      ),
    ).toEqual({ type: 'failed' });
    expect(log).toHaveBeenCalledWith('Error fetching documents', error);
    expect(
      await fetchNews(
        source(async () => ({}) as never),
        20,
      ),
    ).toEqual({ type: 'failed' });
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('fails after 10 seconds without an answer', async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pending = fetchNews(
      source(() => new Promise(() => {})),
      2,
    );
    await vi.advanceTimersByTimeAsync(9_999);
    expect(log).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ type: 'failed' });
    expect(log).toHaveBeenCalledWith(
      'Error fetching documents',
      new Error('No answer within 10 s'),
    );
    vi.useRealTimers();
  });
});
