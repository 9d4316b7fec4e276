import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '~/site/routes';
import { pageMeta } from '~/site/seo';

export const meta = () => [
  ...pageMeta(
    'Página no encontrada',
    'La página que buscás no existe; te llevamos al inicio.',
    paths.home,
  ),
  // Prerendered as the host's 404 page: sends visitors home without JavaScript.
  { httpEquiv: 'refresh', content: `0; url=${paths.home}` },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(paths.home, { replace: true });
  }, [navigate]);
  return (
    <section className="container">
      <h1>Página no encontrada</h1>
      <p>
        Te llevamos al <Link to={paths.home}>inicio</Link>.
      </p>
    </section>
  );
}
