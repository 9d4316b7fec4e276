import { SiteLink } from '~/layout/SiteLink/SiteLink';
import { NewsList } from '~/news/NewsList';
import { HOME_NEWS_LIMIT } from '~/news/types';
import { paths } from '~/site/routes';

export function NewsBlock() {
  return (
    <section className="container home-section" aria-labelledby="novedades">
      <h2 id="novedades">Novedades</h2>
      <NewsList limit={HOME_NEWS_LIMIT} />
      <p>
        <SiteLink to={paths.newsAlias} className="button">
          Ver todas las novedades
        </SiteLink>
      </p>
    </section>
  );
}
