// The live-news island. The page shows the news the build read; this asks
// Firestore, without its SDK, for the newest items' versions alone (a few
// hundred bytes each), and compares them with the build's. Only when they
// differ does it get the new and edited items whole, and load what draws
// the new list (React, and DOMPurify for those items).
import settings from 'virtual:firebase-settings';
import { getNews, listNews } from '../sources/firestore-rest';
import type { LiveItem, LiveUpdate } from './show-live-news';
import type { NewsScreen } from '../model/screens';
import type { ListedNews, NewsDocument, ShownItem } from '../model/types';
import { sameVersions } from '../model/version';

/** How long a news request may take before it counts as failed (its answer still counts). */
const FETCH_TIMEOUT_MS = 10_000;
export const FETCH_ERROR = 'Error fetching documents';

export interface LiveNewsProps {
  /** The screen the list is on. */
  screen: NewsScreen;
  /**
   * How many items it shows: its screen's (NEWS_SCREENS), given by the view so
   * that this first module of the island does not load the table of screens
   * and the page registry it names.
   */
  limit: number;
  /** What the block was built from, newest first; null when the build could not read it. */
  shown: ShownItem[] | null;
  /** Ids of the next items that have pages of their own (NewsSnapshot.paged). */
  paged: string[];
}

/** What the island needs from outside: the two questions, the drawing and the patience. */
export interface LiveNewsDeps {
  /** The newest `limit` items' ids, dates and versions. */
  list: (limit: number) => Promise<ListedNews[]>;
  /** The items `ids` whole. */
  get: (ids: string[]) => Promise<NewsDocument[]>;
  show: (container: HTMLElement, update: LiveUpdate) => Promise<void>;
  timeoutMs: number;
}

const firebase = () => {
  if (!settings) throw new Error('Live news need Firestore (VITE_FIREBASE_*)');
  return settings;
};

const browserDeps: LiveNewsDeps = {
  list: async (limit) => (await listNews(firebase(), limit)).items,
  get: (ids) => getNews(firebase(), ids),
  show: async (container, update) => {
    // A new or edited item needs the sanitiser: fetch it beside the renderer, not after it.
    if (update.items.some((item) => 'contenido' in item)) void import('../html/sanitize');
    return (await import('./show-live-news')).showLiveNews(container, update);
  },
  timeoutMs: FETCH_TIMEOUT_MS,
};

/**
 * The live list, or null when it is what the build showed: each listed item
 * the build showed, at the same version, as it is (the page keeps its
 * rendering; one the build left out stays out); every other one got whole,
 * in one request.
 */
async function liveAnswer(
  limit: number,
  shown: ShownItem[] | null,
  known: Map<string, ShownItem>,
  deps: LiveNewsDeps,
): Promise<LiveItem[] | null> {
  const listed = await deps.list(limit);
  if (shown && sameVersions(shown, listed)) return null;
  const unchanged = (item: ListedNews) => known.get(item.id)?.version === item.version;
  const fresh = listed.filter((item) => !unchanged(item)).map((item) => item.id);
  const got = new Map((fresh.length ? await deps.get(fresh) : []).map((item) => [item.id, item]));
  return listed.flatMap((item): LiveItem[] => {
    if (unchanged(item)) return known.get(item.id)!.title ? [item] : [];
    const whole = got.get(item.id);
    return whole && !('rejected' in whole) ? [whole] : [];
  });
}

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
  { screen, limit, shown, paged }: LiveNewsProps,
  deps: LiveNewsDeps = browserDeps,
): Promise<void> {
  if (settings?.authTokenSyncUrl && deps === browserDeps)
    void import('./auth-sync').then(({ startAuthTokenSync }) => startAuthTokenSync(settings!));

  const fail = async (error: unknown) => {
    console.error(FETCH_ERROR, error);
    if (!shown) await deps.show(container, { screen, shown, paged, items: [] });
    mark(container, 'failed');
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>(
    (resolve) => (timer = setTimeout(resolve, deps.timeoutMs, 'late')),
  );
  // What the page shows, by id: props it cannot read fail the island, not the request.
  const known = new Map(shown?.map((item) => [item.id, item]));
  const answer = Promise.resolve().then(() => liveAnswer(limit, shown, known, deps));

  let answered: Awaited<typeof answer>;
  try {
    const first = await Promise.race([answer, late]);
    if (first === 'late') {
      await fail(new Error(`No answer within ${deps.timeoutMs / 1000} s`));
      answered = await answer;
    } else answered = first;
  } catch (error) {
    await fail(error);
    return;
  } finally {
    clearTimeout(timer);
  }

  if (!answered) return mark(container, 'current');
  await deps.show(container, { screen, shown, paged, items: answered });
  mark(container, 'updated');
}
