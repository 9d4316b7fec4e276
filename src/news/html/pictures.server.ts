// Build time only: a news item's pictures, described by the picture module
// (the site's files, the project's Storage, pictures pasted into the text)
// and written into the item's HTML by its one attribute writer.
import {
  isDataPicture,
  loadingAttributes,
  pictureAttributes,
  pictureSourceTag,
  setAttributes,
  SOURCE_TAG_ATTRIBUTE,
  type Picture,
} from '~/pictures';
import {
  describePicture,
  StorageUnreachable,
  type PictureOrigins,
  type PreviewPicture,
} from '~/pictures/index.server';
import { elementsNamed } from './dom';
import { firstPicturePlacement } from './first-screen';
import { textBefore } from './item-text';

export interface NewsPictureOptions extends PictureOrigins {
  /**
   * Local news fail the build on a picture that cannot be processed, naming
   * the file; in Firestore news it is left out and the log names it.
   */
  strict: boolean;
  /**
   * A Storage picture never processed, while Storage cannot be reached:
   * `stop` the build (a deploy), or leave it out for now (`npm start`, previews).
   */
  ifUnreachable: 'stop' | 'leave-out';
  warn: (message: string) => void;
}

/** An item's pictures once described: each `img` in order, null for one shown as it is. */
interface NewsPictures {
  pictures: (Picture | null)[];
  /** The link preview made of the first picture, if it could be. */
  preview: PreviewPicture | null;
  /** The picture pipeline's files these name. */
  files: string[];
  /** Whether a picture was left out only because Storage could not be reached. */
  unreachable: boolean;
}

/** How the build's log names a picture: a pasted one by its size, not by its megabyte of text. */
const described = (src: string) =>
  isDataPicture(src)
    ? `the picture pasted into its text (${Math.round(src.length / 1024)} KB of data: address)`
    : `the picture ${src}`;

/**
 * Describes one item's pictures, as a news card shows them: each of the
 * site's own files, each file of the project's Storage and each picture
 * pasted into the text, the editor's width kept. Anything else stays as the
 * sanitiser left it. A file that cannot be processed is kept as it is; a
 * Storage or pasted one is left out of `root`, its description kept as
 * text: never the original, with its weight and GPS. A link to a picture
 * itself (to see it larger) is pointed at its largest processed width.
 */
export async function describeNewsPictures(
  root: Element,
  id: string,
  options: NewsPictureOptions,
): Promise<NewsPictures> {
  const pictures: (Picture | null)[] = [];
  const files: string[] = [];
  let unreachable = false;
  let preview: PreviewPicture | null = null;
  for (const [index, image] of elementsNamed(root, 'img').entries()) {
    const src = image.getAttribute('src') ?? '';
    const displayWidth = Number(image.getAttribute('width')) || undefined;
    try {
      // The preview is made of the first picture only: when that one cannot
      // be used, the item shares the site's card rather than a later picture.
      const made = await describePicture(src, 'news', options, {
        displayWidth,
        preview: index === 0,
      });
      pictures.push(made?.picture ?? null);
      if (!made) continue;
      files.push(...made.files);
      // A Storage picture says which original it was made from, so that the
      // live check can show these files for it in an item edited since.
      if (options.storage?.owns(src))
        image.setAttribute(SOURCE_TAG_ATTRIBUTE, pictureSourceTag(src));
      if (index === 0) preview = made.preview;
      const link = image.closest('a');
      if (link?.getAttribute('href') === src) link.setAttribute('href', made.picture.src);
    } catch (error) {
      const why = (error as Error).message;
      if (error instanceof StorageUnreachable && options.ifUnreachable === 'stop')
        throw new Error(
          `News item "${id}": ${described(src)} was never processed, and ${why}. The build stops so that no page sends visitors to the original; run it again once Storage answers.`,
        );
      unreachable ||= error instanceof StorageUnreachable;
      // Never the original of a pasted or uploaded photo; a site file may stay as it is.
      const leftOut = isDataPicture(src) || Boolean(options.storage?.owns(src));
      const message = `News item "${id}": ${described(src)} ${leftOut ? 'was left out' : 'was kept as it is'}: ${why}.`;
      if (options.strict) throw new Error(message);
      options.warn(message);
      if (leftOut) image.replaceWith(image.getAttribute('alt')?.trim() ?? '');
      else pictures.push(null);
    }
  }
  return { pictures, preview, files, unreachable };
}

/**
 * A copy of `root` with an item's described pictures written in, for its card
 * or its own page alike (pictureLayouts.news). With `lead`, the item is the
 * first thing on its page, and its first picture leads when it is on the
 * first screen. One shown as it is loads as the body's pictures do.
 */
export function withNewsPictures(
  root: Element,
  pictures: (Picture | null)[],
  lead: boolean,
): Element {
  const copy = root.cloneNode(true) as Element;
  for (const [index, image] of elementsNamed(copy, 'img').entries()) {
    const picture = pictures[index];
    if (!picture) {
      setAttributes(image, loadingAttributes('body'));
      continue;
    }
    const placement =
      lead && index === 0
        ? firstPicturePlacement(textBefore(copy, image), Boolean(picture.srcset))
        : 'body';
    setAttributes(image, pictureAttributes(picture, placement, 'news'));
  }
  return copy;
}
