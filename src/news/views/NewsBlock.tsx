import { SiteLink } from '~/components/SiteLink/SiteLink';
import { NewsFeed } from './NewsFeed';
import type { ScreenNews } from '../model/screens';
import { paths } from '~/site/pages';
import { HOME_SECTION_CLASS } from '~/site/home-content';

export function NewsBlock({ news }: { news: ScreenNews }) {
  return (
    // Searched on the news screen, which holds the same items: one result each.
    <section
      className={`container ${HOME_SECTION_CLASS}`}
      aria-labelledby="novedades"
      data-pagefind-ignore="all"
    >
      <h2 id="novedades">Novedades</h2>
      <NewsFeed news={news} />
      <p>
        <SiteLink to={paths.newsAlias} className="button">
          Ver todas las novedades
        </SiteLink>
      </p>
    </section>
  );
}
