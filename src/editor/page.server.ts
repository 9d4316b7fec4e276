// Build time only: the editor's page, /editar: its policy, no index, the
// configuration's address, then the scripts in order: the boot script, told
// where the site serves Sveltia's files and which strings to start in,
// Sveltia, and the review panel (review-panel.ts), told where the
// configuration is and what the pages are called.
import { school } from '~/site/identity';
import { paths } from '~/site/pages';
import { EDITOR_POLICY } from './policy.server';
import type { PageTitles } from './review-panel';
import { LOCALE, SERVED_FOLDER } from './sveltia.server';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page, given the addresses of the boot script, Sveltia's bundle and the review panel. */
export function editorPage({
  boot,
  bundle,
  review,
  pages,
}: {
  boot: string;
  bundle: string;
  review: string;
  /** The long pages' titles, for the panel to name a change by (review-panel.ts). */
  pages: PageTitles;
}): string {
  const config = `${paths.editor}/config.json`;
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(EDITOR_POLICY)}">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="same-origin">
<title>Editor del sitio · ${school.name}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="cms-config-url" href="${config}" type="application/json">
</head>
<body>
<script src="${boot}" data-served="${SERVED_FOLDER}" data-locale="${LOCALE}"></script>
<script src="${bundle}"></script>
<script src="${review}" data-config="${config}" data-pages="${escapeAttribute(JSON.stringify(pages))}"></script>
</body>
</html>
`;
}
