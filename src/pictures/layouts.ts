// What is made of a picture (its widths) and where it is shown (the `sizes`
// that tell the browser the box it fills), apart. Boxes measured in the
// built pages (phone to desktop); each list of widths ends at about twice
// the widest box it serves.

/** A picture as a page shows it: its address, its widths and its intrinsic size. */
export interface Picture {
  src: string;
  width: number;
  height: number;
  /**
   * "address width" pairs; absent for a drawing (SVG) or a picture kept as it
   * was. Where it is shown says its `sizes` (pictureAttributes).
   */
  srcset?: string;
  /** A small drawing on the first screen, written into the page as markup (drawing.server.ts). */
  drawing?: Drawing;
}

/** A drawing as a page writes it inline: its view box, and its sanitised content. */
export interface Drawing {
  viewBox: string;
  markup: string;
}

/**
 * What is made of a picture, by what it is: the widths, in pixels, made when
 * the original is at least as wide. A banner fills the screen; a news
 * picture is made once for its card and its item's page alike; a picture in
 * a long page's text is at most 49 rem wide.
 */
export const pictureWidths = {
  banner: [480, 800, 1080, 1440, 1920],
  news: [320, 480, 640, 800, 1080, 1440],
  longPage: [320, 480, 640, 800, 1080, 1440],
} as const satisfies Record<string, readonly number[]>;

/** How a picture is shown: the copies it is made in (pictureWidths), and the box it fills as `sizes` says it. */
interface PictureLayout {
  made: keyof typeof pictureWidths;
  sizes: string;
  /**
   * On every page's first screen: a small drawing is written into the page,
   * as markup (INLINE_DRAWING_BYTES, describe.server.ts), rather than fetched
   * after it.
   */
  firstScreen?: true;
}

export const pictureLayouts = {
  /** The page banner: the screen's whole width, 176–240 px high, cropped to fill. */
  banner: { made: 'banner', sizes: '100vw', firstScreen: true },
  /**
   * A news photo, in its card and on its item's page alike: the card's box, 5
   * rem narrower than the screen, 45 rem at most. The page's column is up to
   * 3 rem wider (1 rem on a desktop), and asks for the same copy all the
   * same, so a visitor who comes from the card (home, the news screen) finds
   * the photo in the cache and the page is whole at once. The cost: a photo
   * drawn up to a sixth wider than its copy on a phone of one dot per pixel,
   * none to see at two or three.
   */
  news: { made: 'news', sizes: '(min-width: 48em) 45rem, calc(100vw - 5rem)' },
  /** A picture in a long page's text: 4 rem narrower than the screen, 49 rem at most. */
  longPage: { made: 'longPage', sizes: '(min-width: 48em) 49rem, calc(100vw - 4rem)' },
} as const satisfies Record<string, PictureLayout>;

export type PictureLayoutName = keyof typeof pictureLayouts;

/** The widest copy made of any picture: a source wider than this is never needed (the editor's uploads). */
export const WIDEST_PICTURE = Math.max(...Object.values(pictureWidths).flat());

/** Where processed pictures are published on the site. */
export const PICTURE_DIR = '/_img/';
