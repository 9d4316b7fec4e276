// Build time only: what a picture is, wherever it comes from. One function
// describes a picture (its source, its widths and its size, and the
// link-preview made of it when asked); pages then write it with
// pictureAttributes (picture.ts), which adds the `sizes` of where it is shown.
import { imageSize } from 'image-size';
import svgToDataUri from 'mini-svg-data-uri';
import type { Made } from './cache.server.ts';
import { inlineDrawing } from './drawing.server.ts';
import { PictureError, PREVIEW, type PictureJob } from './encode.server.ts';
import { pictureLayouts, pictureWidths, type Picture, type PictureLayoutName } from './layouts.ts';
import { pictureUrl } from './sources.server.ts';
import { MissingPicture, PUBLIC_DIR, sourceOf, type PictureOrigins } from './sources.server.ts';

/** A link-preview picture made of a page's first picture (og:image). */
export interface PreviewPicture {
  path: string;
  width: number;
  height: number;
  type: string;
}

/** A picture described for a layout, and the link preview made of it when one was asked. */
interface Described {
  picture: Picture;
  preview: PreviewPicture | null;
  /** The pipeline's files these name (none for a picture shown as it is). */
  files: string[];
}

/**
 * A drawing this small on a page's first screen (an SVG banner, a few hundred
 * bytes compressed) is written into the page, as markup (drawing.server.ts;
 * a drawing further down stays a file, fetched only when scrolled to): the
 * page then draws it with its text, in its first frame, and a page fetched
 * ahead of a click (src/site/speculation.ts) needs nothing more to be shown.
 * A separate file would cost a round trip after the click, and the browser
 * would wait on it for the page's largest paint. One that cannot be written
 * as markup is written as a `data:` address.
 */
export const INLINE_DRAWING_BYTES = 2_000;

/** A processed picture: its widths as `srcset`, its largest as `src`. */
export function toPicture(made: Made, displayWidth?: number): Picture {
  const largest = made.files.at(-1)!;
  const width = displayWidth && displayWidth < made.width ? displayWidth : made.width;
  return {
    src: pictureUrl(largest.name),
    srcset: made.files.map((file) => `${pictureUrl(file.name)} ${file.width}w`).join(', '),
    width,
    height: Math.round((width * made.height) / made.width),
  };
}

/**
 * The job for a layout: its widths, none wider than twice a width the editor
 * gave the picture (it is never shown wider than that).
 */
export function widthsJob(layout: PictureLayoutName, displayWidth?: number): PictureJob {
  const widths = pictureWidths[pictureLayouts[layout].made];
  return displayWidth
    ? { kind: 'widths', widths, maxWidth: displayWidth * 2 }
    : { kind: 'widths', widths };
}

/**
 * Describes the picture at `src` as `layout` shows it: a photo (from the
 * site's files, Storage or a `data:` address) in the widths its layout needs and
 * its intrinsic size, the editor's `displayWidth` kept and the height
 * following the real proportions; a drawing or GIF of the site as it is, with
 * its size. With `preview`, also the link-preview JPEG. Null for a picture on
 * another host, which the site shows as it is. Throws a PictureError, saying
 * why, for one that cannot be read or decoded.
 */
export async function describePicture(
  src: string,
  layout: PictureLayoutName,
  origins: PictureOrigins,
  { displayWidth, preview = false }: { displayWidth?: number; preview?: boolean } = {},
): Promise<Described | null> {
  const source = sourceOf(src, origins);
  if (!source) return null;
  if (source.kind === 'as-is') {
    const bytes = await source.bytes();
    let size;
    try {
      size = imageSize(bytes);
    } catch (error) {
      if (error instanceof PictureError) throw error;
      throw PictureError.undecodable(error);
    }
    const inline =
      'firstScreen' in pictureLayouts[layout] &&
      size.type === 'svg' &&
      bytes.byteLength <= INLINE_DRAWING_BYTES;
    const text = inline ? new TextDecoder().decode(bytes) : '';
    const drawing = inline ? inlineDrawing(text) : null;
    return {
      picture: {
        // React would write each quote of the address as `&#x27;`.
        src: inline && !drawing ? svgToDataUri(text).replaceAll("'", '%27') : src,
        width: size.width,
        height: size.height,
        ...(drawing && { drawing }),
      },
      preview: null,
      files: [],
    };
  }
  const jobs: PictureJob[] = [widthsJob(layout, displayWidth)];
  if (preview) jobs.push({ kind: 'preview' });
  const [widths, shared] = await source.make(jobs);
  const file = shared?.files[0];
  return {
    picture: toPicture(widths!, displayWidth),
    preview: file
      ? {
          path: pictureUrl(file.name),
          width: PREVIEW.width,
          height: PREVIEW.height,
          type: PREVIEW.type,
        }
      : null,
    files: [widths!, ...(shared ? [shared] : [])].flatMap((made) => made.files.map((f) => f.name)),
  };
}

/**
 * A file of public/ as `layout` shows it, for the pages made of content
 * files and the banners. A missing file or one that cannot be decoded fails
 * the build, naming `from` (the content file or route).
 */
export async function sitePicture(
  src: string,
  layout: PictureLayoutName,
  from: string,
  publicDir = PUBLIC_DIR,
): Promise<Picture> {
  try {
    const described = await describePicture(src, layout, { publicDir, storage: null });
    if (!described) throw new PictureError('it is not a file of the site');
    return described.picture;
  } catch (error) {
    const message = (error as Error).message;
    throw new Error(
      error instanceof MissingPicture
        ? `Missing image in ${from}: ${message}`
        : `Picture that cannot be used in ${from}: ${src}: ${message}`,
    );
  }
}
