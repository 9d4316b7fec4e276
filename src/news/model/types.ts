/** A news item as a source gives it: a `noticias` document's id plus its data. */
export interface NewsItem {
  id: string;
  /** Publication date, or null when the document has none or an invalid one. */
  fecha: Date | null;
  /** Rich text as HTML, not yet sanitised. */
  contenido: string;
}

/**
 * A news item ready to show: its HTML sanitised, its date as ISO text. Plain
 * data, so it travels from the build into the page (an island's props).
 */
export interface SafeNewsItem {
  id: string;
  fecha: string | null;
  html: string;
  /** What the item is called: its first heading, bold lead or sentence (item-text.ts). */
  title: string;
  /** Its own page, or null while it has none (published after the build). */
  path: string | null;
}

/** An item a page's news block was built from: its fingerprint, title and page, if shown. */
export interface ShownItem {
  id: string;
  /** Fingerprint of its date and text (version.ts). */
  version: string;
  title?: string;
  path?: string | null;
}

/** What a page's news block shows, and what it was built from (for the live check). */
export interface NewsSnapshot {
  items: SafeNewsItem[];
  shown: ShownItem[];
  /**
   * The ids of as many items again, past these, that have pages of their
   * own: when items are deleted, those move up, and keep linking to their pages.
   */
  paged: string[];
}

/**
 * The one port to news at build time: every item, newest first. The
 * Firestore source reads the collection in pages.
 */
export interface NewsSource {
  all(): Promise<NewsItem[]>;
}

/** Items on the home page and on the news screen (spec §9). */
export const HOME_NEWS_LIMIT = 2;
export const NEWS_PAGE_LIMIT = 20;
