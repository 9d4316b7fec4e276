// Build time only: a news item's pictures through the picture pipeline.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createStoragePictures, type StoragePictures } from '~/integrations/picture-sources';
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
export function applyPicture(image: Element, picture: Picture): void {
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

/** Where a picture's bytes come from, or null when it is kept as it is. */
type Origin = { kind: 'site'; file: string } | { kind: 'storage' };

function originOf(src: string, options: NewsPictureOptions, storage: StoragePictures | null) {
  if (src.startsWith('/') && !src.startsWith('//')) {
    const pathname = decodeURIComponent(src.split(/[?#]/)[0]!);
    if (!PROCESSED.test(pathname)) return null;
    const file = path.join(options.publicDir, path.normalize(pathname));
    // Only the site's own files: never a path that climbs out of public/.
    return file.startsWith(options.publicDir + path.sep)
      ? ({ kind: 'site', file } as Origin)
      : null;
  }
  return storage ? ({ kind: 'storage' } as Origin) : null;
}

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
  let first = true;
  for (const image of elementsNamed(root, 'img')) {
    const src = image.getAttribute('src') ?? '';
    const origin = originOf(src, options, storage);
    const isFirst = first;
    first = false;
    if (!origin) continue;
    if (origin.kind === 'storage' && !storage) continue;
    const editorWidth = Number(image.getAttribute('width')) || undefined;
    const jobs: PictureJob[] = [widthsJob('newsCard', editorWidth)];
    if (isFirst) jobs.push({ kind: 'preview' });
    try {
      let made;
      if (origin.kind === 'site') {
        const bytes = await readFile(origin.file).catch(() => {
          throw new Error(`${src} is not in public/`);
        });
        made = await Promise.all(jobs.map((job) => pipeline.process(bytes, job)));
      } else {
        made = await storage!.process(src, jobs);
        if (!made) continue;
      }
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
