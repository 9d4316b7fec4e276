import type { SafeNewsItem } from './types';

/** Loading (nothing to show yet), or the items to show: an empty list means "no news". */
export type NewsState = { status: 'loading' } | { status: 'loaded'; items: SafeNewsItem[] };

/** The state a page starts in: its build-time snapshot if it has one, loading otherwise. */
export function initialNewsState(snapshot: SafeNewsItem[] | null): NewsState {
  return snapshot ? { status: 'loaded', items: snapshot } : { status: 'loading' };
}

/** How long a news request may take before it counts as failed (its answer still counts). */
export const FETCH_TIMEOUT_MS = 10_000;
export const FETCH_ERROR = 'Error fetching documents';
