import { toNewsItem } from './to-news-item';
import type { NewsSource } from './types';

/**
 * News compiled at build time from content/news/. The items arrive as their
 * own chunk on the first call, already newest first, shaped like Firestore
 * documents so they go through the same mapping.
 */
export const localSource: NewsSource = {
  async list(limit) {
    const { default: documents } = await import('virtual:local-news');
    return documents.slice(0, limit).flatMap((doc) => toNewsItem(doc.id, doc) ?? []);
  },
};
