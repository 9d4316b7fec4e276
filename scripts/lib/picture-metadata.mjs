// What the repository must never keep of a photo: where it was taken and
// with what camera. The check (tests/integration/picture-metadata.test.ts) and the
// command that cleans (`npm run pictures:clean`) read pictures the same way.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { importSource } from './source-modules.mjs';

const { CONTENT_ROOT } = await importSource('content/kinds.ts');

/** The folders of the repository whose pictures are committed: drawings, photos, content. */
export const PICTURE_FOLDERS = ['public', CONTENT_ROOT];

/** The command that takes the metadata out, named in every complaint. */
export const CLEAN_COMMAND = 'npm run pictures:clean';

/** Raster pictures sharp reads and writes back in their own format. */
const RASTER = /\.(jpe?g|png|webp|avif|tiff?)$/i;

/** Every raster picture under `folders` of `root`, relative to it. */
export async function committedPictures(root, folders = PICTURE_FOLDERS) {
  const found = [];
  for (const folder of folders) {
    const entries = await readdir(path.join(root, folder), {
      recursive: true,
      withFileTypes: true,
    }).catch(() => []);
    for (const entry of entries)
      if (entry.isFile() && RASTER.test(entry.name))
        found.push(path.relative(root, path.join(entry.parentPath, entry.name)));
  }
  return found.sort();
}

/**
 * What a picture's bytes tell beyond their pixels: its GPS position, its
 * camera, or any block of EXIF, XMP or IPTC (where phones and editors put
 * them). An empty list: nothing.
 */
export async function metadataOf(bytes) {
  const { exif, xmp, iptc } = await sharp(bytes).metadata();
  const kept = [];
  const gps = await exifr.gps(bytes).catch(() => undefined);
  if (gps) kept.push(`GPS ${gps.latitude.toFixed(4)}, ${gps.longitude.toFixed(4)}`);
  const camera = await exifr.parse(bytes, ['Make', 'Model']).catch(() => undefined);
  if (camera?.Make || camera?.Model)
    kept.push(`camera ${[camera.Make, camera.Model].filter(Boolean).join(' ')}`);
  if (exif) kept.push('EXIF');
  if (xmp) kept.push('XMP');
  if (iptc) kept.push('IPTC');
  return kept;
}

/** Each committed picture that keeps metadata, with what it keeps. */
export async function picturesWithMetadata(root, folders = PICTURE_FOLDERS) {
  const found = [];
  for (const file of await committedPictures(root, folders)) {
    const kept = await metadataOf(await readFile(path.join(root, file)));
    if (kept.length) found.push({ file, kept });
  }
  return found;
}

/**
 * The picture's bytes again, turned as the camera meant (its orientation
 * applied) and with no metadata: sharp writes none unless asked to.
 */
export async function withoutMetadata(bytes) {
  const image = sharp(bytes).autoOrient();
  const { format } = await image.metadata();
  const encoders = {
    jpeg: (i) => i.jpeg({ quality: 92, mozjpeg: true }),
    png: (i) => i.png({ compressionLevel: 9 }),
    webp: (i) => i.webp({ quality: 92 }),
    avif: (i) => i.avif({ quality: 70 }),
    heif: (i) => i.avif({ quality: 70 }),
    tiff: (i) => i.tiff(),
  };
  const encode = encoders[format];
  if (!encode) throw new Error(`cannot write a ${format} picture back`);
  return encode(image).toBuffer();
}

/** Cleans every committed picture that keeps metadata, in place; returns what it cleaned. */
export async function cleanPictures(root, folders = PICTURE_FOLDERS) {
  const cleaned = await picturesWithMetadata(root, folders);
  for (const { file } of cleaned) {
    const at = path.join(root, file);
    await writeFile(at, await withoutMetadata(await readFile(at)));
  }
  return cleaned;
}
