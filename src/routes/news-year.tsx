import { data } from 'react-router';
import { newsArchive } from '~/news/archive/index.server';
import { NewsYears } from '~/news/views';
import { formatDate } from '~/lib/dates';
import { school } from '~/site/identity';
import { newsPaths, paths } from '~/site/pages';
import { pageMeta } from '~/site/seo';
import type { Route } from './+types/news-year';
import '../../styles/pages/news.scss';

export function meta({ loaderData }: Route.MetaArgs) {
  const { year } = loaderData;
  return pageMeta(
    `Novedades de ${year}`,
    `Todas las novedades que el ${school.name} publicó en ${year}, de la más reciente a la más antigua.`,
    newsPaths.year(year),
  );
}

/** Runs while the page is prerendered: one page per year with news. */
export async function loader({ params }: Route.LoaderArgs) {
  const archive = await newsArchive();
  const year = Number(params.year);
  const items = (archive?.items ?? [])
    .filter((item) => item.year === year)
    .map(({ title, path, fecha, description }) => ({ title, path, fecha, description }));
  if (!items.length) throw data(`No hay novedades de ${params.year}.`, { status: 404 });
  return { year, items, years: archive!.years };
}

export default function NewsYear({ loaderData: { year, items, years } }: Route.ComponentProps) {
  return (
    <section className="container page-section news-year" aria-labelledby="titulo">
      <p className="news-article__back">
        <a href={paths.news}>← Novedades</a>
      </p>
      <h1 id="titulo">Novedades de {year}</h1>
      <ol className="news-index">
        {items.map((item) => (
          <li key={item.path}>
            <a href={item.path} className="news-index__title">
              {item.title}
            </a>
            <p className="news-index__meta">
              <time dateTime={item.fecha}>{formatDate(new Date(item.fecha))}</time>
            </p>
            <p className="news-index__description">{item.description}</p>
          </li>
        ))}
      </ol>
      <NewsYears years={years} current={year} />
    </section>
  );
}
