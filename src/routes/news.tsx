import { NewsList } from '~/news/NewsList';
import { NEWS_PAGE_LIMIT } from '~/news/types';
import { school } from '~/site/identity';
import { pageMeta } from '~/site/seo';

export const meta = () =>
  pageMeta(
    'Novedades',
    `Las últimas noticias del ${school.name}: actividades, celebraciones y avisos para las familias.`,
  );

export default function News() {
  return (
    <section className="container page-section">
      <h1>Novedades</h1>
      <NewsList limit={NEWS_PAGE_LIMIT} />
    </section>
  );
}
