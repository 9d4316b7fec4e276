import { newsPaths } from '~/site/pages';

/** Links to every year with news, newest first: the way to every older item. */
export function NewsYears({
  years,
  current,
}: {
  years: { year: number; count: number }[];
  current?: number;
}) {
  if (!years.length) return null;
  return (
    <nav className="news-years" aria-labelledby="novedades-por-ano">
      <h2 id="novedades-por-ano">Novedades por año</h2>
      <ul>
        {years.map(({ year, count }) => (
          <li key={year}>
            <a href={newsPaths.year(year)} aria-current={year === current ? 'page' : undefined}>
              {year} <span className="news-years__count">({count})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
