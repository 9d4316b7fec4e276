import { school } from '~/site/identity';
import { pageMeta } from '~/site/seo';

export const meta = () =>
  pageMeta(
    school.name,
    `Colegio católico de nivel inicial, primario y secundario en ${school.city}, ${school.province}.`,
  );

export default function Home() {
  return (
    <section className="container">
      <h1>{school.name}</h1>
      <p>{school.city}</p>
    </section>
  );
}
