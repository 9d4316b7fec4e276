import { pageMeta } from '~/site/seo';

export const meta = () => pageMeta('Normas de convivencia', 'Normas de convivencia del colegio.');

export default function Page() {
  return (
    <section className="container">
      <h1>Normas de convivencia</h1>
    </section>
  );
}
