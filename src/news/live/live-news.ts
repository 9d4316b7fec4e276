// The live-news island. The page shows the news the build read; this asks
// Firestore once, without its SDK, and compares fingerprints. Only when the
// answer differs does it load what draws the new list (React, and DOMPurify
// when an item is new or edited).
import settings from 'virtual:firebase-settings';
import { queryNews } from '../sources/firestore-rest';
import type { LiveUpdate } from './show-live-news';
import type { NewsItem, ShownItem } from '../model/types';
import { newsVersion, sameVersions } from '../model/version';

/** How long a news request may take before it counts as failed (its answer still counts). */
export const FETCH_TIMEOUT_MS = 10_000;
export const FETCH_ERROR = 'Error fetching documents';

export interface LiveNewsProps {
  limit: number;
  /** What the block was built from, newest first; null when the build could not read it. */
  shown: ShownItem[] | null;
  /** Ids of the next items that have pages of their own (NewsSnapshot.paged). */
  paged: string[];
}

/** What the island needs from outside: the question, the drawing and the patience. */
export interface LiveNewsDeps {
  ask: (limit: number) => Promise<NewsItem[]>;
  show: (container: HTMLElement, update: LiveUpdate) => Promise<void>;
  timeoutMs: number;
}

const browserDeps: LiveNewsDeps = {
  ask: (limit) => {
    if (!settings) throw new Error('Live news need Firestore (VITE_FIREBASE_*)');
    return queryNews(settings, limit);
  },
  show: async (container, update) => {
    // A new or edited item needs the sanitiser: fetch it beside the renderer, not after it.
    const known = new Set(update.shown?.map((item) => item.version));
    if (update.items.some((item) => !known.has(item.version))) void import('../content/sanitize');
    return (await import('./show-live-news')).showLiveNews(container, update);
  },
  timeoutMs: FETCH_TIMEOUT_MS,
};

/** Marks what the live check found, for whoever waits on it (tests, tools). */
const mark = (container: HTMLElement, state: 'current' | 'updated' | 'failed') =>
  void (container.dataset.liveNews = state);

/**
 * Asks for the newest `limit` items and shows them if they differ from what
 * the build showed. A failure keeps what is shown (and, with no snapshot,
 * shows the empty message); an answer after `timeoutMs` is logged as a
 * failure but still shown when it comes.
 */
export async function mount(
  container: HTMLElement,
  { limit, shown, paged }: LiveNewsProps,
  deps: LiveNewsDeps = browserDeps,
): Promise<void> {
  if (settings?.authTokenSyncUrl && deps === browserDeps)
    void import('./auth-sync').then(({ startAuthTokenSync }) => startAuthTokenSync(settings!));

  const fail = async (error: unknown) => {
    console.error(FETCH_ERROR, error);
    if (!shown) await deps.show(container, { limit, shown, paged, items: [] });
    mark(container, 'failed');
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>(
    (resolve) => (timer = setTimeout(resolve, deps.timeoutMs, 'late')),
  );
  const answer = Promise.resolve().then(() => deps.ask(limit));

  let documents: NewsItem[];
  try {
    const first = await Promise.race([answer, late]);
    if (first === 'late') {
      await fail(new Error(`No answer within ${deps.timeoutMs / 1000} s`));
      documents = await answer;
    } else documents = first;
  } catch (error) {
    await fail(error);
    return;
  } finally {
    clearTimeout(timer);
  }

  const items = await Promise.all(
    documents.map(async (item) => ({ ...item, version: await newsVersion(item) })),
  );
  if (shown && sameVersions(shown, items)) return mark(container, 'current');
  await deps.show(container, { limit, shown, paged, items });
  mark(container, 'updated');
}
