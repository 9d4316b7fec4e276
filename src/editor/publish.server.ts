// Build time only: the editor at /editar/, written beside the site as a page
// of its own (page.server.ts): Sveltia CMS's prebuilt bundle with its fonts
// (fonts.server.ts), its Spanish strings and the configuration, all served
// by the site (no CDN), each file named by its content's hash so that it is
// cached for good. No page of the site links its script.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { classicScript } from '~/integrations/classic-script';
import { paths } from '~/site/pages';
import { longPages } from '~/site/registry';
import { editorConfig } from './config.server';
import { COLLECTIONS } from './entries';
import { withOwnFonts } from './fonts.server';
import { editorPage } from './page.server';
import {
  LOCALE,
  SERVED_FOLDER,
  SVELTIA_BUNDLE,
  spanishStrings,
  sveltiaVersion,
} from './sveltia.server';

/** A file's name with the first characters of its content's hash. */
const hashed = (name: string, content: Buffer | string) =>
  name.replace(
    /\.(\w+)$/,
    `-${createHash('sha256').update(content).digest('hex').slice(0, 10)}.$1`,
  );

/** Writes the editor into the site at `clientDir`; returns its version and what it weighs on disk. */
export async function publishEditor(clientDir: string, root: string) {
  const dir = path.join(clientDir, paths.editor);
  const served = path.join(clientDir, SERVED_FOLDER);
  for (const folder of [path.join(dir, 'fonts'), path.join(served, 'locales')])
    await mkdir(folder, { recursive: true });
  /** Writes `content` under `folder` (of the editor's) by its hashed name; answers its address. */
  const write = async (folder: string, name: string, content: Buffer | string) => {
    const file = path.join(folder, hashed(name, content));
    await writeFile(path.join(dir, file), content);
    return `${paths.editor}/${file}`;
  };
  const boot = await write('', 'boot.js', await readFile(path.join(root, 'src/editor/boot.js')));
  const review = await write(
    '',
    'review.js',
    await classicScript(path.join(root, 'src/editor/review-start.ts')),
  );
  const bundle = await write(
    '',
    'sveltia-cms.js',
    await withOwnFonts(await readFile(SVELTIA_BUNDLE, 'utf8'), (name, font) =>
      write('fonts', name, font),
    ),
  );
  // What boot.js answers for Sveltia's requests to its CDN: its version, and its Spanish strings.
  const version = await sveltiaVersion();
  await writeFile(
    path.join(served, 'package.json'),
    `${JSON.stringify({ name: '@sveltia/cms', version })}\n`,
  );
  await writeFile(
    path.join(served, 'locales', `${LOCALE}.json`),
    JSON.stringify(await spanishStrings()),
  );
  await writeFile(
    path.join(dir, 'config.json'),
    `${JSON.stringify(await editorConfig(root), null, 2)}\n`,
  );
  // The page beside its folder, as /editar.html: the host serves it at /editar, and
  // nothing that reads the site's pages (each an index.html) takes it for one of them.
  const page = path.join(clientDir, `${paths.editor}.html`);
  const pages = {
    collection: COLLECTIONS.pages,
    titles: Object.fromEntries(longPages.map((each) => [each.file, each.data.banner.title])),
  };
  await writeFile(page, editorPage({ boot, bundle, review, pages }));
  let bytes = (await stat(page)).size;
  for (const file of await readdir(dir, { recursive: true })) {
    const info = await stat(path.join(dir, file));
    if (info.isFile()) bytes += info.size;
  }
  return { version, bytes };
}
