import { formatDate } from '~/site/dates';
import { paths } from '~/site/pages';
import type { SafeNewsItem } from './types';

export function NewsCard({ item }: { item: SafeNewsItem }) {
  return (
    <article className="news-card" id={`noticia-${item.id}`}>
      <div className="news-card__head">
        <p className="news-card__date">
          {item.fecha ? <time dateTime={item.fecha}>{formatDate(new Date(item.fecha))}</time> : '-'}
        </p>
        {/* Shares the item on the news screen; unseen until the page script can (enhance/share.ts). */}
        <button
          type="button"
          className="news-share"
          data-pagefind-ignore=""
          data-share={`${paths.news}#noticia-${item.id}`}
          data-share-title={
            item.fecha ? `Novedad del ${formatDate(new Date(item.fecha))}` : 'Novedad'
          }
        >
          Compartir
        </button>
      </div>
      {/* Sanitised when the item was prepared (toSafeNews): safe rich text. */}
      <div className="news-card__body" dangerouslySetInnerHTML={{ __html: item.html }} />
    </article>
  );
}
