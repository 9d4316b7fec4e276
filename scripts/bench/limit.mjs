// The physical limit of a page, measured beside it: its own served HTML with
// its inline CSS, but no script, no web font, no picture and no preload. What
// is left is what the first paint cannot do without.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A page's HTML stripped to its limit (JSON-LD data stays: it is not run). */
export function limitHtml(html) {
  return html
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="(?:preload|modulepreload)"[^>]*>/g, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
    .replace(/@font-face\s*\{[^}]*\}/g, '')
    .replace(/<picture[\s\S]*?<\/picture>/g, '')
    .replace(/<img[^>]*>/g, '');
}

/** The page file a route is served from. */
export const pageFile = (root, route) => path.join(root, route === '/' ? '' : route, 'index.html');

/**
 * A copy of the built site (`clientDir`) beside the project, in which every
 * page of `routes` is its limit: served with the same rules, at the same
 * addresses. Returns its folder and a function that removes it.
 */
export function writeLimitSite(clientDir, routes) {
  // Superstatic takes a root relative to the working folder.
  const dir = mkdtempSync('.bench-limit-');
  cpSync(clientDir, dir, { recursive: true });
  for (const route of routes) {
    const file = pageFile(dir, route);
    writeFileSync(file, limitHtml(readFileSync(file, 'utf8')));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The floor site's move to an empty page: no move in an engine can be quicker. */
export const FLOOR_MOVE = { move: 'empty page (floor)', from: '/', to: '/vacia' };

/** The floor site's move to a bare page (a page's limitHtml): no move to that page can be quicker. */
export const BARE_MOVE = {
  move: 'bare contract (limit)',
  from: '/desnuda/',
  to: '/desnuda/normas',
};

/**
 * The floor of a move in an engine: a page with one link to a page with a
 * heading and a line, fetched ahead from the start as every engine allows
 * (a prerender rule in Chromium, a prefetch link elsewhere). No site's move
 * to its next page can be quicker than this move in the same browser and
 * run. Beside it, the same move to `bareHtml` (a page's limitHtml): no move
 * to that page can be quicker. Returns its folder (relative to the working
 * folder, as superstatic takes it) and a function that removes it.
 */
export function writeFloorSite(bareHtml) {
  const dir = mkdtempSync('.bench-floor-');
  const page = (title, head, body) =>
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>${head}</head><body>${body}</body></html>`;
  const write = (route, html) => {
    mkdirSync(path.join(dir, route), { recursive: true });
    writeFileSync(pageFile(dir, route), html);
  };
  for (const { from, to } of [FLOOR_MOVE, BARE_MOVE]) {
    const ahead = JSON.stringify({ prerender: [{ source: 'list', urls: [to] }] });
    write(
      from,
      page(
        'Inicio',
        `<script type="speculationrules">${ahead}</script><link rel="prefetch" href="${to}">`,
        `<p style="margin:4rem 1rem;font-size:1.5rem"><a href="${to}">Normas de convivencia</a></p>`,
      ),
    );
  }
  write(
    FLOOR_MOVE.to,
    page(
      'Normas',
      '',
      '<h1>Normas de convivencia</h1><p>Una página con un título y una línea.</p>',
    ),
  );
  write(BARE_MOVE.to, bareHtml);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
