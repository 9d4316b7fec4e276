// A news item takes three shapes, one a stage:
// - what Firestore answered: `NewsDocument`, an item with its text (`NewsItem`)
//   or why it is none (`RejectedNews`); a listing gives its head alone (`ListedNews`);
// - what is published: `PublishedItem` (archive/item.server.ts), an item with a
//   page of its own, made once by the build;
// - what a card shows: `CardItem`, its HTML sanitised; the build's pages and
//   the browser's live list draw the same one.

/** An item as the collection's history knows it: which document, at which write. */
export interface Versioned {
  id: string;
  /**
   * What changes whenever the item is written, and only then: Firestore's
   * updateTime; a local file's fingerprint (version.ts). Compared for
   * equality only.
   */
  version: string;
}

/** A news item as a listing names it: its id, its date and its version, without its text. */
export interface ListedNews extends Versioned {
  /** Publication date, or null when the document has none or an invalid one. */
  fecha: Date | null;
}

/** A news item as a source gives it: a `noticias` document's id plus its data. */
export interface NewsItem extends ListedNews {
  /** Rich text as HTML, not yet sanitised. */
  contenido: string;
}

/**
 * A document a source could not read as a news item (its contenido is not
 * text): it is still listed, with its version, so that what a build left out
 * is known to be unchanged, as what it showed is.
 */
export interface RejectedNews extends ListedNews {
  /** Why it cannot be shown. */
  rejected: string;
}

/** What a source gives for a document: the item, or why it is none. */
export type NewsDocument = NewsItem | RejectedNews;

/**
 * What a card shows: its HTML sanitised, its date as ISO text. Plain data,
 * so it travels from the build into the page (an island's props).
 */
export interface CardItem {
  id: string;
  fecha: string | null;
  html: string;
  /** What the item is called: its first heading, bold lead or sentence (item-text.ts). */
  title: string;
  /** Its own page, or null while it has none (published after the build). */
  path: string | null;
}

/** An item a page's news block was built from: its version, title and page, if shown. */
export interface ShownItem extends Versioned {
  title?: string;
  path?: string | null;
}

/** What a page's news block shows, and what it was built from (for the live check). */
export interface NewsSnapshot {
  items: CardItem[];
  shown: ShownItem[];
  /**
   * The ids of as many items again, past these, that have pages of their
   * own: when items are deleted, those move up, and keep linking to their pages.
   */
  paged: string[];
}

/**
 * The one port to news at build time. A build that kept the archive of the
 * last one lists every item's version and gets only the new and changed
 * ones; a build with nothing kept reads them all.
 */
export interface NewsSource {
  /** Every item's id, date and version, newest first. */
  list(): Promise<ListedNews[]>;
  /** The items `ids` whole (one no longer there is left out). */
  get(ids: string[]): Promise<NewsDocument[]>;
  /** Every item whole, newest first. */
  all(): Promise<NewsDocument[]>;
}

/** Items on the home page and on the news screen (spec §9). */
export const HOME_NEWS_LIMIT = 2;
export const NEWS_PAGE_LIMIT = 20;
