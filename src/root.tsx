import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  type LinksFunction,
} from 'react-router';
import type { ReactNode } from 'react';
import type { Route } from './+types/root';
import { ContactButton } from '~/layout/ContactButton/ContactButton';
import { Footer } from '~/layout/Footer/Footer';
import { Navbar } from '~/layout/Navbar/Navbar';
import { paths } from '~/site/routes';
import '@fontsource/roboto-slab/latin-700.css';
import headingFont from '@fontsource/roboto-slab/files/roboto-slab-latin-700-normal.woff2?url';
import '../styles/global.scss';
// Built as its own small bundle: the only script of the pages without React.
import staticPageScript from '~/enhance/static-page.ts?worker&url';

/** Route handle: `hydrate: false` ships the page as HTML with no React. */
export interface RouteHandle {
  hydrate?: boolean;
}

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Headings are above the fold on every page: fetch their font with the CSS.
  { rel: 'preload', href: headingFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

export function Layout({ children }: { children: ReactNode }) {
  const hydrate = !useMatches().some(
    (match) => (match.handle as RouteHandle | undefined)?.hydrate === false,
  );
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#17498f" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#contenido">
          Saltar al contenido
        </a>
        <Navbar sticky light />
        <main id="contenido" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <ContactButton />
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          <script type="module" src={staticPageScript} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
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
        <Link to={paths.home}>Volver al inicio</Link>
      </p>
    </section>
  );
}
