import { formatDate } from '~/site/dates';
import type { SafeNewsItem } from './types';

export function NewsCard({ item }: { item: SafeNewsItem }) {
  return (
    <article className="news-card">
      <p className="news-card__date">
        {item.fecha ? <time dateTime={item.fecha}>{formatDate(new Date(item.fecha))}</time> : '-'}
      </p>
      {/* Sanitised when the item was prepared (toSafeNews): safe rich text. */}
      <div className="news-card__body" dangerouslySetInnerHTML={{ __html: item.html }} />
    </article>
  );
}
