import { formatDate } from '~/lib/dates';
import { paths } from '~/site/pages';
import { LIKELY_NEXT_ATTRIBUTE, NEWS_ITEM_LINK_CLASS } from '~/site/likely-next';
import type { CardItem } from '../model/types';
import { ShareButton } from './ShareButton';

/** The card's anchor: what precedes an item's id in the id of its card on the news screen. */
const ANCHOR = 'noticia-';

/** The id of the card that shows item `id`. */
const newsCardId = (id: string) => `${ANCHOR}${id}`;

/** The item a card element with id `cardId` shows, or null for an element that is no card. */
export const itemOfCardId = (cardId: string) =>
  cardId.startsWith(ANCHOR) ? cardId.slice(ANCHOR.length) : null;

/** Where an item lives: its own page, or its place on the news screen until it has one. */
const newsItemHref = (item: CardItem) => item.path ?? `${paths.news}#${newsCardId(item.id)}`;

/** One item; with `likelyNext`, its page is fetched ahead at once (src/site/speculation.ts). */
export function NewsCard({ item, likelyNext = false }: { item: CardItem; likelyNext?: boolean }) {
  const href = newsItemHref(item);
  return (
    <article className="news-card" id={newsCardId(item.id)}>
      <div className="news-card__head">
        <p className="news-card__date">
          {/* The date is the item's permalink, named by its title for screen readers. */}
          <a
            href={href}
            className={NEWS_ITEM_LINK_CLASS}
            {...(likelyNext && { [LIKELY_NEXT_ATTRIBUTE]: '' })}
          >
            {item.fecha ? (
              <time dateTime={item.fecha}>{formatDate(new Date(item.fecha))}</time>
            ) : (
              '-'
            )}
            <span className="visually-hidden">: {item.title}</span>
          </a>
        </p>
        <ShareButton path={href} title={item.title} />
      </div>
      {/* Sanitised when the item was prepared (prepare.ts): safe rich text. */}
      <div className="news-card__body" dangerouslySetInnerHTML={{ __html: item.html }} />
    </article>
  );
}
