import { pageMeta } from '~/site/seo';

export const meta = () => pageMeta('Historia', 'Historia del colegio.');

export default function Page() {
  return (
    <section className="container">
      <h1>Historia</h1>
    </section>
  );
}
