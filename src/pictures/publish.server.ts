// Build time only: the pipeline's files leave its cache for the site, copied
// into the build's picture folder, or served from the cache in development.
import { copyFile, mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PICTURE_DIR } from './layouts.ts';
import { picturePipeline, type PicturePipeline } from './pipeline.server.ts';

/** The built site's picture folder, where PICTURE_DIR is served from. */
const pictureFolder = (clientDir: string) => path.join(clientDir, PICTURE_DIR);

/**
 * Copies from the pipeline's cache into the built site's picture folder
 * every file it handed out in this build, and nothing else. Resolves with
 * how many and their bytes.
 */
export async function publishPictures(
  { handedOut: names, cacheDir }: Pick<PicturePipeline, 'handedOut' | 'cacheDir'>,
  clientDir: string,
): Promise<{ files: number; bytes: number }> {
  const outDir = pictureFolder(clientDir);
  await mkdir(outDir, { recursive: true });
  let bytes = 0;
  for (const name of names) {
    await copyFile(path.join(cacheDir, name), path.join(outDir, name));
    bytes += (await stat(path.join(outDir, name))).size;
  }
  return { files: names.size, bytes };
}

/** In development, serves the pipeline's files from its cache, where the build copies them from. */
export function servePictures(): Plugin {
  return {
    name: 'serve-pictures',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(PICTURE_DIR.slice(0, -1), (req, res, next) => {
        const name = (req.url ?? '').slice(1).split('?')[0]!;
        if (!/^[\w-]+\.(webp|jpg)$/.test(name)) return next();
        readFile(path.join(picturePipeline().cacheDir, name)).then(
          (bytes) => {
            res.setHeader('content-type', name.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');
            res.end(bytes);
          },
          () => next(),
        );
      });
    },
  };
}
