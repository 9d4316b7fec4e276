// Build time only: the editor's page, /editar: its policy, no index, the
// configuration's address, the import map that sends Sveltia's imports from
// its CDN to the site, then the scripts in order: the boot script, told
// where the site serves Sveltia's files, which strings to start in,
// where its configuration is and the school's time offset;
// Sveltia; and what runs once Sveltia is loaded (editor-script.ts): the review
// panel, told where the configuration is and what the pages are called, and
// the preview, told where its files are.
import { SCHOOL_OFFSET } from '~/lib/dates';
import { FAVICON_FILE } from '~/site/footer-data';
import { school } from '~/site/identity';
import { paths } from '~/site/pages';
import { editorPolicy } from './policy.server';
import type { PreviewFiles } from './preview/register';
import type { PageTitles } from './review-panel-data';
import { LOCALE, SERVED_FOLDER } from './sveltia.server';
import { say } from '~/content/messages';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page, given the addresses of its scripts and what the import map sends where. */
export function editorPage({
  boot,
  bundle,
  start,
  preview,
  pages,
  imports,
}: {
  boot: string;
  bundle: string;
  start: string;
  preview: PreviewFiles;
  /** The long pages' titles, for the panel to name a change by (review-panel-data.ts). */
  pages: PageTitles;
  /** Addresses Sveltia imports from (its CDN's), each with the site's address of the same file. */
  imports: Record<string, string>;
}): string {
  const config = `${paths.editor}/config.json`;
  const importMap = JSON.stringify({ imports });
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(editorPolicy(importMap))}">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="same-origin">
<title>${say('editorTitle')} · ${school.name}</title>
<link rel="icon" href="${FAVICON_FILE}" type="image/png" sizes="32x32">
<link rel="cms-config-url" href="${config}" type="application/json">
<script type="importmap">${importMap}</script>
</head>
<body>
<script src="${boot}" data-served="${SERVED_FOLDER}" data-locale="${LOCALE}" data-config="${config}" data-offset="${SCHOOL_OFFSET}"></script>
<script src="${bundle}"></script>
<script src="${start}" data-config="${config}" data-pages="${escapeAttribute(JSON.stringify(pages))}" data-preview="${escapeAttribute(JSON.stringify(preview))}"></script>
</body>
</html>
`;
}

/**
 * The public site's /editar, where staff may still look for the editor: it
 * leads at once to `address`, the editor on its own site, and says so for a
 * browser that does not follow. It runs nothing, and loads nothing but its icon.
 */
export const editorSignpost = (address: string) => `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src 'self'">
<meta http-equiv="refresh" content="0; url=${escapeAttribute(address)}">
<meta name="robots" content="noindex, nofollow">
<title>${say('editorTitle')} · ${school.name}</title>
<link rel="icon" href="${FAVICON_FILE}" type="image/png" sizes="32x32">
</head>
<body style="color-scheme: light dark; font: 1.125rem/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 36rem; padding: 0 1rem">
<h1>${say('editorTitle')}</h1>
<p>${say('editorOwnAddress')}</p>
<p><a href="${escapeAttribute(address)}">${say('openEditor')}</a></p>
</body>
</html>
`;
