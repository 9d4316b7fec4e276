import { parseDate, schoolYear } from '~/lib/dates';
import { newsPaths } from '~/site/pages';
import { asItemPage } from '../html/item-page';
import { prepareItem } from '../html/prepare';
import type { WindowLike } from 'dompurify';
import { createSanitizer, type Sanitize } from '../html/sanitize';
import { NewsCard } from '../list/NewsCard';
import { localNewsHtml } from '../sources/local-text';
import { NewsArticle } from './NewsArticle';

/** Why an item would not be published, as prepareItem says it, in Spanish. */
const REFUSALS: Record<string, string> = {
  'nothing is left to show once sanitised': 'No queda nada para mostrar: escribí su texto.',
  'it has no text or picture description to title it by':
    'No tiene un texto ni una descripción de imagen que le dé título.',
};

/**
 * A local news file (Markdown) as the editor's pane shows it, as staff
 * type: its card on the news screen and its own page, sanitised in the
 * pane's `window` and shaped as the build does (its pictures as written:
 * their widths are the build's).
 */
export function newsPreview(window: WindowLike) {
  const sanitize = createSanitizer(window);
  return function NewsPreview(props: { id: string; fecha: string | undefined; text: string }) {
    return <NewsItemPreview {...props} sanitize={sanitize} />;
  };
}

function NewsItemPreview({
  id,
  fecha,
  text,
  sanitize,
}: {
  id: string;
  fecha: string | undefined;
  text: string;
  sanitize: Sanitize;
}) {
  const date = fecha ? parseDate(fecha) : null;
  let prepared;
  try {
    prepared = prepareItem(
      { id, fecha: date, contenido: localNewsHtml(`${id}.md`, text), version: '' },
      sanitize,
    );
  } catch (error) {
    const reason = (error as Error).message;
    return (
      <p className="preview-problems" role="status">
        Esta noticia no se publicaría: {REFUSALS[reason] ?? reason}
      </p>
    );
  }
  const { root, card } = prepared;
  const page = root.cloneNode(true) as Element;
  asItemPage(page, card.title);
  const when = date ?? new Date();
  return (
    <>
      <p className="preview-caption">En Novedades</p>
      <div className="container">
        <NewsCard item={card} />
      </div>
      <p className="preview-caption">En su propia página</p>
      <NewsArticle
        item={{
          ...card,
          fecha: when.toISOString(),
          path: newsPaths.item(id),
          year: schoolYear(when),
          description: '',
          picture: null,
          preview: null,
          pageHtml: page.innerHTML,
        }}
        newer={null}
        older={null}
      />
    </>
  );
}
