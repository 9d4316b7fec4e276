// Build time only: Sveltia CMS as npm installed it, and where the site
// serves what its boot script answers for Sveltia's CDN: each named once.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { paths } from '~/site/pages';
import fills from './es-fills.json';

const require = createRequire(import.meta.url);

/** Where npm installed Sveltia CMS (its entry is npm/index.js; the bundle and strings sit beside npm/). */
export const SVELTIA_DIR = path.resolve(path.dirname(require.resolve('@sveltia/cms')), '..');

/** The prebuilt bundle. */
export const SVELTIA_BUNDLE = path.join(SVELTIA_DIR, 'dist/sveltia-cms.js');

/** The Spanish strings shipped: Sveltia's es-CO, chosen for es-AR. */
export const LOCALE = 'es-CO';

type Strings = { [key: string]: string | Strings };

/** Sveltia's strings for `locale`, as shipped. */
export const shippedStrings = async (locale: string): Promise<Strings> =>
  JSON.parse(await readFile(path.join(SVELTIA_DIR, 'locales', `${locale}.json`), 'utf8'));

/**
 * The strings the editor is served in: Sveltia's es-CO, with what it leaves
 * in English ("Show Errors", "Replace Image", its newest strings) written in
 * Spanish by us (es-fills.json, by each string's dotted key).
 */
export async function spanishStrings(): Promise<Strings> {
  const strings = await shippedStrings(LOCALE);
  for (const [key, text] of Object.entries(fills as Record<string, string>)) {
    const names = key.split('.');
    let at = strings;
    for (const name of names.slice(0, -1)) at = (at[name] ??= {}) as Strings;
    at[names.at(-1)!] = text;
  }
  return strings;
}

/** Where the site serves Sveltia's version and strings (boot.js is told it by its page). */
export const SERVED_FOLDER = `${paths.editor}/sveltia/`;

/** The installed version. */
export const sveltiaVersion = async (): Promise<string> =>
  JSON.parse(await readFile(path.join(SVELTIA_DIR, 'package.json'), 'utf8')).version;

/**
 * The address on its CDN Sveltia's `bundle` imports `file` of the package
 * `name` from: unpkg, at the version its bundle names. Throws when the
 * bundle names none, as a Sveltia that loads it otherwise would.
 */
export function cdnAddress(bundle: string, name: string, file: string): string {
  const version = new RegExp(`[{,]\\s*"?${name}"?:\\s*\`\\D?([\\d.]+)\``).exec(bundle)?.[1];
  if (!version)
    throw new Error(
      `Sveltia CMS's bundle names no version of ${name}: how it loads ${name} has changed, and its preview needs it (src/editor/editor-site.server.ts).`,
    );
  return `https://unpkg.com/${name}@${version}/${file}`;
}
