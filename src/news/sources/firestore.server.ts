// Build time only: the browser asks with firestore-rest.ts, without the SDK.
import { getApps, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { FIRESTORE, type FirebaseSettings } from '~/site/firebase';
import { toNewsItem } from '../model/to-news-item';
import type { NewsItem, NewsSource } from '../model/types';

/** Documents per query while the build reads the whole collection. */
export const BUILD_PAGE_SIZE = 300;

/**
 * How long one page may take: a minute for 300 documents, each up to 1 MiB.
 * Per page, not for the whole read, so a collection that grows never
 * outgrows it.
 */
const PAGE_TIMEOUT_MS = 60_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** What reading the collection cost: as Firestore bills it, and in bytes. */
export interface ReadStats {
  /** Documents answered, and the reads billed (at least one a query). */
  documents: number;
  reads: number;
  /** The documents' data, as JSON text: about what came over the network before compression. */
  bytes: number;
}

/**
 * News from Cloud Firestore through the lite SDK (REST, no realtime), for the
 * build: the whole collection, newest first, read in pages of `pageSize`
 * documents (each page starts after the last document of the one before).
 * A build costs one document read per item, plus one per page. Any page
 * that fails fails the whole read: a part of the collection is never
 * taken for all of it.
 */
export function createFirestoreSource(
  env: FirebaseSettings,
  pageSize = BUILD_PAGE_SIZE,
  pageTimeoutMs = PAGE_TIMEOUT_MS,
): NewsSource & { stats: ReadStats } {
  const stats: ReadStats = { documents: 0, reads: 0, bytes: 0 };
  const encoder = new TextEncoder();
  let database: ReturnType<typeof getFirestore> | undefined;

  const connect = () => {
    // A build has one source; a second one (a test) gets an app of its own.
    const app = getApps().length
      ? initializeApp(env.options, `noticias-${getApps().length}`)
      : initializeApp(env.options);
    const db = getFirestore(app);
    if (env.emulatorHost)
      connectFirestoreEmulator(db, env.emulatorHost.host, env.emulatorHost.port);
    return db;
  };

  return {
    stats,
    async all(): Promise<NewsItem[]> {
      const db = (database ??= connect());
      // A range condition on the timestamp type: Firestore then leaves out a
      // fecha stored as text (or anything else), which descending order would
      // otherwise put first. Documents without fecha are left out by the order.
      const newest = [
        where('fecha', '>=', new Timestamp(FIRESTORE.earliestSeconds, 0)),
        orderBy('fecha', 'desc'),
      ];
      const items: NewsItem[] = [];
      let last: QueryDocumentSnapshot | undefined;
      for (;;) {
        const after = last ? [startAfter(last)] : [];
        const page = await withTimeout(
          getDocs(
            query(collection(db, FIRESTORE.collection), ...newest, ...after, limit(pageSize)),
          ),
          pageTimeoutMs,
        );
        stats.documents += page.docs.length;
        stats.reads += Math.max(1, page.docs.length);
        for (const doc of page.docs) {
          const data = doc.data();
          stats.bytes += encoder.encode(JSON.stringify(data)).byteLength;
          const item = toNewsItem(doc.id, data);
          if (item) items.push(item);
        }
        if (page.docs.length < pageSize) return items;
        last = page.docs.at(-1);
      }
    },
  };
}
