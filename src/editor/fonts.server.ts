// Build time only: the fonts Sveltia's stylesheet would load from
// Fontsource's CDN, served by the site instead, from the matching npm packages.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A font Sveltia's stylesheet loads from Fontsource's CDN: `fonts/<family>(:vf)?@<version>/<file>`. */
const CDN_FONT =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([\w-]+)(:vf)?@[\d.]+\/([\w-]+\.woff2)/g;

/**
 * Sveltia's bundle with each font it would fetch from Fontsource's CDN
 * served by the site: the same file, from the same family's npm package
 * (@fontsource or, for a variable font, @fontsource-variable), handed to
 * `serve` (a name and the file's bytes), which answers its address. Throws
 * when the bundle names a font no installed package has, or none at all (a
 * new version of Sveltia that loads its fonts otherwise is looked at first).
 */
export async function withOwnFonts(
  bundle: string,
  serve: (name: string, content: Buffer) => Promise<string>,
): Promise<string> {
  const fonts = new Map<string, string>();
  for (const [url, family, variable, file] of bundle.matchAll(CDN_FONT)) {
    const pkg = `@fontsource${variable ? '-variable' : ''}/${family}`;
    let source: string;
    try {
      source = require.resolve(`${pkg}/files/${family}-${file}`);
    } catch {
      throw new Error(
        `The editor's bundle loads ${url}: install ${pkg} so that the site serves it`,
      );
    }
    fonts.set(url, await serve(`${family}-${file}`, await readFile(source)));
  }
  if (!fonts.size)
    throw new Error(
      "The editor's bundle names no font of Fontsource's CDN: look at how it loads its fonts",
    );
  return bundle.replace(CDN_FONT, (url) => fonts.get(url)!);
}
