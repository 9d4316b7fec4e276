// Build time only: a news item's pictures through the picture pipeline.
import { createStoragePictures, type StoragePictures } from '~/integrations/picture-sources';
import { readPublicFile } from '~/integrations/site-pictures.server';
import {
  picturePipeline,
  pictureUrl,
  PREVIEW,
  PROCESSED,
  toPicture,
  widthsJob,
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
 * Processes one item's pictures in place: each of the site's own files and
 * each file of the project's Storage gets its widths, `sizes` for a news
 * card, and its intrinsic size (the editor's width kept, the height following
 * the picture's real proportions). Anything else stays as the sanitiser left
 * it. Resolves with the link preview made of the first picture, if it could be.
 */
export async function processNewsPictures(
  root: Element,
  id: string,
  options: NewsPictureOptions,
  storage: StoragePictures | null,
): Promise<PreviewPicture | null> {
  const pipeline = picturePipeline();
  let preview: PreviewPicture | null = null;
  for (const [index, image] of elementsNamed(root, 'img').entries()) {
    const src = image.getAttribute('src') ?? '';
    const site = isSitePath(src);
    // A drawing or GIF of the site's own stays as it is, and so does a
    // picture from anywhere but the project's Storage.
    if (site ? !PROCESSED.test(src.split(/[?#]/)[0]!) : !storage?.owns(src)) continue;
    const editorWidth = Number(image.getAttribute('width')) || undefined;
    const jobs: PictureJob[] = [widthsJob('newsCard', editorWidth)];
    if (index === 0) jobs.push({ kind: 'preview' });
    try {
      const made = site
        ? await readPublicFile(decodeURIComponent(src.split(/[?#]/)[0]!), options.publicDir).then(
            (bytes) => Promise.all(jobs.map((job) => pipeline.process(bytes, job))),
          )
        : await storage!.process(src, jobs);
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
      const message = `News item "${id}": the picture ${src} was kept as it is: ${(error as Error).message}.`;
      if (options.strict) throw new Error(message);
      options.warn(`Warning: ${message}`);
    }
  }
  return preview;
}

/** Storage pictures for this build's pipeline, or null when the news are local. */
export function storagePictures(storage: StorageConfig | null): StoragePictures | null {
  return storage ? createStoragePictures(picturePipeline(), storage) : null;
}
