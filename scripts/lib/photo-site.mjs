// The default site as it will be with the school's real pictures
// (`npm run build:photos`, the benchmark). A temporary copy of the project gets
// phone photos (12 MP JPEGs) in place of every drawing: the banners, the long
// pages' pictures, and one picture in every local news item, first in its
// text, the way the news editor places it. The browser tests use the
// phone photos the tests make (scripts/samples/phone-photos.mjs); the
// benchmark, the reference photos it compares with Astro's pipeline.
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildIn, copyProject } from './project-copy.mjs';
import { importSource } from './source-modules.mjs';

const { contentKinds, isFileOf } = await importSource('content/kinds.ts');

export const PHOTOS_BUILD_DIR = 'build-photos';

/** Every `/images/name.svg` a content file or route names, each once. */
async function drawingsNamed(dir, files) {
  const names = new Set();
  for (const file of files) {
    const text = await readFile(path.join(dir, file), 'utf8');
    for (const [, name] of text.matchAll(/\/images\/([\w-]+)\.svg/g)) names.add(name);
  }
  return [...names];
}

/** How many local news items the project has: one photo of its own each. */
export const localNewsCount = async () => (await readdir(contentKinds.news.folder)).length;

/**
 * Builds the photo site into `outDir` with `banner` (a JPEG's path) on every
 * banner and `photos` (JPEG paths, used in turn) everywhere else, with its
 * picture cache in `cacheDir`. Resolves with the build's seconds, its log and
 * what the picture pipeline did.
 */
export async function buildPhotoSite({
  banner,
  photos,
  outDir = PHOTOS_BUILD_DIR,
  cacheDir = '.cache/pictures',
}) {
  const copy = await copyProject('isc-fotos-');
  try {
    const { page, news: newsKind } = contentKinds;
    const sources = [
      ...(await readdir(path.join(copy.dir, page.folder)))
        .filter((f) => isFileOf(page, f))
        .map((f) => `${page.folder}/${f}`),
      ...(await readdir(path.join(copy.dir, 'src/routes'))).map((f) => `src/routes/${f}`),
    ];
    let next = 0;
    for (const name of await drawingsNamed(copy.dir, sources)) {
      const photo = name.startsWith('banner-') ? banner : photos[next++ % photos.length];
      await cp(photo, path.join(copy.dir, `public/images/${name}.jpg`));
    }
    for (const file of sources) {
      const text = await readFile(path.join(copy.dir, file), 'utf8');
      await writeFile(
        path.join(copy.dir, file),
        text.replace(/(\/images\/[\w-]+)\.svg/g, '$1.jpg'),
      );
    }
    const news = (await readdir(path.join(copy.dir, newsKind.folder))).sort().reverse();
    for (const [i, file] of news.entries()) {
      const picture = `/images/novedades-${i + 1}.jpg`;
      await cp(photos[i % photos.length], path.join(copy.dir, 'public', picture));
      const text = await readFile(path.join(copy.dir, newsKind.folder, file), 'utf8');
      await writeFile(
        path.join(copy.dir, newsKind.folder, file),
        text.replace(/\n---\n/, `\n---\n\n![Foto de la actividad ${i + 1}](${picture})\n`),
      );
    }
    // Vite empties no folder outside the project it builds: a page left by
    // the last build would meet this build's last steps.
    await rm(outDir, { recursive: true, force: true });
    const { seconds, log, report } = await buildIn(copy.dir, {
      BUILD_DIR: path.resolve(outDir),
      PICTURE_CACHE_DIR: path.resolve(cacheDir),
    });
    await writeFile(path.join(outDir, 'build.log'), log);
    return { seconds, log, pictures: report.pictures };
  } finally {
    await copy.remove();
  }
}
