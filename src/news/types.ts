/** A news item as the views see it, whatever the source. */
export interface NewsItem {
  id: string;
  /** Publication date, or null when the document has none or an invalid one. */
  fecha: Date | null;
  /** Rich text as HTML, not yet sanitised. */
  contenido: string;
}

/** The one port to news: the newest items first, at most `limit`. */
export interface NewsSource {
  list(limit: number): Promise<NewsItem[]>;
}

/** Items on the home page and on the news screen (spec §9). */
export const HOME_NEWS_LIMIT = 2;
export const NEWS_PAGE_LIMIT = 20;
