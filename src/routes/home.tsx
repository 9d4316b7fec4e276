import { Counters } from '~/home/Counters';
import { Hero } from '~/home/Hero';
import { LevelCards } from '~/home/LevelCards';
import { Mission } from '~/home/Mission';
import { NewsBlock } from '~/news/views';
import { ValueCards } from '~/home/ValueCards';
import { screenNews } from '~/news/archive/index.server';
import { school } from '~/site/identity';
import { paths } from '~/site/pages';
import { pageMeta, schoolJsonLd } from '~/site/seo';
import type { Route } from './+types/home';
import '../../styles/pages/home.scss';

export const meta = () => [
  ...pageMeta(
    school.name,
    `Colegio católico de nivel inicial, primario y secundario en ${school.city}, ${school.province}, desde 1901.`,
    paths.home,
  ),
  schoolJsonLd(),
];

/** Runs while the page is prerendered: the news go into the HTML. */
export async function loader() {
  return { news: await screenNews('home') };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <Counters />
      <LevelCards />
      <Mission />
      <ValueCards />
      <NewsBlock news={loaderData.news} />
    </>
  );
}
