// Build time only: what a picture is, wherever it comes from. One function
// describes a picture (its source, its widths, its `sizes` and its size, and
// the link-preview made of it when asked); pages then write it with
// pictureAttributes (picture.ts). The sources sit here: the site's own files
// under public/, the project's Storage (storage.server.ts) and pictures pasted
// into a news item's text as `data:` addresses.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { imageSize } from 'image-size';
import { pictureLayouts, type Picture, type PictureLayoutName } from './layouts.ts';
import { isSitePath } from './picture.ts';
import {
  PictureError,
  PREVIEW,
  PROCESSED,
  picturePipeline,
  pictureUrl,
  type Made,
  type PictureJob,
} from './pipeline.server.ts';
import type { StoragePictures } from './storage.server.ts';

/** The site's public/ folder, from the project's root. */
export const PUBLIC_DIR = path.resolve('public');

/** A site picture that public/ does not have. */
class MissingPicture extends PictureError {}

/** The bytes of the site's own file at `pathname`; throws, naming it, when public/ has none. */
async function readPublicFile(pathname: string, publicDir = PUBLIC_DIR): Promise<Buffer> {
  const file = path.join(publicDir, path.normalize(pathname));
  const missing = new MissingPicture(`${pathname} is not in public/`);
  // Only the site's own files: never a path that climbs out of public/.
  if (!file.startsWith(publicDir + path.sep)) throw missing;
  return readFile(file).catch(() => {
    throw missing;
  });
}

/**
 * A picture inside the document: what Quill, TinyMCE and CKEditor's Base64
 * adapter write when a photo is pasted or picked (the sanitiser lets only
 * raster types through).
 */
export const isDataPicture = (src: string) => /^data:image\//i.test(src);

/** The bytes of a `data:` picture, decoded as the browser decodes them (fetch). */
async function dataPictureBytes(src: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await (await fetch(src)).arrayBuffer());
  } catch (error) {
    throw new PictureError(`its data: address cannot be read (${(error as Error).message})`);
  }
}

/** Where pictures may come from in this build. */
export interface PictureOrigins {
  /** The site's public/ folder, where `/images/…` pictures are. */
  publicDir: string;
  /** The project's Storage, when the news come from Firestore. */
  storage: StoragePictures | null;
}

/** A source the pipeline can make jobs of, or a file to show as it is (a drawing, a GIF). */
type Source =
  | { kind: 'processed'; make: (jobs: PictureJob[]) => Promise<Made[]> }
  | { kind: 'as-is'; bytes: () => Promise<Uint8Array> };

/** Where a picture's bytes come from, or null for one on another host: shown as it is. */
function sourceOf(src: string, { publicDir, storage }: PictureOrigins): Source | null {
  const pipeline = picturePipeline();
  const all = async (bytes: Uint8Array, jobs: PictureJob[]) =>
    Promise.all(jobs.map((job) => pipeline.process(bytes, job)));
  if (isDataPicture(src))
    return { kind: 'processed', make: async (jobs) => all(await dataPictureBytes(src), jobs) };
  if (isSitePath(src)) {
    const file = decodeURIComponent(src.split(/[?#]/)[0]!);
    const bytes = () => readPublicFile(file, publicDir);
    if (!PROCESSED.test(file)) return { kind: 'as-is', bytes };
    return { kind: 'processed', make: async (jobs) => all(await bytes(), jobs) };
  }
  if (storage?.owns(src)) return { kind: 'processed', make: (jobs) => storage.process(src, jobs) };
  return null;
}

/** A link-preview picture made of a page's first picture (og:image). */
export interface PreviewPicture {
  path: string;
  width: number;
  height: number;
  type: string;
}

/** A picture described for a layout, and the link preview made of it when one was asked. */
export interface Described {
  picture: Picture;
  preview: PreviewPicture | null;
  /** The pipeline's files these name (none for a picture shown as it is). */
  files: string[];
}

/** A processed picture for a layout: its widths as `srcset`, its largest as `src`. */
export function toPicture(made: Made, layout: PictureLayoutName, displayWidth?: number): Picture {
  const largest = made.files.at(-1)!;
  const width = displayWidth && displayWidth < made.width ? displayWidth : made.width;
  return {
    src: pictureUrl(largest.name),
    srcset: made.files.map((file) => `${pictureUrl(file.name)} ${file.width}w`).join(', '),
    sizes: pictureLayouts[layout].sizes,
    width,
    height: Math.round((width * made.height) / made.width),
  };
}

/**
 * The job for a layout: its widths, none wider than twice a width the editor
 * gave the picture (it is never shown wider than that).
 */
export function widthsJob(layout: PictureLayoutName, displayWidth?: number): PictureJob {
  const { widths } = pictureLayouts[layout];
  return displayWidth
    ? { kind: 'widths', widths, maxWidth: displayWidth * 2 }
    : { kind: 'widths', widths };
}

/**
 * Describes the picture at `src` as `layout` shows it: a photo (from the
 * site's files, Storage or a `data:` address) in its widths with `sizes` and
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
    let size;
    try {
      size = imageSize(await source.bytes());
    } catch (error) {
      if (error instanceof PictureError) throw error;
      throw new PictureError(`it cannot be decoded as a picture (${(error as Error).message})`);
    }
    return { picture: { src, width: size.width, height: size.height }, preview: null, files: [] };
  }
  const jobs: PictureJob[] = [widthsJob(layout, displayWidth)];
  if (preview) jobs.push({ kind: 'preview' });
  const [widths, shared] = await source.make(jobs);
  const file = shared?.files[0];
  return {
    picture: toPicture(widths!, layout, displayWidth),
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
