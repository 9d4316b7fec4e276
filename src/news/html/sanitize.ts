import createDOMPurify, { type WindowLike } from 'dompurify';
import { formatNews } from './format';

/** Elements a news item never keeps, with what they hold. */
const FORBID_TAGS = [
  'frame',
  'frameset',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'object',
  'embed',
  'style',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'noscript',
  'template',
  // A box that floats over the page, open or not, is not part of an item.
  'dialog',
];

/**
 * Attributes a news item never keeps: inline styles (alignment is read from
 * them first, see format.ts), responsive sources, form overrides, frame
 * documents, and ids and names, which could clobber the page's own.
 */
const FORBID_ATTR = [
  'style',
  'srcset',
  'formaction',
  'srcdoc',
  'id',
  'name',
  'target',
  // Popovers and invoker commands float or open parts of the page over it.
  'popover',
  'popovertarget',
  'popovertargetaction',
  'command',
  'commandfor',
  'interestfor',
];

const TAG = /<[a-zA-Z][^>]*>/g;
const STYLE_ATTRIBUTE = /(\s)style(\s*=)/gi;
const STYLE_ELEMENT = /<(\/?)style\b/gi;

/**
 * Renames inline styles before the HTML is parsed. Parsing is done in a
 * document that inherits the page's Content-Security-Policy, which reports
 * every style attribute it meets; renamed, they are plain attributes that
 * the formatter reads (alignment) and drops. Safety does not rest on this
 * rewrite: whatever it misses is still parsed inert and sanitised.
 */
export function withoutInlineStyles(html: string): string {
  return html
    .replace(STYLE_ELEMENT, '<$1x-style')
    .replace(TAG, (tag) => tag.replace(STYLE_ATTRIBUTE, '$1data-editor-style$2'));
}

/**
 * Turns news HTML into safe, formatted rich text: an element holding it, or
 * null when nothing is left to show.
 */
export type Sanitize = (html: string) => Element | null;

/**
 * A sanitiser bound to a DOM: the browser's `window` in the page, jsdom's at
 * build time, with the same rules in both. DOMPurify removes everything that
 * could run (scripts, handlers, javascript: and data: links, forms, styles,
 * foreign frames); formatNews then shapes what is left for the site.
 */
export function createSanitizer(window: WindowLike): Sanitize {
  const purify = createDOMPurify(window);
  // Set once: passing the settings to every call would rebuild them per item.
  purify.setConfig({
    FORBID_TAGS,
    FORBID_ATTR,
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['data-editor-style'],
    // Its value is CSS text, not an address: let it through for the formatter.
    ADD_URI_SAFE_ATTR: ['data-editor-style'],
    ADD_FORBID_CONTENTS: ['x-style'],
    ALLOW_DATA_ATTR: false,
    RETURN_DOM: true,
  });
  return (html) => {
    // RETURN_DOM answers the <body> holding the result; a document that
    // parses as a <frameset> has none, and nothing of it is shown.
    const body = purify.sanitize(withoutInlineStyles(html)) as unknown as Element | null;
    return body && formatNews(body) ? body : null;
  };
}
