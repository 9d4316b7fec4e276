import type { NewsItem, NewsSource } from './types';

/** Loading first; then the items, an empty list meaning "no news" (also after a failure). */
export type NewsState = { status: 'loading' } | { status: 'loaded'; items: NewsItem[] };

export type NewsEvent = { type: 'resolved'; items: NewsItem[] } | { type: 'failed' };

export const initialNewsState: NewsState = { status: 'loading' };

export function newsReducer(state: NewsState, event: NewsEvent): NewsState {
  if (state.status !== 'loading') return state;
  return { status: 'loaded', items: event.type === 'resolved' ? event.items : [] };
}

export const FETCH_TIMEOUT_MS = 10_000;

/**
 * Asks the source for news and settles as an event. Any failure (network,
 * permission, a malformed answer, no answer in time) is logged and becomes
 * `failed`; visitors then see the empty state.
 */
export async function fetchNews(
  source: NewsSource,
  limit: number,
  timeoutMs = FETCH_TIMEOUT_MS,
): Promise<NewsEvent> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`No answer within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
  });
  try {
    const items = await Promise.race([source.list(limit), timeout]);
    if (!Array.isArray(items)) throw new Error('The news source did not answer a list');
    return { type: 'resolved', items };
  } catch (error) {
    console.error('Error fetching documents', error);
    return { type: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}
