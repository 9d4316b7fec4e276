import { formatDate } from '~/lib/dates';
import { newsPaths, paths } from '~/site/pages';
import type { PublishedItem } from '../archive/archive.server';
import { ShareButton } from '../list/ShareButton';

type Neighbour = Pick<PublishedItem, 'title' | 'path' | 'fecha'> | null;

/** One news item on its own page: title, date, the text, and the way on. */
export function NewsArticle({
  item,
  newer,
  older,
}: {
  item: Omit<PublishedItem, 'html' | 'leadHtml'>;
  newer: Neighbour;
  older: Neighbour;
}) {
  const date = formatDate(new Date(item.fecha));
  return (
    <article className="container page-section news-article">
      <p className="news-article__back" data-pagefind-ignore="all">
        <a href={paths.news}>← Novedades</a>
      </p>
      <h1 data-pagefind-meta="title">{item.title}</h1>
      <div className="news-card__head">
        <p className="news-card__date">
          <time dateTime={item.fecha}>{date}</time>
        </p>
        <ShareButton path={item.path} title={item.title} />
      </div>
      {/* Sanitised when the item was prepared (prepare.ts): safe rich text. A news
          item that mentions a rule ranks below the rule itself in the site search. */}
      <div
        className="news-card__body news-article__body"
        data-pagefind-weight="0.5"
        dangerouslySetInnerHTML={{ __html: item.pageHtml }}
      />
      <nav className="news-pager" aria-label="Otras novedades" data-pagefind-ignore="all">
        {newer && (
          <a href={newer.path} rel="prev" className="news-pager__newer">
            <span className="news-pager__label">Más reciente</span> {newer.title}
          </a>
        )}
        {older && (
          <a href={older.path} rel="next" className="news-pager__older">
            <span className="news-pager__label">Anterior</span> {older.title}
          </a>
        )}
      </nav>
      <p className="news-article__more" data-pagefind-ignore="all">
        <a href={paths.news}>Volver a Novedades</a> ·{' '}
        <a href={newsPaths.year(item.year)}>Todas las novedades de {item.year}</a>
      </p>
    </article>
  );
}
