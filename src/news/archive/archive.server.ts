// Build time only: the archive of every news item, each prepared once for
// the pages, the feed and the sitemap.
import { JSDOM } from 'jsdom';
import {
  createStoragePictures,
  picturePipeline,
  type DownloadStats,
} from '~/pictures/index.server';
import { mapPool } from '~/lib/map-pool';
import type { StorageSettings } from '~/site/firebase';
import type { NewsPictureOptions } from '../html/pictures.server';
import { createSanitizer } from '../html/sanitize';
import type { NewsDocument, RejectedNews } from '../model/types';
import { archiveItem, type ArchiveEntry, type PublishedItem } from './item.server';
import type { NewsWarning } from './report';

export type { ArchiveEntry, PublishedItem } from './item.server';

export interface NewsArchive {
  /** Every document read, newest first, with its version, and its page when it has one. */
  entries: ArchiveEntry[];
  /** The items with pages, newest first. */
  items: PublishedItem[];
  /** Each year with news, newest first, and how many. */
  years: { year: number; count: number }[];
  /** What was asked of Storage for the pictures, when the news come from Firestore. */
  storage: DownloadStats | null;
  /** Each item left out, and each picture left out or kept as it is, every build. */
  warnings: NewsWarning[];
}

/** Where an archive's pictures come from, and what a picture that cannot be made does. */
type ArchivePictures = Pick<NewsPictureOptions, 'publicDir' | 'strict'> & {
  storage: StorageSettings | null;
  ifUnreachable?: NewsPictureOptions['ifUnreachable'];
};

/** Whether a document is an entry kept from the last build, rather than one read anew. */
export const isKept = (document: NewsDocument | ArchiveEntry): document is ArchiveEntry =>
  'pictures' in document;

/** The entry of a document a source rejected: listed with its version, shown nowhere. */
const rejectedEntry = ({ id, version, rejected }: RejectedNews): ArchiveEntry => ({
  id,
  version,
  item: null,
  pictures: [],
  skipped: rejected,
});

/**
 * The archive of `documents`, newest first: each NewsItem sanitised and
 * described (archiveItem), each entry kept from the last build as it is.
 * One left out (or rejected by its source) keeps its entry, so that it counts
 * as listed, and is named in `warnings` with why.
 */
export async function archiveNews(
  documents: (NewsDocument | ArchiveEntry)[],
  pictures?: ArchivePictures,
): Promise<NewsArchive> {
  const sanitize = createSanitizer(new JSDOM('').window as unknown as Window & typeof globalThis);
  const storage = pictures?.storage
    ? createStoragePictures(picturePipeline(), pictures.storage)
    : null;
  const context = {
    sanitize,
    pictures: pictures
      ? {
          publicDir: pictures.publicDir,
          strict: pictures.strict,
          ifUnreachable: pictures.ifUnreachable ?? 'leave-out',
          storage,
        }
      : null,
  };
  // A few items at a time: their pictures download while others encode.
  const entries = await mapPool(documents, 6, (document) =>
    isKept(document)
      ? Promise.resolve(document)
      : 'rejected' in document
        ? Promise.resolve(rejectedEntry(document))
        : archiveItem(document, context),
  );
  // Said on every build, for an entry kept from the last one as for one made anew.
  const warnings = entries.flatMap(({ id, skipped, notes = [] }) => [
    ...(skipped ? [{ item: id, warning: `Leaving out news item "${id}": ${skipped}.` }] : []),
    ...notes.map((warning) => ({ item: id, warning })),
  ]);
  const items = entries.flatMap((entry) => entry.item ?? []);
  const counts = new Map<number, number>();
  for (const { year } of items) counts.set(year, (counts.get(year) ?? 0) + 1);
  const years = [...counts]
    .map(([year, count]) => ({ year, count }))
    .sort((a, b) => b.year - a.year);
  return { entries, items, years, storage: storage && { ...storage.stats }, warnings };
}
