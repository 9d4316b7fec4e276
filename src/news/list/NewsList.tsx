import { NewsCard } from './NewsCard';
import type { NewsState } from '../model/state';
import { HOME_NEWS_LIMIT } from '../model/types';

export const EMPTY_MESSAGE = 'Por el momento no hay novedades.';

/**
 * The news renderer: one state of a list of at most `limit` items (loading,
 * the items, or none), the same at build time and in the live island.
 */
export function NewsList({ state, limit }: { state: NewsState; limit: number }) {
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
      {state.items.slice(0, limit).map((item, index) => (
        <li key={item.id}>
          {/* On the news screen, the newest item is where a visitor most likely goes next. */}
          <NewsCard item={item} likelyNext={limit > HOME_NEWS_LIMIT && index === 0} />
        </li>
      ))}
    </ul>
  );
}
