import { bannerPicture } from '~/layout/Banner/banner.server';
import { Banner } from '~/layout/Banner/Banner';
import { NewsFeed } from '~/news/NewsFeed';
import { newsArchive } from '~/news/news-data.server';
import { snapshotOf } from '~/news/archive.server';
import { NewsYears } from '~/news/NewsYears';
import { eagerFirstPicture } from '~/news/first-screen';
import { NEWS_PAGE_LIMIT, type NewsSnapshot } from '~/news/types';
import { school } from '~/site/identity';
import { paths } from '~/site/pages';
import { pageMeta } from '~/site/seo';
import type { Route } from './+types/news';

export const meta = () =>
  pageMeta(
    'Novedades',
    `Las últimas noticias del ${school.name}: actividades, celebraciones y avisos para las familias.`,
    paths.news,
  );

/** The news screen opens on its first item: its photo is fetched at once. */
function withEagerFirst(snapshot: NewsSnapshot | null): NewsSnapshot | null {
  const [first, ...rest] = snapshot?.items ?? [];
  if (!snapshot || !first) return snapshot;
  return { ...snapshot, items: [{ ...first, html: eagerFirstPicture(first.html) }, ...rest] };
}

/** Runs while the page is prerendered: the news go into the HTML. */
export async function loader() {
  const archive = await newsArchive();
  return {
    banner: await bannerPicture('/images/banner-novedades.svg', 'src/routes/news.tsx'),
    news: withEagerFirst(snapshotOf(archive, NEWS_PAGE_LIMIT)),
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
          <NewsFeed limit={NEWS_PAGE_LIMIT} snapshot={loaderData.news} />
        </div>
        <NewsYears years={loaderData.years} />
      </section>
    </>
  );
}
