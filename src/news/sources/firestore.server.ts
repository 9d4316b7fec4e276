// Build time only: the collection as the build reads it, over the same REST
// API the browser's live check speaks (firestore-rest.ts).
import type { FirebaseSettings } from '~/site/firebase';
import type { ListedNews, NewsDocument, NewsSource } from '../model/types';
import {
  countNews,
  emptyStats,
  getNews,
  listNews,
  readNews,
  type Cursor,
  type NewsPage,
  type ReadStats,
  type RequestOptions,
} from './firestore-rest';

/** Documents per request while the build reads the collection. */
export const BUILD_PAGE_SIZE = 300;

/**
 * How long one request may take: a minute for 300 documents, each up to
 * 1 MiB. Per request, not for the whole read, so a collection that grows
 * never outgrows it.
 */
const REQUEST_TIMEOUT_MS = 60_000;

/** Every page of a query, each after the last document of the one before. */
async function allPages<T>(page: (after: Cursor | null) => Promise<NewsPage<T>>): Promise<T[]> {
  const items: T[] = [];
  let after: Cursor | null = null;
  do {
    const answer: NewsPage<T> = await page(after);
    items.push(...answer.items);
    after = answer.next;
  } while (after);
  return items;
}

/** The build's reader of Firestore: the port, and the two cheap questions. */
export interface FirestoreSource extends NewsSource {
  /** The newest `limit` items' ids, dates and versions: one request, a read each. */
  newest(limit: number): Promise<ListedNews[]>;
  /** How many items the collection holds: a read per 1,000. */
  count(): Promise<number>;
  stats: ReadStats;
}

interface FirestoreSourceOptions {
  pageSize?: number;
  timeoutMs?: number;
  /** The service account's access token (credentials.server.ts), or null for none. */
  token?: string | null;
}

/**
 * News from Cloud Firestore, for the build. Listing the collection costs a
 * read per document but a few hundred bytes each; getting an item whole
 * costs a read and its bytes. Any request that fails fails the whole read:
 * a part of the collection is never taken for all of it.
 */
export function createFirestoreSource(
  env: FirebaseSettings,
  {
    pageSize = BUILD_PAGE_SIZE,
    timeoutMs = REQUEST_TIMEOUT_MS,
    token = null,
  }: FirestoreSourceOptions = {},
): FirestoreSource {
  const stats = emptyStats();
  const options: RequestOptions = { timeoutMs, stats, token };
  return {
    stats,
    list: (): Promise<ListedNews[]> => allPages((after) => listNews(env, pageSize, after, options)),
    all: (): Promise<NewsDocument[]> =>
      allPages((after) => readNews(env, pageSize, after, options)),
    async get(ids) {
      const items: NewsDocument[] = [];
      for (let i = 0; i < ids.length; i += pageSize)
        items.push(...(await getNews(env, ids.slice(i, i + pageSize), options)));
      return items;
    },
    newest: async (limit) => (await listNews(env, limit, null, options)).items,
    count: () => countNews(env, options),
  };
}
