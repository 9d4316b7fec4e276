import { parseFirebaseEnv } from './firebase-env';
import { createFirestoreSource } from './firestore-source';
import { localSource } from './local-source';
import type { NewsSource } from './types';

let source: NewsSource | undefined;

/** Firestore when VITE_FIREBASE_* configure it, the local news otherwise. */
export function getNewsSource(): NewsSource {
  if (!source) {
    const env = parseFirebaseEnv(import.meta.env);
    source = env ? createFirestoreSource(env) : localSource;
  }
  return source;
}
