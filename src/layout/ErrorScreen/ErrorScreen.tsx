import { isRouteErrorResponse } from 'react-router';
import { paths } from '~/site/pages';

/**
 * The screen of a page that failed to render (spec §8). At build time such a
 * page fails the build; this is what the development server shows.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : 'Error desconocido';
  return (
    <section className="container error-screen">
      <h1>Unexpected Application Error!</h1>
      <p className="error-screen__detail">{detail}</p>
      <p>Ocurrió un error al mostrar esta página. Probá de nuevo en unos minutos.</p>
      <p>
        <a href={paths.home}>Volver al inicio</a>
      </p>
    </section>
  );
}
