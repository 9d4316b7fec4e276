import { useMemo } from 'react';
import { formatDate } from '~/site/dates';
import { sanitizeNewsHtml } from './sanitize';
import type { NewsItem } from './types';

export function NewsCard({ item }: { item: NewsItem }) {
  const html = useMemo(() => sanitizeNewsHtml(item.contenido), [item.contenido]);
  return (
    <article className="news-card">
      <p className="news-card__date">
        {item.fecha ? (
          <time dateTime={item.fecha.toISOString()}>{formatDate(item.fecha)}</time>
        ) : (
          '-'
        )}
      </p>
      {/* Sanitised just above: safe rich text from the news source. */}
      <div className="news-card__body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
