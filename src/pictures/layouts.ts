// Where pictures are shown, and so which widths they are made in and which
// `sizes` tell the browser the box they fill. Widths measured in the built
// pages (phone to desktop); each list ends at twice the widest box.

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
}

export interface PictureLayout {
  /** Widths made, in pixels, when the original is at least as wide. */
  widths: readonly number[];
  /** The box the picture fills, as `sizes` says it. */
  sizes: string;
}

export const pictureLayouts = {
  /** The page banner: the screen's whole width, 176–240 px high, cropped to fill. */
  banner: { widths: [480, 800, 1080, 1440, 1920], sizes: '100vw' },
  /** A picture in a news card: 5 rem narrower than the screen, 45 rem at most. */
  newsCard: {
    widths: [320, 480, 640, 800, 1080, 1440],
    sizes: '(min-width: 48em) 45rem, calc(100vw - 5rem)',
  },
  /** A picture on a news item's own page: 2 rem narrower than the screen, 46 rem at most. */
  newsPage: {
    widths: [320, 480, 640, 800, 1080, 1440],
    sizes: '(min-width: 48em) 46rem, calc(100vw - 2rem)',
  },
  /** A picture in a long page's text: 4 rem narrower than the screen, 49 rem at most. */
  longform: {
    widths: [320, 480, 640, 800, 1080, 1440],
    sizes: '(min-width: 48em) 49rem, calc(100vw - 4rem)',
  },
} as const satisfies Record<string, PictureLayout>;

export type PictureLayoutName = keyof typeof pictureLayouts;

/** The widest copy any layout makes: a source wider than this is never needed (the editor's uploads). */
export const WIDEST_PICTURE = Math.max(
  ...Object.values(pictureLayouts).flatMap((layout) => layout.widths),
);

/** Where processed pictures are published on the site. */
export const PICTURE_DIR = '/_img/';
