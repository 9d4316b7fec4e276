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

/** The sanitiser and its window, made on the first drawing: a build with none makes no DOM for it. */
let purify: ReturnType<typeof createDOMPurify> | undefined;
let window: JSDOM['window'] | undefined;

/** The sanitiser, made once. */
const sanitiser = () => {
  window ??= new JSDOM('').window;
  return (purify ??= createDOMPurify(window as unknown as WindowLike));
};

/** Characters XML 1.0 does not allow: control characters, and surrogates not in a pair. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- these are the characters to take out
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

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
  const fragment = sanitiser().sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['title', 'desc', 'a', 'style'],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment?.firstElementChild;
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

/**
 * A drawing file (`svg`, a file's text) as the site serves it: sanitised as
 * an inline drawing is (no script, no foreign content, no event attribute,
 * no link, no style sheet), its references to anything outside itself
 * removed, its ids and titles kept, written as an SVG document. Null for a
 * file that holds no drawing. Every .svg the site serves goes through here
 * (src/build-end/served-files.server.ts), besides the header that runs
 * nothing in it (firebase.json).
 */
export function sanitisedDrawingFile(svg: string): string | null {
  const fragment = sanitiser().sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['a', 'style'],
    RETURN_DOM_FRAGMENT: true,
  });
  // DOMPurify answers no fragment for some inputs (a payload that empties the document).
  const root = fragment?.firstElementChild;
  if (root?.localName !== 'svg' || fragment.childElementCount !== 1) return null;
  for (const element of [root, ...root.querySelectorAll('*')])
    for (const attribute of [...element.attributes])
      if (!refersInside(attribute.name, attribute.value)) element.removeAttribute(attribute.name);
  // Characters XML does not allow (control characters, lone surrogates), which the serialiser keeps.
  const xml = new window!.XMLSerializer().serializeToString(root).replace(NOT_XML, '');
  return `${xml}\n`;
}
