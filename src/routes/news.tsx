import { bannerPicture } from '~/components/Banner/banner.server';
import { Banner } from '~/components/Banner/Banner';
import { newsArchive, screenNews } from '~/news/archive/index.server';
import { NewsFeed, NewsYears } from '~/news/views';
import { school } from '~/site/identity';
import { paths } from '~/site/pages';
import { pageMeta } from '~/site/seo';
import type { Route } from './+types/news';
import '../../styles/pages/news.scss';

export const meta = () =>
  pageMeta(
    'Novedades',
    `Las últimas noticias del ${school.name}: actividades, celebraciones y avisos para las familias.`,
    paths.news,
  );

/** Runs while the page is prerendered: the news go into the HTML. */
export async function loader() {
  const archive = await newsArchive();
  return {
    banner: await bannerPicture('/images/banner-novedades.svg', 'src/routes/news.tsx'),
    news: await screenNews('news'),
    years: archive?.years ?? [],
  };
}

export default function News({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Banner title="Novedades" picture={loaderData.banner} />
      <section className="container page-section" aria-labelledby="ultimas-novedades">
        {/* Names the list in the outline: headings inside the items sit below it. */}
        <h2 id="ultimas-novedades" className="visually-hidden">
          Últimas novedades
        </h2>
        {/* Searched on each item's own page: one result each. */}
        <div data-pagefind-ignore="all">
          <NewsFeed news={loaderData.news} />
        </div>
        <NewsYears years={loaderData.years} />
      </section>
    </>
  );
}
