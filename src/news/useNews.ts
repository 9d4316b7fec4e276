import { useEffect, useReducer } from 'react';
import { fetchNews, initialNewsState, newsReducer, type NewsState } from './news-state';
import { getNewsSource } from './source';

/** The newest `limit` news items, fetched once the page is in the browser. */
export function useNews(limit: number): NewsState {
  const [state, dispatch] = useReducer(newsReducer, initialNewsState);
  useEffect(() => {
    let active = true;
    void fetchNews(getNewsSource(), limit).then((event) => {
      if (active) dispatch(event);
    });
    return () => {
      active = false;
    };
  }, [limit]);
  return state;
}
