// Build time only: a small drawing (SVG) written into the page as markup, for
// the banner (INLINE_DRAWING_BYTES, describe.server.ts). Drawn with the page's
// text, in its first frame, where an image of the same drawing (an `img`, or
// a CSS background) is decoded and drawn apart: Firefox then reports it as
// the largest paint a frame or two after the text, and rasterises it on
// every page.
//
// The file is the site's own, which staff may replace: what is written is
// sanitised (DOMPurify's SVG profile: no script, no foreign content, no
// event attribute), it keeps no reference to anything outside itself (an
// `href` or a `url()` that is not `#id`: a visitor's browser would fetch it
// from another site), and its ids and the references to them are renamed so
// that they cannot meet the page's own.
import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import type { Drawing } from './layouts.ts';

/** The sanitiser, made on the first drawing: a build with none makes no DOM for it. */
let purify: ReturnType<typeof createDOMPurify> | undefined;

/** What the drawing's ids are prefixed with in the page. */
export const DRAWING_ID_PREFIX = 'drawing-';

/** A reference to an id in a paint or a filter: `url(#g)`. */
const URL_REFERENCE = /url\(\s*(['"]?)#/g;

/** A `url()` to an id inside the drawing. */
const INNER_URL = /url\(\s*(['"]?)#[\w.:-]+\1\s*\)/g;

/**
 * What in a value may name a file elsewhere, once its inner `url(#…)` are
 * left out: any other `url(`, `src(` or image function, or a CSS escape,
 * which could spell one.
 */
const OUTSIDE = /\\|(url|src|image|image-set|cross-fade|element)\s*\(/i;

/** Whether an attribute's value refers to nothing but ids inside the drawing. */
const refersInside = (name: string, value: string) =>
  /^(xlink:)?href$/.test(name)
    ? /^#[\w.:-]+$/.test(value.trim())
    : !OUTSIDE.test(value.replace(INNER_URL, ''));

/**
 * The drawing in `svg` (a file's text) as a page writes it inline: its view
 * box and its sanitised content. Null for a file that holds no drawing with
 * a view box or a size to make one of.
 */
export function inlineDrawing(svg: string): Drawing | null {
  purify ??= createDOMPurify(new JSDOM('').window as unknown as WindowLike);
  const fragment = purify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['title', 'desc', 'a', 'style'],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.firstElementChild;
  if (root?.localName !== 'svg') return null;
  const width = root.getAttribute('width');
  const height = root.getAttribute('height');
  const viewBox =
    root.getAttribute('viewBox') ??
    (width && height && /^\d+(\.\d+)?$/.test(width + height) ? `0 0 ${width} ${height}` : null);
  if (!viewBox) return null;
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      if (!refersInside(attribute.name, attribute.value)) element.removeAttribute(attribute.name);
      else if (attribute.name === 'id') attribute.value = DRAWING_ID_PREFIX + attribute.value;
      else if (/^(xlink:)?href$/.test(attribute.name))
        attribute.value = `#${DRAWING_ID_PREFIX}${attribute.value.trim().slice(1)}`;
      else attribute.value = attribute.value.replace(URL_REFERENCE, `url($1#${DRAWING_ID_PREFIX}`);
    }
  }
  return { viewBox, markup: root.innerHTML.replace(/>\s+</g, '><').trim() };
}
