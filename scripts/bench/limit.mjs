// The physical limit of a page, measured beside it: its own served HTML with
// its inline CSS, but no script, no web font, no picture and no preload. What
// is left is what the first paint cannot do without.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
