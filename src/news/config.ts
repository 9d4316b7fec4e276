import { parseFirebaseEnv } from './firebase-env';

/**
 * Where the news come from, decided once when the site is built: Firestore
 * when VITE_FIREBASE_* configure it, content/news/ otherwise (null).
 */
export const firebaseEnv = parseFirebaseEnv(import.meta.env);

/**
 * Live news: the pages carry a build-time snapshot and an island that asks
 * Firestore again in the browser. Local news are in the HTML and run no script.
 */
export const liveNews = firebaseEnv !== null;
