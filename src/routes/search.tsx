import { bannerPicture } from '~/components/Banner/banner.server';
import { Banner } from '~/components/Banner/Banner';
import { SearchBox } from '~/layout/SearchBox/SearchBox';
import { allLongPages } from '~/long-page/content';
import { buildToc, type TocEntry } from '~/long-page/toc';
import { school } from '~/site/identity';
import { paths } from '~/site/pages';
import { pageMeta } from '~/site/seo';
import type { Route } from './+types/search';
import '../../styles/pages/search.scss';

export const meta = () =>
  pageMeta(
    'Buscar',
    `Todas las páginas del ${school.name}, artículo por artículo y sección por sección, para encontrar lo que buscás.`,
    paths.search,
  );

function Sections({ path, entries }: { path: string; entries: TocEntry[] }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`${path}#${entry.id}`}>{entry.text}</a>
          {entry.children.length > 0 && <Sections path={path} entries={entry.children} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * Where the search field leads without JavaScript: every page and every
 * section of the long pages (each contract article, each curriculum cycle)
 * as links, an index families can scan. With JavaScript the field on this
 * page searches as everywhere else.
 */
/** Runs while the page is prerendered. */
export async function loader() {
  return {
    banner: await bannerPicture('/images/banner-normas.svg', 'src/routes/search.tsx'),
  };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Banner title="Buscar" picture={loaderData.banner} />
      <section className="container page-section search-page" aria-labelledby="indice">
        <SearchBox
          id="busqueda-pagina"
          label="Buscar en esta página"
          className="search-box--page"
        />
        <h2 id="indice">Todas las páginas</h2>
        <ul className="search-page__index">
          <li>
            <a href={paths.home}>Inicio</a>
          </li>
          <li>
            <a href={paths.news}>Novedades</a>
          </li>
          {allLongPages().map(({ path, module }) => (
            <li key={path}>
              <a href={path}>{module.frontmatter.banner.title}</a>
              <Sections path={path} entries={buildToc(module.toc)} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
