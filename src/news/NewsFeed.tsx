import { Island } from '~/islands/Island';
import { liveNews } from './config';
import LiveNews, { type LiveNewsProps } from './LiveNews';
import { initialNewsState } from './news-state';
import { NewsList } from './NewsList';

/**
 * The news of a page as the build read them. Local news are plain HTML; with
 * Firestore they sit in the live-news island, which asks again in the browser.
 */
export function NewsFeed(props: LiveNewsProps) {
  if (liveNews) return <Island name="live-news" component={LiveNews} props={props} />;
  return <NewsList state={initialNewsState(props.snapshot)} limit={props.limit} />;
}
