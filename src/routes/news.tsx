import { Banner } from '~/layout/Banner/Banner';
import { NewsList } from '~/news/NewsList';
import { NEWS_PAGE_LIMIT } from '~/news/types';
import { school } from '~/site/identity';
import { paths } from '~/site/routes';
import { pageMeta } from '~/site/seo';

export const meta = () =>
  pageMeta(
    'Novedades',
    `Las últimas noticias del ${school.name}: actividades, celebraciones y avisos para las familias.`,
    paths.news,
  );

export default function News() {
  return (
    <>
      <Banner title="Novedades" image="/images/banner-novedades.svg" />
      <section className="container page-section" aria-label="Novedades">
        <NewsList limit={NEWS_PAGE_LIMIT} />
      </section>
    </>
  );
}
