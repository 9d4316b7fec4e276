// Build time only: a news item's pictures, described by the picture module
// (the site's files, the project's Storage, pictures pasted into the text)
// and written into the item's HTML by its one attribute writer.
import {
  describePicture,
  isDataPicture,
  type PictureOrigins,
  type PreviewPicture,
} from '~/pictures/describe.server';
import { pictureLayouts, type Picture } from '~/pictures/layouts';
import { firstPicturePlacement, pictureAttributes, setAttributes } from '~/pictures/picture';
import { elementsNamed } from './dom';
import { textBefore } from './item-text';

export interface NewsPictureOptions extends PictureOrigins {
  /**
   * Local news fail the build on a picture that cannot be processed, naming
   * the file; Firestore news keep the original and the log names it.
   */
  strict: boolean;
  warn: (message: string) => void;
}

/** An item's pictures once described: each `img` in order, null for one shown as it is. */
export interface NewsPictures {
  pictures: (Picture | null)[];
  /** The link preview made of the first picture, if it could be. */
  preview: PreviewPicture | null;
}

/** How the build log names a picture: a pasted one by its size, not by its megabyte of text. */
const described = (src: string) =>
  isDataPicture(src)
    ? `the picture pasted into its text (${Math.round(src.length / 1024)} KB of data: address)`
    : `the picture ${src}`;

/**
 * Describes one item's pictures, as a news card shows them: each of the
 * site's own files, each file of the project's Storage and each picture
 * pasted into the text, the editor's width kept. Anything else stays as the
 * sanitiser left it. A file that cannot be processed is kept as it is; a
 * pasted one is left out of `root`, its description kept as text, never
 * inlined. A link to a picture itself (to see it larger) is pointed at its
 * largest processed width: never at the original, with its weight and GPS.
 */
export async function describeNewsPictures(
  root: Element,
  id: string,
  options: NewsPictureOptions,
): Promise<NewsPictures> {
  const pictures: (Picture | null)[] = [];
  let preview: PreviewPicture | null = null;
  for (const [index, image] of elementsNamed(root, 'img').entries()) {
    const src = image.getAttribute('src') ?? '';
    const displayWidth = Number(image.getAttribute('width')) || undefined;
    try {
      // The preview is made of the first picture only: when that one cannot
      // be used, the item shares the site's card rather than a later picture.
      const made = await describePicture(src, 'newsCard', options, {
        displayWidth,
        preview: index === 0,
      });
      pictures.push(made?.picture ?? null);
      if (!made) continue;
      if (index === 0) preview = made.preview;
      const link = image.closest('a');
      if (link?.getAttribute('href') === src) link.setAttribute('href', made.picture.src);
    } catch (error) {
      const pasted = isDataPicture(src);
      const kept = pasted ? 'was left out' : 'was kept as it is';
      const message = `News item "${id}": ${described(src)} ${kept}: ${(error as Error).message}.`;
      if (options.strict) throw new Error(message);
      options.warn(`Warning: ${message}`);
      if (pasted) image.replaceWith(image.getAttribute('alt')?.trim() ?? '');
      else pictures.push(null);
    }
  }
  return { pictures, preview };
}

/**
 * Writes an item's described pictures into `root` for a layout: a card, or
 * the item's own page, where the text column is wider (same widths, other
 * `sizes`). With `lead`, the item is the first thing on its page, and its
 * first picture leads when it is on the first screen.
 */
export function writeNewsPictures(
  root: Element,
  pictures: (Picture | null)[],
  layout: 'newsCard' | 'newsPage',
  lead: boolean,
): void {
  for (const [index, image] of elementsNamed(root, 'img').entries()) {
    const picture = pictures[index];
    if (!picture) continue;
    const placement =
      lead && index === 0
        ? firstPicturePlacement(textBefore(root, image), Boolean(picture.srcset))
        : 'body';
    const sizes = picture.srcset ? pictureLayouts[layout].sizes : undefined;
    setAttributes(image, pictureAttributes({ ...picture, sizes }, placement));
  }
}
