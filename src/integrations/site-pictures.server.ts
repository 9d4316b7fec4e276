// Build time only: the site's own pictures (public/images) as pages show them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { Picture, PictureLayoutName } from '../pictures/layouts.ts';
import { picturePipeline, PROCESSED, toPicture, widthsJob } from './pictures.ts';

/** The site's public/ folder, from the project's root. */
export const PUBLIC_DIR = path.resolve('public');

/** The bytes of the site's own file at `pathname`; throws, naming it, when public/ has none. */
export async function readPublicFile(pathname: string, publicDir = PUBLIC_DIR): Promise<Buffer> {
  const file = path.join(publicDir, path.normalize(pathname));
  const missing = new Error(`${pathname} is not in public/`);
  // Only the site's own files: never a path that climbs out of public/.
  if (!file.startsWith(publicDir + path.sep)) throw missing;
  return readFile(file).catch(() => {
    throw missing;
  });
}

/**
 * A file of public/ as `layout` shows it: a photo in its widths, a drawing
 * (SVG) or a GIF as it is, with its intrinsic size. A missing file or one
 * that cannot be decoded fails the build, naming `from` (the content file).
 */
export async function sitePicture(
  src: string,
  layout: PictureLayoutName,
  from: string,
  publicDir = PUBLIC_DIR,
): Promise<Picture> {
  const bytes = await readPublicFile(src, publicDir).catch((error: Error) => {
    throw new Error(`Missing image in ${from}: ${error.message}`);
  });
  try {
    if (!PROCESSED.test(src)) {
      const { width, height } = imageSize(bytes);
      return { src, width, height };
    }
    return toPicture(await picturePipeline().process(bytes, widthsJob(layout)), layout);
  } catch (error) {
    throw new Error(`Picture that cannot be used in ${from}: ${src}: ${(error as Error).message}`);
  }
}
