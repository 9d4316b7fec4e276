// Build time only: the news as the route loaders read them. The archive's
// public surface: routes import from here, and nothing else of the archive.
import settings from 'virtual:firebase-settings';
import { NEWS_SCREENS, type NewsScreen, type ScreenNews } from '../model/screens';
import type { NewsArchive } from './archive.server';
import { newsOrigin } from './origin.server';
import { readable, sharedNewsArchive } from './shared.server';
import { snapshotOf } from './snapshot';

export type { ArchivedItem, NewsArchive } from './archive.server';
export type { PreviewPicture } from '~/pictures/index.server';
export type { NewsPicture } from '../html/item-text';
export { rssFeed } from './feed.server';

/** Every item of this build (read once), or null when Firestore was out of reach. */
export async function newsArchive(): Promise<NewsArchive | null> {
  const { DEV } = import.meta.env;
  return readable(await sharedNewsArchive(newsOrigin(settings, { dev: DEV }), !DEV));
}

/** The news of `screen`, as many as it shows (NEWS_SCREENS), its first photo leading if the list opens its page. */
export async function screenNews(screen: NewsScreen): Promise<ScreenNews> {
  const { limit, leads } = NEWS_SCREENS[screen];
  return { screen, snapshot: snapshotOf(await newsArchive(), limit, { lead: leads }) };
}
