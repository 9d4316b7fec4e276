import { pageMeta } from '~/site/seo';

export const meta = () => pageMeta('Novedades', 'Novedades del colegio.');

export default function Page() {
  return (
    <section className="container">
      <h1>Novedades</h1>
    </section>
  );
}
