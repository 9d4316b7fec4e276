// Build time only: the news as the route loaders read them. The archive's
// public surface: routes import from here, and nothing else of the archive.
import settings from 'virtual:firebase-settings';
import { buildDirectory } from '~/lib/build-directory';
import { newsSlug } from '~/site/pages';
import { NEWS_SCREENS, type NewsScreen, type ScreenNews } from '../model/screens';
import type { NewsArchive, PublishedItem } from './archive.server';
import { newsOrigin } from './origin.server';
import { readNewsArchive, type ReadArchive } from './read.server';
import { snapshotOf } from './snapshot';
import { newsOfBuild, readable } from './this-build.server';

export type { PublishedItem, NewsArchive } from './archive.server';
export type { PreviewPicture } from '~/pictures/index.server';
export type { NewsPicture } from '../html/item-text';
export { rssFeed } from './feed.server';

let ofThisBuild: Promise<ReadArchive> | undefined;

/**
 * Every item of this build, as the build read them before any page, or null
 * when Firestore was out of reach. The development server reads the news
 * again for every page.
 */
export async function newsArchive(): Promise<NewsArchive | null> {
  if (import.meta.env.DEV)
    return readable(await readNewsArchive(newsOrigin(settings, { dev: true })));
  ofThisBuild ??= newsOfBuild(buildDirectory());
  return readable(await ofThisBuild);
}

/** The news of `screen`, as many as it shows (NEWS_SCREENS), its first photo leading if the list opens its page. */
export async function screenNews(screen: NewsScreen): Promise<ScreenNews> {
  const { limit, leads } = NEWS_SCREENS[screen];
  return { screen, snapshot: snapshotOf(await newsArchive(), limit, { lead: leads }) };
}

/** Each archive's items by address segment: thousands of pages look theirs up. */
const bySlug = new WeakMap<NewsArchive, Map<string, number>>();

/**
 * The item of this build whose address ends in `slug`, with the items
 * either side of it (newer, older), or null when there is none.
 */
export async function newsItemAt(slug: string): Promise<{
  item: PublishedItem;
  newer: PublishedItem | undefined;
  older: PublishedItem | undefined;
} | null> {
  const archive = await newsArchive();
  if (!archive) return null;
  let index = bySlug.get(archive);
  if (!index)
    bySlug.set(archive, (index = new Map(archive.items.map((item, i) => [newsSlug(item.id), i]))));
  const at = index.get(slug);
  if (at === undefined) return null;
  return { item: archive.items[at]!, newer: archive.items[at - 1], older: archive.items[at + 1] };
}
