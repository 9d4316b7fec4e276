import { newsArchive, rssFeed } from '~/news/archive/index.server';
import { NEWS_PAGE_LIMIT } from '~/news/model';

/** /rss.xml, prerendered as a file: the newest 20 items. */
export async function loader() {
  const items = (await newsArchive())?.items.slice(0, NEWS_PAGE_LIMIT) ?? [];
  return new Response(rssFeed(items), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
