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
}

/** The one port to news: the newest items first, at most `limit`. */
export interface NewsSource {
  list(limit: number): Promise<NewsItem[]>;
}

/** Items on the home page and on the news screen (spec §9). */
export const HOME_NEWS_LIMIT = 2;
export const NEWS_PAGE_LIMIT = 20;
