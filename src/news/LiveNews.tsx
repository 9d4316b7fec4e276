import { useEffect, useReducer } from 'react';
import { firebaseEnv } from './config';
import { createFirestoreSource } from './firestore-source';
import { initialNewsState, newsReducer, requestNews } from './news-state';
import { NewsList } from './NewsList';
import { createSanitizer, toSafeNews, type Sanitize } from './sanitize';
import type { NewsSource, SafeNewsItem } from './types';

export interface LiveNewsProps {
  limit: number;
  /** The items read when the page was built, or null if the build could not read them. */
  snapshot: SafeNewsItem[] | null;
}

let source: NewsSource | undefined;
let sanitize: Sanitize | undefined;

/**
 * The live news island: starts from the build's snapshot (or the spinner),
 * asks Firestore again once in the browser and shows its answer when it
 * differs. A failed request leaves the snapshot in place.
 */
export default function LiveNews({ limit, snapshot }: LiveNewsProps) {
  const [state, dispatch] = useReducer(newsReducer, snapshot, initialNewsState);
  useEffect(() => {
    if (!firebaseEnv) throw new Error('Live news need Firestore (VITE_FIREBASE_*)');
    source ??= createFirestoreSource(firebaseEnv);
    sanitize ??= createSanitizer(window);
    return requestNews(source, limit, (items) => toSafeNews(items, sanitize!), dispatch);
  }, [limit]);
  return <NewsList state={state} limit={limit} />;
}
