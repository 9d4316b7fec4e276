// Build time only: the editor at /editar/, written beside the site as a page
// of its own. Sveltia CMS's prebuilt bundle, its Spanish strings and the
// configuration, all served by the site (no CDN), under a policy of the
// editor's own. No page of the site links its script.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { school } from '~/site/identity';
import { paths } from '~/site/pages';
import { editorConfig } from './config.server';

const require = createRequire(import.meta.url);
// The package's entry is npm/index.js; its prebuilt bundle and strings sit beside npm/.
export /** Where npm installed Sveltia CMS. */
const SVELTIA_DIR = path.resolve(path.dirname(require.resolve('@sveltia/cms')), '..');

/** The Spanish strings shipped: Sveltia's es-CO, chosen for es-AR (boot.js). */
const LOCALE = 'es-CO';

/** What the editor's page may load, and from where: itself, and GitHub for the repository. */
export const EDITOR_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Svelte sets styles inline.
  "style-src 'self' 'unsafe-inline'",
  // Pictures of the repository, shown from GitHub, and the uploads being re-encoded.
  "img-src 'self' blob: data: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
  "worker-src 'self' blob:",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The editor's page: its policy, no index, the configuration, then the scripts in order. */
export function editorPage(scripts: string[]): string {
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
<link rel="cms-config-url" href="${paths.editor}/config.json" type="application/json">
</head>
<body>
${scripts.map((src) => `<script src="${src}"></script>`).join('\n')}
</body>
</html>
`;
}

/** A file's name with the first characters of its content's hash, so that it can be cached for good. */
const hashed = (name: string, content: Buffer | string) =>
  name.replace(
    /\.(\w+)$/,
    `-${createHash('sha256').update(content).digest('hex').slice(0, 10)}.$1`,
  );

/** A font Sveltia's stylesheet loads from Fontsource's CDN: `fonts/<family>(:vf)?@<version>/<file>`. */
const CDN_FONT =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([\w-]+)(:vf)?@[\d.]+\/([\w-]+\.woff2)/g;

/**
 * Sveltia's bundle with each font it would fetch from Fontsource's CDN
 * served by the site: the same file, from the same family's npm package
 * (@fontsource or, for a variable font, @fontsource-variable). Throws when
 * the bundle names a font no installed package has, or none at all (a new
 * version of Sveltia that loads its fonts otherwise is looked at first).
 */
async function withOwnFonts(bundle: string, fontsDir: string): Promise<string> {
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
    const name = hashed(`${family}-${file}`, await readFile(source));
    await copyFile(source, path.join(fontsDir, name));
    fonts.set(url, `${paths.editor}/fonts/${name}`);
  }
  if (!fonts.size)
    throw new Error(
      "The editor's bundle names no font of Fontsource's CDN: look at how it loads its fonts",
    );
  return bundle.replace(CDN_FONT, (url) => fonts.get(url)!);
}

/** Writes the editor into the site at `clientDir`; returns what it weighs on disk. */
export async function publishEditor(clientDir: string, root: string) {
  const dir = path.join(clientDir, paths.editor);
  for (const sub of ['fonts', 'sveltia/locales'])
    await mkdir(path.join(dir, sub), { recursive: true });
  const write = async (name: string, content: Buffer | string) => {
    await writeFile(path.join(dir, name), content);
    return name;
  };
  const boot = await readFile(path.join(root, 'src/editor/boot.js'));
  const bundle = await withOwnFonts(
    await readFile(path.join(SVELTIA_DIR, 'dist/sveltia-cms.js'), 'utf8'),
    path.join(dir, 'fonts'),
  );
  const scripts = [
    await write(hashed('boot.js', boot), boot),
    await write(hashed('sveltia-cms.js', bundle), bundle),
  ];
  // What boot.js answers for Sveltia's requests to its CDN: its version, and its Spanish strings.
  const { version } = JSON.parse(await readFile(path.join(SVELTIA_DIR, 'package.json'), 'utf8'));
  await write('sveltia/package.json', `${JSON.stringify({ name: '@sveltia/cms', version })}\n`);
  await copyFile(
    path.join(SVELTIA_DIR, 'locales', `${LOCALE}.json`),
    path.join(dir, 'sveltia/locales', `${LOCALE}.json`),
  );
  await write('config.json', `${JSON.stringify(await editorConfig(root), null, 2)}\n`);
  // The page beside its folder, as /editar.html: the host serves it at /editar, and
  // nothing that reads the site's pages (each an index.html) takes it for one of them.
  const page = path.join(clientDir, `${paths.editor}.html`);
  await writeFile(page, editorPage(scripts.map((name) => `${paths.editor}/${name}`)));
  let bytes = (await stat(page)).size;
  for (const file of await readdir(dir, { recursive: true })) {
    const info = await stat(path.join(dir, file));
    if (info.isFile()) bytes += info.size;
  }
  return { version: version as string, bytes };
}
