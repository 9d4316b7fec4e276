import type { NewsSource, SafeNewsItem } from './types';

/** Loading (nothing to show yet), or the items to show: an empty list means "no news". */
export type NewsState = { status: 'loading' } | { status: 'loaded'; items: SafeNewsItem[] };

export type NewsEvent = { type: 'resolved'; items: SafeNewsItem[] } | { type: 'failed' };

/** The state a page starts in: its build-time snapshot if it has one, loading otherwise. */
export function initialNewsState(snapshot: SafeNewsItem[] | null): NewsState {
  return snapshot ? { status: 'loaded', items: snapshot } : { status: 'loading' };
}

const sameItems = (a: SafeNewsItem[], b: SafeNewsItem[]) =>
  a.length === b.length &&
  a.every(
    (item, i) => item.id === b[i]!.id && item.fecha === b[i]!.fecha && item.html === b[i]!.html,
  );

/**
 * A live answer always wins, even a late one, unless it is what is already
 * shown (then the state, and so the DOM, stays as it is). A failure only
 * matters while nothing is shown: it becomes the empty state.
 */
export function newsReducer(state: NewsState, event: NewsEvent): NewsState {
  if (event.type === 'failed')
    return state.status === 'loading' ? { status: 'loaded', items: [] } : state;
  if (state.status === 'loaded' && sameItems(state.items, event.items)) return state;
  return { status: 'loaded', items: event.items };
}

export const FETCH_TIMEOUT_MS = 10_000;
export const FETCH_ERROR = 'Error fetching documents';

/**
 * Asks the source for news and reports the answer as events. Any failure
 * (network, permission, a malformed answer) is logged and reported as
 * `failed`; no answer within `timeoutMs` too, but an answer that arrives later
 * is still reported. Returns a function that stops reporting.
 */
export function requestNews(
  source: NewsSource,
  limit: number,
  prepare: (items: Awaited<ReturnType<NewsSource['list']>>) => SafeNewsItem[],
  report: (event: NewsEvent) => void,
  timeoutMs = FETCH_TIMEOUT_MS,
): () => void {
  let active = true;
  const emit = (event: NewsEvent) => active && report(event);
  const timer = setTimeout(() => {
    console.error(FETCH_ERROR, new Error(`No answer within ${timeoutMs / 1000} s`));
    emit({ type: 'failed' });
  }, timeoutMs);
  source
    .list(limit)
    .then((items) => {
      if (!Array.isArray(items)) throw new Error('The news source did not answer a list');
      emit({ type: 'resolved', items: prepare(items) });
    })
    .catch((error: unknown) => {
      console.error(FETCH_ERROR, error);
      emit({ type: 'failed' });
    })
    .finally(() => clearTimeout(timer));
  return () => {
    active = false;
    clearTimeout(timer);
  };
}
