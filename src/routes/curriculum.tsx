import { pageMeta } from '~/site/seo';

export const meta = () => pageMeta('Estructura curricular', 'Estructura curricular del colegio.');

export default function Page() {
  return (
    <section className="container">
      <h1>Estructura curricular</h1>
    </section>
  );
}
