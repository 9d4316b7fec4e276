import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type LinksFunction,
} from 'react-router';
import type { ReactNode } from 'react';
import type { Route } from './+types/root';
import { ContactButton } from '~/layout/ContactButton/ContactButton';
import { Footer } from '~/layout/Footer/Footer';
import { Navbar } from '~/layout/Navbar/Navbar';
import { paths } from '~/site/routes';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto-slab/latin-700.css';
import '../styles/global.scss';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1a5fb4" />
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
        <ScrollRestoration />
        <Scripts />
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
