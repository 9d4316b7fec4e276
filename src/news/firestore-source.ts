import type { FirebaseEnv } from './firebase-env';
import { toNewsItem } from './to-news-item';
import type { NewsItem, NewsSource } from './types';

export const COLLECTION = 'noticias';

/**
 * News from Cloud Firestore through the lite SDK (REST, no realtime). The SDK
 * is imported on the first call, so only screens that show news load it.
 */
export function createFirestoreSource(env: FirebaseEnv): NewsSource {
  let database: Promise<import('firebase/firestore/lite').Firestore> | undefined;

  const connect = async () => {
    const [{ initializeApp }, { getFirestore, connectFirestoreEmulator }] = await Promise.all([
      import('firebase/app'),
      import('firebase/firestore/lite'),
    ]);
    const app = initializeApp(env.options);
    const db = getFirestore(app);
    if (env.emulatorHost)
      connectFirestoreEmulator(db, env.emulatorHost.host, env.emulatorHost.port);
    if (env.authTokenSyncUrl) void startAuth(app, env);
    return db;
  };

  return {
    async list(limitCount: number): Promise<NewsItem[]> {
      const db = await (database ??= connect());
      const { collection, getDocs, limit, orderBy, query } =
        await import('firebase/firestore/lite');
      const snapshot = await getDocs(
        query(collection(db, COLLECTION), orderBy('fecha', 'desc'), limit(limitCount)),
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
