import type { CardItem } from './types';

/** Loading (nothing to show yet), or the items to show: an empty list means "no news". */
export type NewsState = { status: 'loading' } | { status: 'loaded'; items: CardItem[] };

/** The state a page starts in: its build-time snapshot if it has one, loading otherwise. */
export function initialNewsState(snapshot: CardItem[] | null): NewsState {
  return snapshot ? { status: 'loaded', items: snapshot } : { status: 'loading' };
}
