// Build time only (React Router keeps *.server modules out of the browser).
import { JSDOM } from 'jsdom';
import { PUBLIC_DIR, type PreviewPicture } from '~/pictures/describe.server';
import { picturePipeline } from '~/pictures/pipeline.server';
import { createStoragePictures } from '~/pictures/storage.server';
import { TIME_ZONE } from '~/site/dates';
import type { FirebaseSettings, StorageSettings } from '~/site/firebase';
import { newsPaths } from '~/site/pages';
import { elementsNamed, HEADINGS } from '../content/dom';
import { shiftHeadings, topHeadingLevel } from '../content/format';
import { deriveDescription, firstPicture, plainText, type NewsPicture } from '../content/item-text';
import {
  describeNewsPictures,
  writeNewsPictures,
  type NewsPictureOptions,
} from '../content/pictures.server';
import { prepareItem } from '../content/prepare';
import { createSanitizer } from '../content/sanitize';
import type { NewsItem, NewsSnapshot, SafeNewsItem } from '../model/types';
import { newsVersion } from '../model/version';
import { createFirestoreSource } from '../sources/firestore.server';
import { createLocalSource } from '../sources/local.server';

/** An item with a page of its own: what its page, the archive and the feed show. */
export interface ArchivedItem extends SafeNewsItem {
  fecha: string;
  path: string;
  year: number;
  description: string;
  picture: NewsPicture | null;
  /** Its link-preview picture, made from its first picture; null for the site's card. */
  preview: PreviewPicture | null;
  /** Its card's HTML when it is first on its page, with its first picture leading; null when that changes nothing. */
  leadHtml: string | null;
  /** Its HTML on its own page: the title is the page's h1, so headings move up one. */
  pageHtml: string;
}

export interface NewsArchive {
  /** Every document read, newest first, with its fingerprint, and its page when it has one. */
  entries: { id: string; version: string; item: ArchivedItem | null }[];
  /** The items with pages, newest first. */
  items: ArchivedItem[];
  /** Each year with news, newest first, and how many. */
  years: { year: number; count: number }[];
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

const yearOf = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: TIME_ZONE });

/**
 * Sanitises and describes every item. One that cannot be sanitised, dated
 * or titled is left out, and `warn` names its id and why: the content of one
 * item never stops the build or hides the others.
 */
export async function archiveNews(
  documents: NewsItem[],
  warn: (message: string) => void = console.warn,
  pictures?: Omit<NewsPictureOptions, 'warn' | 'storage'> & { storage: StorageSettings | null },
): Promise<NewsArchive> {
  const sanitize = createSanitizer(new JSDOM('').window as unknown as Window & typeof globalThis);
  const storage = pictures?.storage
    ? createStoragePictures(picturePipeline(), pictures.storage)
    : null;
  const versions = await Promise.all(documents.map(newsVersion));
  const archive = async (document: NewsItem, version: string) => {
    let prepared;
    try {
      if (!document.fecha) throw new Error('it has no valid fecha');
      prepared = prepareItem(document, sanitize);
    } catch (error) {
      warn(`Leaving out news item "${document.id}": ${(error as Error).message}.`);
      return { id: document.id, version, item: null };
    }
    const { root, ...shown } = prepared;
    const { pictures: described, preview } = pictures
      ? await describeNewsPictures(root, document.id, { ...pictures, storage, warn })
      : { pictures: [], preview: null };
    const page = root.cloneNode(true) as Element;
    writeNewsPictures(page, described, 'newsPage', true);
    // Its card as it shows first on a page (its first picture may lead), then anywhere else.
    writeNewsPictures(root, described, 'newsCard', true);
    const leadHtml = root.innerHTML;
    writeNewsPictures(root, described, 'newsCard', false);
    const html = root.innerHTML;
    const [top] = elementsNamed(page, ...HEADINGS);
    // The title is the page's h1: its heading is not repeated below it.
    if (top && plainText(top) === shown.title) top.remove();
    const level = topHeadingLevel(page);
    if (level) shiftHeadings(page, 2 - level);
    const item: ArchivedItem = {
      ...shown,
      html,
      fecha: document.fecha.toISOString(),
      path: newsPaths.item(document.id),
      year: Number(yearOf.format(document.fecha)),
      description: deriveDescription(root),
      picture: firstPicture(root),
      preview,
      leadHtml: leadHtml === html ? null : leadHtml,
      pageHtml: page.innerHTML,
    };
    return { id: document.id, version, item };
  };
  // A few items at a time: their pictures download while others encode.
  const entries: NewsArchive['entries'] = new Array(documents.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < documents.length; i = next++)
      entries[i] = await archive(documents[i]!, versions[i]!);
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  if (storage) {
    const { downloads, bytes, unchanged } = storage.stats;
    console.info(
      `Storage: ${downloads} news pictures downloaded (${megabytes(bytes)}), ${unchanged} unchanged (304).`,
    );
  }
  const items = entries.flatMap((entry) => entry.item ?? []);
  const counts = new Map<number, number>();
  for (const { year } of items) counts.set(year, (counts.get(year) ?? 0) + 1);
  const years = [...counts]
    .map(([year, count]) => ({ year, count }))
    .sort((a, b) => b.year - a.year);
  return { entries, items, years };
}

/** Where the build reads news: Firestore when configured, content/news/ otherwise. */
export interface NewsOrigin {
  firebase: FirebaseSettings | null;
  localDir: string;
  /**
   * What a build does when Firestore cannot be read whole (an error, a page
   * not answered within a minute, permission denied, one failed page): `stop`, so that a deploy
   * never publishes fewer news than the live site has; or `spinner`, to go
   * on without them, the pages waiting for the live answer (the development
   * server, `npm start`, pull-request previews).
   */
  ifUnreadable: 'stop' | 'spinner';
}

/**
 * How a build meets a Firestore it cannot read: it stops unless
 * ALLOW_NEWS_OUTAGE=1 lets it go on without the news (see NewsOrigin).
 */
export const ifNewsUnreadable = (env: Record<string, string | undefined> = process.env) =>
  env.ALLOW_NEWS_OUTAGE === '1' ? 'spinner' : 'stop';

/**
 * Every news item, read once. Local news that do not build stop the build
 * (the error names the file and the field). Firestore out of reach stops it
 * too, or with `ifUnreadable: 'spinner'` only warns and gives null: the
 * pages then show the spinner until the live answer comes, and no item has
 * a page until the next build.
 */
export async function readNewsArchive({
  firebase,
  localDir,
  ifUnreadable,
}: NewsOrigin): Promise<NewsArchive | null> {
  const pictures = { publicDir: PUBLIC_DIR, storage: firebase?.storage ?? null };
  if (!firebase)
    return archiveNews(await createLocalSource(localDir).all(), console.warn, {
      ...pictures,
      strict: true,
    });
  let documents: NewsItem[];
  // Auth (token sync) belongs to visitors' browsers, not to the build.
  const source = createFirestoreSource({ ...firebase, authTokenSyncUrl: undefined });
  try {
    documents = await source.all();
  } catch (error) {
    const why = (error as Error).message;
    if (ifUnreadable === 'stop')
      throw new Error(
        `The news could not be read from Firestore (${why}). The build stops so that the site is not published with fewer news than the live one has; the live site keeps serving. Run it again once Firestore answers, or set ALLOW_NEWS_OUTAGE=1 for a build that may show the spinner instead.`,
      );
    console.warn(
      `Warning: the news could not be read from Firestore while building (${why}); the pages will show the spinner until the live news arrive.`,
    );
    return null;
  }
  const { documents: count, reads, bytes } = source.stats;
  console.info(
    `News: ${count} documents read from Firestore (${reads} reads billed, ${megabytes(bytes)} of document data).`,
  );
  return archiveNews(documents, console.warn, { ...pictures, strict: false });
}

const SHARED = Symbol.for('isc.news-archive');

/**
 * The archive of this build for `origin`, read once however many pages ask:
 * React Router lists the item pages (react-router.config.ts) and then renders
 * them in the same process, from other copies of this module, so the answer
 * is kept on the global object, by origin. In development every page reads
 * the files again.
 */
export function sharedNewsArchive(origin: NewsOrigin, reuse = true): Promise<NewsArchive | null> {
  if (!reuse) return readNewsArchive(origin);
  const global = globalThis as { [SHARED]?: Map<string, Promise<NewsArchive | null>> };
  const read = (global[SHARED] ??= new Map());
  const key = JSON.stringify(origin);
  if (!read.has(key)) read.set(key, readNewsArchive(origin));
  return read.get(key)!;
}

/**
 * The newest `limit` documents, as a page's news block shows them. With
 * `lead`, the block is the first thing on its page: its first item's first
 * picture leads.
 */
export function snapshotOf(
  archive: NewsArchive | null,
  limit: number,
  { lead = false } = {},
): NewsSnapshot | null {
  if (!archive) return null;
  const entries = archive.entries.slice(0, limit);
  const items = entries.flatMap(({ item }) => item ?? []);
  return {
    paged: archive.entries.slice(limit, 2 * limit).flatMap(({ id, item }) => (item ? [id] : [])),
    items: items.map((item, index) => ({
      id: item.id,
      fecha: item.fecha,
      html: (lead && index === 0 && item.leadHtml) || item.html,
      title: item.title,
      path: item.path,
    })),
    shown: entries.map(({ id, version, item }) =>
      item ? { id, version, title: item.title, path: item.path } : { id, version },
    ),
  };
}
