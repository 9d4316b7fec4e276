import { Links, Meta, Outlet, useLocation, type LinksFunction } from 'react-router';
import type { ReactNode } from 'react';
import type { Route } from './+types/root';
import { ContactButton } from '~/layout/ContactButton/ContactButton';
import { ErrorScreen } from '~/layout/ErrorScreen/ErrorScreen';
import { Footer, FOOTER_ID } from '~/layout/Footer/Footer';
import { footer } from '~/site/footer';
import { Navbar } from '~/layout/Navbar/Navbar';
import { paths } from '~/site/pages';
import { isSearchable, pageAt } from '~/site/registry';
import { school } from '~/site/identity';
import headingFont from 'virtual:heading-font';
import '../styles/frame.scss';
import printStylesheet from '../styles/print.scss?url';
// The one script of every page, built as its own small bundle (Vite's worker
// build gives it a URL and its own chunks); it loads the islands a page has.
import pageScript from '~/page-script/page-script.ts?worker&url';
import { bootScripts } from '~/page-script/boot';
import { LEAD_PICTURE } from '~/pictures';
import { lateSections } from '~/page-script/late-sections';
import { speculationRules } from '~/site/speculation';
import { STAFF_MARK } from '~/editor/user';
import { FAVICON_FILE } from '~/site/footer-data';

// Nothing but the HTML is fetched before the first paint: the speculation
// rules, the page script and the headings' font are asked for once it is
// done, and a long page, or home, lays out its sections off the first screen then
// (src/page-script/boot.ts).
const bootFor = (pathname: string) =>
  bootScripts({
    script: pageScript,
    font: headingFont.font,
    attribute: headingFont.attribute,
    lead: LEAD_PICTURE,
    rules: speculationRules(pathname),
    staffMark: STAFF_MARK,
    sections: lateSections(pageAt(pathname)?.kind),
  });

/** The main content's id: the skip link's target. */
const MAIN_ID = 'contenido';

export const links: LinksFunction = () => [
  // A PNG, not the SVG it is drawn from: scripts/commands/favicon.mjs says why.
  { rel: 'icon', href: FAVICON_FILE, type: 'image/png', sizes: '32x32' },
  {
    rel: 'alternate',
    type: 'application/rss+xml',
    title: `Novedades del ${school.name}`,
    href: paths.feed,
  },
];

/**
 * The document of every page. Pages are prerendered HTML: React runs at build
 * time only, and in the browser just inside islands (src/islands/).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const boot = bootFor(pathname);
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#17498f" />
        {/*
         * The first paint waits for the main content, until the footer after
         * it is in the document (Chromium; other engines read no such link):
         * without it, a page whose HTML arrives in parts, or whose parser
         * pauses, may paint its navbar or its title first and its text a
         * moment later, and that second paint, not the first, is the page's
         * largest. What the main content holds off the first screen is left
         * out of that paint's layout (late-sections.ts).
         */}
        <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
        <Meta />
        <Links />
        {/*
         * Paper's rules, after the inline ones (so they come last): fetched
         * once, never waited for. Cached, the file also tells Firefox that a
         * page of the site is drawn in its first frame: with a stylesheet from
         * its cache and a picture (the shield, src/layout/Logo/Logo.tsx), it
         * paints a page as soon as it is laid out instead of a frame later.
         */}
        <link rel="stylesheet" href={printStylesheet} media="print" />
        <style dangerouslySetInnerHTML={{ __html: headingFont.css }} />
        <noscript>
          <style dangerouslySetInnerHTML={{ __html: headingFont.noscriptCss }} />
        </noscript>
        <script dangerouslySetInnerHTML={{ __html: boot.head }} />
      </head>
      <body>
        <a className="skip-link" href={`#${MAIN_ID}`}>
          Saltar al contenido
        </a>
        {/* «Aviso para las familias» goes here, written in at the build's end (src/build-end/notice-in-pages.ts). */}
        <Navbar sticky light />
        {/* Only the main content of a page is searchable (not the chrome). */}
        <main
          id={MAIN_ID}
          tabIndex={-1}
          data-pagefind-body={isSearchable(pathname) ? '' : undefined}
        >
          {children}
        </main>
        <Footer footer={footer} />
        <ContactButton />
        {/* In development, Vite's client reloads the page when a file changes. */}
        {import.meta.env.DEV && <script type="module" src="/@vite/client" />}
        <script type="module" dangerouslySetInnerHTML={{ __html: boot.body }} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
