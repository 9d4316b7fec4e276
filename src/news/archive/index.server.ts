// Build time only: the news as the route loaders read them. The archive's
// public surface: routes import from here, and nothing else of the archive.
import settings from 'virtual:firebase-settings';
import { LOCAL_NEWS_DIR } from '../sources/local.server';
import {
  ifNewsUnreadable,
  sharedNewsArchive,
  snapshotOf,
  type NewsArchive,
} from './archive.server';

export type { ArchivedItem, NewsArchive } from './archive.server';
export type { PreviewPicture } from '~/pictures/describe.server';
export type { NewsPicture } from '../content/item-text';
export { rssFeed } from './feed.server';

/** Every item of this build (read once), or null when Firestore was out of reach. */
export function newsArchive(): Promise<NewsArchive | null> {
  const { DEV } = import.meta.env;
  return sharedNewsArchive(
    {
      firebase: settings,
      localDir: LOCAL_NEWS_DIR,
      // The development server shows every page, with or without the news.
      ifUnreadable: DEV ? 'spinner' : ifNewsUnreadable(),
    },
    !DEV,
  );
}

/**
 * The newest `limit` items as a page's news block shows them; with `lead`,
 * the block opens its page and its first photo is fetched at once.
 */
export async function newsSnapshot(limit: number, options?: { lead?: boolean }) {
  return snapshotOf(await newsArchive(), limit, options);
}
