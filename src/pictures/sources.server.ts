// Build time only: where a picture's bytes come from: the site's own files
// under public/, the project's Storage (storage.server.ts), and pictures
// pasted into a news item's text as `data:` addresses. Anything else is on
// another host and shown as it is.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Made } from './cache.server.ts';
import { PictureError, type PictureJob } from './encode.server.ts';
import { isDataPicture, isSitePath } from './picture.ts';
import { PICTURE_DIR } from './layouts.ts';
import { picturePipeline } from './pipeline.server.ts';
import type { StoragePictures } from './storage.server.ts';

/** The site's public/ folder, from the project's root. */
export const PUBLIC_DIR = path.resolve('public');

/** A site picture that public/ does not have. */
export class MissingPicture extends PictureError {}

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

/** The published address of a file the pipeline made. */
export const pictureUrl = (name: string) => `${PICTURE_DIR}${name}`;

/** Raster pictures the pipeline makes widths of; anything else (SVG, GIF) is kept as it is. */
const RASTER_TYPES = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'tif', 'tiff'];
const PROCESSED = new RegExp(`\\.(${RASTER_TYPES.join('|')})$`, 'i');

/**
 * What the editor's picture fields accept (an `accept` list): the raster
 * pictures the pipeline processes, and drawings, which the build sanitises.
 */
export const PICTURE_FILE_TYPES = [...RASTER_TYPES, 'svg'].map((type) => `.${type}`).join(',');

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
export function sourceOf(src: string, { publicDir, storage }: PictureOrigins): Source | null {
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
