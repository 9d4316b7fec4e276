import { paths } from '~/site/pages';
import { pageMeta } from '~/site/seo';

export const meta = () => [
  ...pageMeta(
    'Página no encontrada',
    'La página que buscás no existe; te llevamos al inicio.',
    paths.home,
  ),
  // Prerendered as the host's 404 page: the browser itself goes home, with or without JavaScript.
  { httpEquiv: 'refresh', content: `0; url=${paths.home}` },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return (
    <section className="container">
      <h1>Página no encontrada</h1>
      <p>
        Te llevamos al <a href={paths.home}>inicio</a>.
      </p>
    </section>
  );
}
