// Build time only: the editor at /editar/, written as a site of its own
// (firebase.json's target `editor`), so that no file the public site serves
// shares an origin with the token staff sign in with: its page
// (page.server.ts), Sveltia CMS's prebuilt bundle with its fonts
// (fonts.server.ts), its Spanish strings and the configuration, all served
// by that site (no CDN), each file named by its content's hash so that it is
// cached for good; and its preview (preview/), with what Sveltia loads for
// it: its React's renderer and Immutable.js, and the site's files its styles
// and the editor's logo name. The public site's /editar leads there.
import { createHash } from 'node:crypto';
import { copyFile, cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { transform } from 'esbuild';
import type { SiteIndexData } from '~/builder/text/content-checks';
import { inlineStyles } from '~/builder/page-policy';
import { classicScript } from '~/builder/plugins/classic-script';
import { paths } from '~/site/pages';
import { footerPageLinks } from '~/site/footer';
import { FAVICON_FILE, LOGO_FILE } from '~/site/footer-data';
import { longPages } from '~/site/registry';
import { editorConfig, MEDIA } from './config.server';
import { COLLECTIONS, editorHome, editorUrl, SCHOOL_DETAILS_ENTRY } from './entry-links';
import { withOwnFonts } from './fonts.server';
import { editorPage, editorSignpost } from './page.server';
import type { PreviewSite } from './preview/PagePreview';
import {
  cdnAddress,
  LOCALE,
  SERVED_FOLDER,
  SVELTIA_BUNDLE,
  SVELTIA_DIR,
  spanishStrings,
  sveltiaVersion,
} from './sveltia.server';

/** A file's name with the first characters of its content's hash. */
const hashed = (name: string, content: Buffer | string) =>
  name.replace(
    /\.(\w+)$/,
    `-${createHash('sha256').update(content).digest('hex').slice(0, 10)}.$1`,
  );

/** Immutable.js as npm installed it: its module, which Sveltia imports from its CDN. */
const IMMUTABLE = path.join(
  path.dirname(createRequire(import.meta.url).resolve('immutable')),
  'immutable.es.js',
);

/** The site's own files `css` names (its fonts), by their addresses. */
const filesNamedIn = (css: string) =>
  [...css.matchAll(/url\((\/[^)#]+)\)/g)].map((match) => match[1]!);

/**
 * The preview's script (preview/preview-script.ts), with what the build knows of the
 * site written in, and its stylesheet: a long page's, as built, and the
 * preview's own (preview/preview.css). Answers their addresses, the
 * collections it draws, and the site's files its stylesheet names.
 */
async function publishPreview(
  clientDir: string,
  root: string,
  index: SiteIndexData,
  write: (folder: string, name: string, content: string) => Promise<string>,
) {
  // The site's styles as its pages inline them: a long page's, and home's (its counters).
  const styles = new Set<string>();
  for (const address of [longPages[0]!.address, paths.home]) {
    const html = await readFile(path.join(clientDir, address, 'index.html'), 'utf8');
    for (const css of inlineStyles(html)) styles.add(css);
  }
  const own = await readFile(path.join(root, 'src/editor/preview/preview.css'), 'utf8');
  const stylesheet = await write('', 'preview.css', [...styles, own].join('\n'));
  const site: PreviewSite = {
    site: index,
    addresses: Object.fromEntries(longPages.map((page) => [page.name, page.address])),
    editUrl: editorUrl(''),
  };
  const shim = path.join(root, 'src/editor/preview/react.ts');
  const names = { pages: COLLECTIONS.pages, school: SCHOOL_DETAILS_ENTRY, news: COLLECTIONS.news };
  const script = await write(
    '',
    'preview.js',
    await classicScript(
      path.join(root, 'src/editor/preview/preview-script.ts'),
      { PREVIEW: { ...site, names, footerPageLinks } },
      {
        react: shim,
        'react/jsx-runtime': shim,
        // The pane is no page of the site: no link in it is the current page.
        '~/components/SiteLink/SiteLink': path.join(root, 'src/editor/preview/PaneSiteLink.tsx'),
        '~/layout/Logo/Logo': path.join(root, 'src/editor/preview/PaneLogo.tsx'),
      },
    ),
  );
  return {
    files: { script, stylesheet, collections: Object.values(names) },
    siteFiles: [...styles].flatMap(filesNamedIn),
  };
}

/** Writes `content` under `folder` of the editor's by its hashed name; answers its address. */
type Write = (folder: string, name: string, content: Buffer | string) => Promise<string>;

/**
 * The site's files the editor shows, copied from the built site: its
 * preview's fonts, its logo, the tab's icon; and the pages' pictures as
 * published (drawings sanitised), which the preview draws from their
 * addresses until Sveltia has read them from the repository.
 */
async function copySiteFiles(clientDir: string, editorDir: string, siteFiles: string[]) {
  for (const file of new Set([...siteFiles, LOGO_FILE, FAVICON_FILE])) {
    await mkdir(path.join(editorDir, path.dirname(file)), { recursive: true });
    await copyFile(path.join(clientDir, file), path.join(editorDir, file));
  }
  await cp(path.join(clientDir, MEDIA.address), path.join(editorDir, MEDIA.address), {
    recursive: true,
  });
}

/**
 * What Sveltia loads to draw a preview template: its React's renderer, from
 * beside its bundle, and Immutable.js, from its CDN, which the page's import
 * map sends to the site. Answers that import map.
 */
async function writePreviewLoads(dir: string, sveltia: string, write: Write) {
  await mkdir(path.join(dir, 'chunks'), { recursive: true });
  await writeFile(
    path.join(dir, 'chunks', 'react-dom.js'),
    await readFile(path.join(SVELTIA_DIR, 'dist', 'chunks', 'react-dom.js')),
  );
  const immutable = await write(
    '',
    'immutable.js',
    (await transform(await readFile(IMMUTABLE, 'utf8'), { minify: true, format: 'esm' })).code,
  );
  return { [cdnAddress(sveltia, 'immutable', 'dist/immutable.es.js')]: immutable };
}

/** What boot.js answers for Sveltia's requests to its CDN: its version, and its Spanish strings. Answers the version. */
async function writeCdnAnswers(served: string) {
  const version = await sveltiaVersion();
  await writeFile(
    path.join(served, 'package.json'),
    `${JSON.stringify({ name: '@sveltia/cms', version })}\n`,
  );
  await writeFile(
    path.join(served, 'locales', `${LOCALE}.json`),
    JSON.stringify(await spanishStrings()),
  );
  return version;
}

/** The bytes of the files under `dir`. */
async function folderBytes(dir: string) {
  let bytes = 0;
  for (const file of await readdir(dir, { recursive: true })) {
    const info = await stat(path.join(dir, file));
    if (info.isFile()) bytes += info.size;
  }
  return bytes;
}

/**
 * Writes the editor's site into `editorDir`, from the site built in
 * `clientDir` (whose /editar leads to it), its preview checking against
 * `index` (the build's content checks' own); returns its version and what
 * it weighs on disk.
 */
export async function publishEditor(
  { clientDir, editorDir }: { clientDir: string; editorDir: string },
  root: string,
  index: SiteIndexData,
) {
  await rm(editorDir, { recursive: true, force: true });
  const dir = path.join(editorDir, paths.editor);
  const served = path.join(editorDir, SERVED_FOLDER);
  for (const folder of [path.join(dir, 'fonts'), path.join(served, 'locales')])
    await mkdir(folder, { recursive: true });
  const write: Write = async (folder, name, content) => {
    const file = path.join(folder, hashed(name, content));
    await writeFile(path.join(dir, file), content);
    return `${paths.editor}/${file}`;
  };
  const boot = await write('', 'boot.js', await readFile(path.join(root, 'src/editor/boot.js')));
  const start = await write(
    '',
    'start.js',
    await classicScript(path.join(root, 'src/editor/editor-script.ts')),
  );
  const sveltia = await readFile(SVELTIA_BUNDLE, 'utf8');
  const bundle = await write(
    '',
    'sveltia-cms.js',
    await withOwnFonts(sveltia, (name, font) => write('fonts', name, font)),
  );
  const { files: preview, siteFiles } = await publishPreview(clientDir, root, index, write);
  await copySiteFiles(clientDir, editorDir, siteFiles);
  const imports = await writePreviewLoads(dir, sveltia, write);
  const version = await writeCdnAnswers(served);
  await writeFile(
    path.join(dir, 'config.json'),
    `${JSON.stringify(await editorConfig(root), null, 2)}\n`,
  );
  // The page beside its folder, as /editar.html: the host serves it at /editar.
  const page = path.join(editorDir, `${paths.editor}.html`);
  const pages = {
    collection: COLLECTIONS.pages,
    titles: Object.fromEntries(longPages.map((each) => [each.file, each.data.banner.title])),
  };
  await writeFile(page, editorPage({ boot, bundle, start, preview, pages, imports }));
  // The public site's /editar, where staff may still look for it: a page that
  // leads to the editor's site (beside the pages, as an index.html is none of them).
  await writeFile(path.join(clientDir, `${paths.editor}.html`), editorSignpost(editorHome));
  return { version, bytes: await folderBytes(editorDir) };
}
