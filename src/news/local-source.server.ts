// Build time only: reads content/news/ from the disk.
import { loadLocalNews } from '~/integrations/local-news';
import { toNewsItem } from './to-news-item';
import type { NewsSource } from './types';

/** Where staff keep local news, from the project's root. */
export const LOCAL_NEWS_DIR = 'content/news';

/**
 * News from the files of `dir` (content/news/), newest first and shaped like
 * Firestore documents, so they go through the same mapping.
 */
export function createLocalSource(dir: string): NewsSource {
  return {
    async all() {
      const documents = await loadLocalNews(dir);
      return documents.flatMap((doc) => toNewsItem(doc.id, doc) ?? []);
    },
  };
}
