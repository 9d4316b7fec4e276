import { toNewsItem } from './to-news-item';
import type { NewsSource } from './types';

/**
 * News from content/news/, compiled by the build (the `virtual:local-news`
 * module), newest first and shaped like Firestore documents, so they go
 * through the same mapping.
 */
export const localSource: NewsSource = {
  async list(limit) {
    const { default: documents } = await import('virtual:local-news');
    return documents.slice(0, limit).flatMap((doc) => toNewsItem(doc.id, doc) ?? []);
  },
};
