// Build time only: the news as the route loaders read them.
import { sharedNewsArchive, snapshotOf, type NewsArchive } from './archive.server';
import { firebaseEnv } from './config';
import { LOCAL_NEWS_DIR } from './local-source.server';
import type { NewsSnapshot } from './types';

/** Every item of this build (read once), or null when Firestore was out of reach. */
export function newsArchive(): Promise<NewsArchive | null> {
  return sharedNewsArchive(
    { firebase: firebaseEnv, localDir: LOCAL_NEWS_DIR },
    !import.meta.env.DEV,
  );
}

/** The newest `limit` items as a page's news block shows them. */
export async function newsSnapshot(limit: number): Promise<NewsSnapshot | null> {
  return snapshotOf(await newsArchive(), limit);
}
