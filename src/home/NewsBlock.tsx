import { SiteLink } from '~/layout/SiteLink/SiteLink';
import { NewsFeed } from '~/news/NewsFeed';
import { HOME_NEWS_LIMIT, type SafeNewsItem } from '~/news/types';
import { paths } from '~/site/pages';

export function NewsBlock({ snapshot }: { snapshot: SafeNewsItem[] | null }) {
  return (
    <section className="container home-section" aria-labelledby="novedades">
      <h2 id="novedades">Novedades</h2>
      <NewsFeed limit={HOME_NEWS_LIMIT} snapshot={snapshot} />
      <p>
        <SiteLink to={paths.newsAlias} className="button">
          Ver todas las novedades
        </SiteLink>
      </p>
    </section>
  );
}
