// Build time only: the site's own pictures (public/images) as pages show them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { Picture, PictureLayoutName } from '../pictures/layouts.ts';
import { picturePipeline, PROCESSED, toPicture, widthsJob } from './pictures.ts';

/** The site's public/ folder, from the project's root. */
export const PUBLIC_DIR = path.resolve('public');

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
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(publicDir, src));
  } catch {
    throw new Error(`Missing image in ${from}: ${src} is not in public/`);
  }
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
