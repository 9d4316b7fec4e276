import createDOMPurify, { type WindowLike } from 'dompurify';
import type { NewsItem, SafeNewsItem } from './types';

const FORBID_TAGS = [
  'iframe',
  'frame',
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
];

const TAG = /<[a-zA-Z][^>]*>/g;
const STYLE_ATTRIBUTE = /(\s)style(\s*=)/gi;
const STYLE_ELEMENT = /<(\/?)style\b/gi;

/**
 * Renames inline styles before the HTML is parsed. Parsing is done in a
 * document that inherits the page's Content-Security-Policy, which reports
 * every style attribute it meets; renamed, they are plain attributes that the
 * sanitiser then reads (alignment) or drops. Safety does not rest on this
 * rewrite: whatever it misses is still parsed inert and sanitised.
 */
export function withoutInlineStyles(html: string): string {
  return html
    .replace(STYLE_ELEMENT, '<$1x-style')
    .replace(TAG, (tag) => tag.replace(STYLE_ATTRIBUTE, '$1data-editor-style$2'));
}

/** Turns news HTML into safe rich text. */
export type Sanitize = (html: string) => string;

/**
 * A sanitiser bound to a DOM: the browser's `window` in the page, jsdom's at
 * build time. The rules are the same in both places: no scripts, event
 * handlers, javascript: URLs, frames, forms or styles (DOMPurify removes the
 * rest of the dangerous cases), and links leave the site safely.
 */
export function createSanitizer(window: WindowLike): Sanitize {
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html) =>
    purify.sanitize(withoutInlineStyles(html), {
      FORBID_TAGS,
      ADD_FORBID_CONTENTS: ['x-style'],
      FORBID_ATTR: ['style', 'srcset', 'formaction'],
      ALLOW_DATA_ATTR: false,
    });
}

/** Items ready to show, in the same order; one whose text sanitises to nothing is left out. */
export function toSafeNews(items: NewsItem[], sanitize: Sanitize): SafeNewsItem[] {
  return items.flatMap((item) => {
    const html = sanitize(item.contenido).trim();
    if (!html) return [];
    return [{ id: item.id, fecha: item.fecha?.toISOString() ?? null, html }];
  });
}
