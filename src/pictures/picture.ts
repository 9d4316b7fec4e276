// How a picture is written into a page: the one attribute writer, and with it
// the one loading policy. The MDX rewrite, the news rewrite (at build time and
// in the browser) and the banner all write their `img` through here.
import { pictureLayouts, type Picture, type PictureLayoutName } from './layouts.ts';

/**
 * Where a picture sits on its page, which decides how it loads:
 * - `banner`: on the first screen but decorative, and on a phone smaller
 *   than the text below it: never lazy, and low priority, so that on a weak
 *   signal the text's bytes come first (preloaded, it cost the contract's LCP
 *   about 120 ms; at the browser's default priority, raised to high once the
 *   banner is laid out on screen, about 50 ms);
 * - `lead`: the first picture of a page's main text, on its first screen
 *   (the photo a family sees when a news page opens, often its largest
 *   content): fetched at once and first;
 * - `body`: anywhere else, fetched when it comes near the screen.
 */
export type Placement = 'banner' | 'lead' | 'body';

/** The attributes that say how a picture at `placement` loads; undefined ones are removed. */
export function loadingAttributes(placement: Placement): {
  loading: 'lazy' | undefined;
  fetchpriority: 'high' | 'low' | undefined;
  decoding: 'async';
} {
  return {
    loading: placement === 'body' ? 'lazy' : undefined,
    fetchpriority: placement === 'lead' ? 'high' : placement === 'banner' ? 'low' : undefined,
    decoding: 'async',
  };
}

/**
 * How a page finds its lead picture: by the attribute `loadingAttributes`
 * gives it alone (src/page-script/boot.ts waits for it to be drawn).
 */
export const LEAD_PICTURE = `img[fetchpriority="${loadingAttributes('lead').fetchpriority}"]`;

/**
 * Every attribute of a picture's `img` but its alt text, by their HTML names,
 * for where it sits (`placement`) in the box its `layout` gives it.
 */
export function pictureAttributes(
  picture: Picture,
  placement: Placement,
  layout: PictureLayoutName,
) {
  return {
    src: picture.src,
    srcset: picture.srcset,
    sizes: picture.srcset ? pictureLayouts[layout].sizes : undefined,
    width: String(picture.width),
    height: String(picture.height),
    ...loadingAttributes(placement),
  } satisfies Record<string, string | undefined>;
}

/** Sets `attributes` on a DOM element, removing those that are undefined. */
export function setAttributes(element: Element, attributes: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(attributes))
    if (value === undefined) element.removeAttribute(name);
    else element.setAttribute(name, value);
}

/**
 * A path on this site (`/images/…`), read as the browser reads it: not
 * `//host` nor `/\host`, which the browser takes for another host.
 */
export const isSitePath = (src: string) => /^\/(?![/\\])/.test(src);

/**
 * Firebase Storage's public endpoint, where the news' photos are: the
 * build downloads them from it, the formatter keeps its pictures (another
 * site's become links), and the pages' img-src allows it.
 */
export const STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com';

/**
 * A picture inside the document, of a raster type the site shows: what
 * Quill, TinyMCE and CKEditor's Base64 adapter write when a photo is pasted
 * or picked. The news keep no other `data:` address, the build decodes
 * these, and the live check shows them as they are.
 */
export const isDataPicture = (src: string) => /^data:image\/(png|gif|jpe?g|webp|avif);/i.test(src);
