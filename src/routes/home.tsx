import { Counters } from '~/home/Counters';
import { Hero } from '~/home/Hero';
import { LevelCards } from '~/home/LevelCards';
import { Mission } from '~/home/Mission';
import { NewsBlock } from '~/home/NewsBlock';
import { ValueCards } from '~/home/ValueCards';
import { school } from '~/site/identity';
import { paths } from '~/site/routes';
import { pageMeta, schoolJsonLd } from '~/site/seo';

export const meta = () => [
  ...pageMeta(
    school.name,
    `Colegio católico de nivel inicial, primario y secundario en ${school.city}, ${school.province}, desde 1901.`,
    paths.home,
  ),
  schoolJsonLd(),
];

export default function Home() {
  return (
    <>
      <Hero />
      <Counters />
      <LevelCards />
      <Mission />
      <ValueCards />
      <NewsBlock />
    </>
  );
}
