// Build time only: encoding, the one place sharp is driven. A photo is
// oriented as the camera held it, stripped of its metadata, turned to sRGB
// and made in the widths its layout needs, as WebP; or made into a
// link-preview JPEG. Nothing here knows where the results are kept.
import sharp, { type Metadata } from 'sharp';

/** Larger originals are not decoded (a 12 MP phone photo is about 3.3 MB). */
export const MAX_PICTURE_BYTES = 30 * 1024 * 1024;
const MAX_PICTURE_PIXELS = 50_000_000;

/** cwebp's own default: photos at a quarter of a JPEG's bytes, no visible loss at their size. */
const WEBP = { quality: 75, effort: 4 } as const;
/** Link previews: what WhatsApp, Facebook and Telegram all take, under 300 KB. */
export const PREVIEW = { width: 1200, height: 630, maxBytes: 300_000, type: 'image/jpeg' } as const;
const PREVIEW_QUALITIES = [82, 72, 62, 50];

/** Bumped when what encoding makes changes, so no cached result outlives it. */
const ENCODER_VERSION = 1;

/** Everything that decides what encoding makes of a source, for the cache's key. */
export const ENCODER = {
  WEBP,
  PREVIEW,
  PIPELINE_VERSION: ENCODER_VERSION,
  sharp: sharp.versions.sharp,
} as const;

/** What one set of options makes of one source: the widths, or a preview. */
export type PictureJob =
  { kind: 'widths'; widths: readonly number[]; maxWidth?: number } | { kind: 'preview' };

/** A file encoded for a job: its name's ending (after the cache key), its width, its bytes. */
interface EncodedFile {
  suffix: string;
  width: number;
  bytes: Buffer;
}

export interface Encoded {
  /** Intrinsic size of the oriented original. */
  width: number;
  height: number;
  files: EncodedFile[];
}

/** Why a picture was not processed: the build says it, naming the picture. */
export class PictureError extends Error {
  /** A picture whose bytes the decoder does not take, with the decoder's reason. */
  static undecodable(error: unknown) {
    return new PictureError(`it cannot be decoded as a picture (${(error as Error).message})`);
  }
}

/** The widths a layout makes of an original `width` wide: none wider than it. */
export function widthsFor(layout: readonly number[], width: number, maxWidth = Infinity): number[] {
  const cap = Math.min(width, maxWidth);
  const fitting = layout.filter((w) => w <= cap);
  return fitting.length === layout.length || fitting.includes(cap) ? fitting : [...fitting, cap];
}

/** Refuses, before decoding, what is too large to be a picture for the web. */
async function checkSize(source: Uint8Array): Promise<{ width: number; height: number }> {
  if (source.byteLength > MAX_PICTURE_BYTES)
    throw new PictureError(
      `it is ${(source.byteLength / 1048576).toFixed(1)} MB, over the ${MAX_PICTURE_BYTES / 1048576} MB a picture may have; it was not decoded`,
    );
  let meta: Metadata;
  try {
    meta = await sharp(source).metadata();
  } catch (error) {
    throw PictureError.undecodable(error);
  }
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw new PictureError('it has no width or height');
  if (width * height > MAX_PICTURE_PIXELS)
    throw new PictureError(
      `it is ${((width * height) / 1e6).toFixed(0)} megapixels, over the ${MAX_PICTURE_PIXELS / 1e6} a picture may have; it was not decoded`,
    );
  return { width, height };
}

/** Oriented as the camera held it; decoded once per output. Metadata is never copied. */
const decode = (source: Uint8Array) =>
  sharp(source, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' }).autoOrient();

/** The preview: cropped to the card's shape, at the best quality under its byte budget. */
async function preview(source: Uint8Array): Promise<EncodedFile> {
  let jpeg: Buffer | undefined;
  for (const quality of PREVIEW_QUALITIES) {
    jpeg = await decode(source)
      .resize(PREVIEW.width, PREVIEW.height, { fit: 'cover', position: 'attention' })
      .toColourspace('srgb')
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (jpeg.length <= PREVIEW.maxBytes) break;
  }
  return { suffix: '.jpg', width: PREVIEW.width, bytes: jpeg! };
}

/** The widths: each resized from the original, as WebP. */
async function widths(
  source: Uint8Array,
  job: Extract<PictureJob, { kind: 'widths' }>,
  width: number,
): Promise<EncodedFile[]> {
  const files: EncodedFile[] = [];
  for (const w of widthsFor(job.widths, width, job.maxWidth)) {
    const webp = await decode(source)
      .resize({ width: w })
      .toColourspace('srgb')
      .webp(WEBP)
      .toBuffer();
    files.push({ suffix: `-${w}.webp`, width: w, bytes: webp });
  }
  return files;
}

/**
 * Encodes `source` for `job`. Throws a PictureError, saying why, for a source
 * too large or that cannot be decoded.
 */
export async function encodePicture(source: Uint8Array, job: PictureJob): Promise<Encoded> {
  const { width, height } = await checkSize(source);
  try {
    const files =
      job.kind === 'preview' ? [await preview(source)] : await widths(source, job, width);
    return { width, height, files };
  } catch (error) {
    throw PictureError.undecodable(error);
  }
}
