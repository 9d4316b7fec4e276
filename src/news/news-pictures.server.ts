// Build time only: a news item's pictures through the picture pipeline:
// the site's files, the project's Storage, and pictures pasted into the text.
import { createStoragePictures, type StoragePictures } from '~/integrations/picture-sources';
import { readPublicFile } from '~/integrations/site-pictures.server';
import {
  picturePipeline,
  pictureUrl,
  PictureError,
  PREVIEW,
  PROCESSED,
  toPicture,
  widthsJob,
  type Made,
  type PictureJob,
} from '~/integrations/pictures';
import { pictureLayouts, type Picture } from '~/pictures/layouts';
import type { StorageConfig } from './firebase-env';
import { elementsNamed } from './dom';

/** A news item's link-preview picture, made from its first picture. */
export interface PreviewPicture {
  path: string;
  width: number;
  height: number;
  type: string;
}

export interface NewsPictureOptions {
  /** The site's public/ folder, where `/images/…` pictures are. */
  publicDir: string;
  /** The project's Storage, when the news come from Firestore. */
  storage: StorageConfig | null;
  /**
   * Local news fail the build on a picture that cannot be processed, naming
   * the file; Firestore news keep the original and the log names it.
   */
  strict: boolean;
  warn: (message: string) => void;
}

/** Sets a processed picture's attributes on an `img`, keeping its alt text and place. */
function applyPicture(image: Element, picture: Picture): void {
  image.setAttribute('src', picture.src);
  if (picture.srcset) image.setAttribute('srcset', picture.srcset);
  if (picture.sizes) image.setAttribute('sizes', picture.sizes);
  image.setAttribute('width', String(picture.width));
  image.setAttribute('height', String(picture.height));
}

/** The same pictures on the item's own page, where the text column is wider. */
export function forItemPage(page: Element): void {
  for (const image of elementsNamed(page, 'img'))
    if (image.hasAttribute('srcset')) image.setAttribute('sizes', pictureLayouts.newsPage.sizes);
}

/** A site path (`/images/…`), as opposed to an address on another host. */
const isSitePath = (src: string) => src.startsWith('/') && !src.startsWith('//');

/**
 * A picture inside the document: what Quill, TinyMCE and CKEditor's Base64
 * adapter write when a photo is pasted or picked (the sanitiser lets only
 * these raster types through).
 */
const isDataPicture = (src: string) => /^data:image\//i.test(src);

/** The bytes of a `data:` picture, decoded as the browser decodes them (fetch). */
async function dataPictureBytes(src: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await (await fetch(src)).arrayBuffer());
  } catch (error) {
    throw new PictureError(`its data: address cannot be read (${(error as Error).message})`);
  }
}

type Process = (jobs: PictureJob[]) => Promise<Made[]>;

/**
 * Where a news picture's bytes come from, or null for one the site shows as
 * it is: a drawing or GIF of the site's own, or a picture on another host.
 */
function pictureSource(
  src: string,
  publicDir: string,
  storage: StoragePictures | null,
): Process | null {
  const pipeline = picturePipeline();
  const all = (bytes: Uint8Array, jobs: PictureJob[]) =>
    Promise.all(jobs.map((job) => pipeline.process(bytes, job)));
  if (isDataPicture(src)) return async (jobs) => all(await dataPictureBytes(src), jobs);
  if (isSitePath(src)) {
    const file = src.split(/[?#]/)[0]!;
    if (!PROCESSED.test(file)) return null;
    return async (jobs) => all(await readPublicFile(decodeURIComponent(file), publicDir), jobs);
  }
  return storage?.owns(src) ? (jobs) => storage.process(src, jobs) : null;
}

/** How the build log names a picture: a pasted one by its size, not by its megabyte of text. */
const described = (src: string) =>
  isDataPicture(src)
    ? `the picture pasted into its text (${Math.round(src.length / 1024)} KB of data: address)`
    : `the picture ${src}`;

/**
 * Processes one item's pictures in place: each of the site's own files, each
 * file of the project's Storage and each picture pasted into the text
 * (`data:`) gets its widths, `sizes` for a news card, and its intrinsic size
 * (the editor's width kept, the height following the picture's real
 * proportions). Anything else stays as the sanitiser left it. A file that
 * cannot be processed is kept as it is; a pasted one is left out, its
 * description kept as text, never inlined. Resolves with the link preview
 * made of the first picture, if it could be.
 */
export async function processNewsPictures(
  root: Element,
  id: string,
  options: NewsPictureOptions,
  storage: StoragePictures | null,
): Promise<PreviewPicture | null> {
  let preview: PreviewPicture | null = null;
  for (const [index, image] of elementsNamed(root, 'img').entries()) {
    const src = image.getAttribute('src') ?? '';
    const process = pictureSource(src, options.publicDir, storage);
    if (!process) continue;
    const editorWidth = Number(image.getAttribute('width')) || undefined;
    const jobs: PictureJob[] = [widthsJob('newsCard', editorWidth)];
    if (index === 0) jobs.push({ kind: 'preview' });
    try {
      const made = await process(jobs);
      const picture = toPicture(made[0]!, 'newsCard', editorWidth);
      applyPicture(image, picture);
      // A link to the picture itself (to see it larger) leads to its largest
      // processed width: never to the original, with its weight and its GPS.
      const link = image.closest('a');
      if (link?.getAttribute('href') === src) link.setAttribute('href', picture.src);
      const shared = made[1]?.files[0];
      if (shared)
        preview = {
          path: pictureUrl(shared.name),
          width: PREVIEW.width,
          height: PREVIEW.height,
          type: PREVIEW.type,
        };
    } catch (error) {
      const pasted = isDataPicture(src);
      const kept = pasted ? 'was left out' : 'was kept as it is';
      const message = `News item "${id}": ${described(src)} ${kept}: ${(error as Error).message}.`;
      if (options.strict) throw new Error(message);
      options.warn(`Warning: ${message}`);
      if (pasted) image.replaceWith(image.getAttribute('alt')?.trim() ?? '');
    }
  }
  return preview;
}

/** Storage pictures for this build's pipeline, or null when the news are local. */
export function storagePictures(storage: StorageConfig | null): StoragePictures | null {
  return storage ? createStoragePictures(picturePipeline(), storage) : null;
}
