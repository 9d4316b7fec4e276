import { Island } from '~/islands/Island';
import { liveNews } from './config';
import { initialNewsState } from './news-state';
import { NewsList } from './NewsList';
import type { NewsSnapshot } from './types';

/**
 * The news of a page as the build read them. Local news are plain HTML; with
 * Firestore they sit in the live-news island, which asks again in the
 * browser and redraws only if the answer differs.
 */
export function NewsFeed({ limit, snapshot }: { limit: number; snapshot: NewsSnapshot | null }) {
  const list = <NewsList state={initialNewsState(snapshot?.items ?? null)} limit={limit} />;
  if (!liveNews) return list;
  return (
    <Island
      name="live-news"
      props={{ limit, shown: snapshot?.shown ?? null, paged: snapshot?.paged ?? [] }}
    >
      {list}
    </Island>
  );
}
