import type { FirebaseEnv } from './firebase-env';
import { toNewsItem } from './to-news-item';
import type { NewsItem, NewsSource } from './types';

export const COLLECTION = 'noticias';

/** The earliest timestamp Firestore stores: 0001-01-01T00:00:00Z. */
const EARLIEST_TIMESTAMP_SECONDS = -62_135_596_800;

/**
 * News from Cloud Firestore through the lite SDK (REST, no realtime). The SDK
 * is imported on the first call, so only screens that show news load it.
 */
export function createFirestoreSource(env: FirebaseEnv): NewsSource {
  let database: Promise<import('firebase/firestore/lite').Firestore> | undefined;

  const connect = async () => {
    const [{ getApps, initializeApp }, { getFirestore, connectFirestoreEmulator }] =
      await Promise.all([import('firebase/app'), import('firebase/firestore/lite')]);
    // A page has one source; a second one (a test) gets an app of its own.
    const app = getApps().length
      ? initializeApp(env.options, `noticias-${getApps().length}`)
      : initializeApp(env.options);
    const db = getFirestore(app);
    if (env.emulatorHost)
      connectFirestoreEmulator(db, env.emulatorHost.host, env.emulatorHost.port);
    if (env.authTokenSyncUrl) void startAuth(app, env);
    return db;
  };

  return {
    async list(limitCount: number): Promise<NewsItem[]> {
      const db = await (database ??= connect());
      const { collection, getDocs, limit, orderBy, query, Timestamp, where } =
        await import('firebase/firestore/lite');
      // A range condition on the timestamp type: Firestore then leaves out a
      // fecha stored as text (or anything else), which descending order would
      // otherwise put first. Documents without fecha are left out by the order.
      const anyTimestamp = where('fecha', '>=', new Timestamp(EARLIEST_TIMESTAMP_SECONDS, 0));
      const snapshot = await getDocs(
        query(
          collection(db, COLLECTION),
          anyTimestamp,
          orderBy('fecha', 'desc'),
          limit(limitCount),
        ),
      );
      return snapshot.docs.flatMap((doc) => toNewsItem(doc.id, doc.data()) ?? []);
    },
  };
}

/**
 * Auth keeps a same-origin cookie in sync with the ID token when the project
 * configures a token-sync URL. The SDK does the POST and DELETE itself; it
 * reads the URL and the maximum token age from __FIREBASE_DEFAULTS__.
 */
async function startAuth(app: import('firebase/app').FirebaseApp, env: FirebaseEnv) {
  const globals = globalThis as { __FIREBASE_DEFAULTS__?: Record<string, unknown> };
  globals.__FIREBASE_DEFAULTS__ = {
    ...globals.__FIREBASE_DEFAULTS__,
    _authTokenSyncURL: env.authTokenSyncUrl,
    _authIdTokenMaxAge: env.authIdTokenMaxAge,
  };
  const { getAuth } = await import('firebase/auth');
  getAuth(app);
}
