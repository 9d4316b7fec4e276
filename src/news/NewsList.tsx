import { NewsCard } from './NewsCard';
import { HOME_NEWS_LIMIT } from './types';
import { useNews } from './useNews';

export const EMPTY_MESSAGE = 'Por el momento no hay novedades.';

/** The newest `limit` news items, with the loading and empty states. */
export function NewsList({ limit }: { limit: number }) {
  const state = useNews(limit);
  if (state.status === 'loading') {
    return (
      // A long list reserves the screen, so the footer does not jump when it arrives.
      <div
        className={limit > HOME_NEWS_LIMIT ? 'news-loading news-loading--page' : 'news-loading'}
        role="status"
      >
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Cargando novedades…</span>
        <noscript>
          <p>Para ver las novedades, activá JavaScript en tu navegador.</p>
        </noscript>
      </div>
    );
  }
  if (!state.items.length) return <p className="news-empty">{EMPTY_MESSAGE}</p>;
  return (
    <ul className="news-list">
      {state.items.map((item) => (
        <li key={item.id}>
          <NewsCard item={item} />
        </li>
      ))}
    </ul>
  );
}
