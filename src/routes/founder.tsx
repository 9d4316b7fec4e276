import { pageMeta } from '~/site/seo';

export const meta = () => pageMeta('Su historia', 'Su historia del colegio.');

export default function Page() {
  return (
    <section className="container">
      <h1>Su historia</h1>
    </section>
  );
}
