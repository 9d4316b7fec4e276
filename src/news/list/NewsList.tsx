import { marksNewestNewsItem } from '~/site/likely-next';
import { NewsCard } from './NewsCard';
import { NEWS_SCREENS, type NewsScreen } from '../model/screens';
import type { NewsState } from '../model/state';

export const EMPTY_MESSAGE = 'Por el momento no hay novedades.';

/**
 * The news renderer: one state of the list a `screen` shows (loading, the
 * items, or none), the same at build time and in the live island.
 */
export function NewsList({ state, screen }: { state: NewsState; screen: NewsScreen }) {
  const { path, limit, reservesScreen } = NEWS_SCREENS[screen];
  if (state.status === 'loading') {
    return (
      <div
        className={reservesScreen ? 'news-loading news-loading--page' : 'news-loading'}
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
          <NewsCard item={item} likelyNext={index === 0 && marksNewestNewsItem(path)} />
        </li>
      ))}
    </ul>
  );
}
