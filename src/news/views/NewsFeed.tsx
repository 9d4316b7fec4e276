import { Island } from '~/islands/Island';
import { liveNewsIsland } from '../live/island';
import settings from 'virtual:firebase-settings';
import { NEWS_SCREENS, type ScreenNews } from '../model/screens';
import { initialNewsState } from '../model/state';
import { NewsList } from '../list/NewsList';

/**
 * The news of a page as the build read them. Local news are plain HTML; with
 * Firestore they sit in the live-news island, which asks again in the
 * browser and redraws only if the answer differs.
 */
export function NewsFeed({ news: { screen, snapshot } }: { news: ScreenNews }) {
  const list = <NewsList state={initialNewsState(snapshot?.items ?? null)} screen={screen} />;
  // Local news are in the HTML and run no script.
  if (!settings) return list;
  return (
    <Island
      island={liveNewsIsland}
      props={{
        screen,
        limit: NEWS_SCREENS[screen].limit,
        shown: snapshot?.shown ?? null,
        paged: snapshot?.paged ?? [],
      }}
    >
      {list}
    </Island>
  );
}
