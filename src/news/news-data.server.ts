// Build time only: the news as the route loaders read them.
import {
  ifNewsUnreadable,
  sharedNewsArchive,
  snapshotOf,
  type NewsArchive,
} from './archive.server';
import { firebaseEnv } from './config';
import { LOCAL_NEWS_DIR } from './local-source.server';
import type { NewsSnapshot } from './types';

/** Every item of this build (read once), or null when Firestore was out of reach. */
export function newsArchive(): Promise<NewsArchive | null> {
  const { DEV } = import.meta.env;
  return sharedNewsArchive(
    {
      firebase: firebaseEnv,
      localDir: LOCAL_NEWS_DIR,
      // The development server shows every page, with or without the news.
      ifUnreadable: DEV ? 'spinner' : ifNewsUnreadable(),
    },
    !DEV,
  );
}

/** The newest `limit` items as a page's news block shows them. */
export async function newsSnapshot(limit: number): Promise<NewsSnapshot | null> {
  return snapshotOf(await newsArchive(), limit);
}
