// What a news item says of itself, read from its sanitised, formatted HTML:
// the same functions at build time (jsdom) and in the browser.
import { elementsNamed, HEADINGS } from './dom';

/** About as long as a headline reads on one or two lines of a phone. */
const TITLE_MAX = 90;
/** What search engines and link previews show of a description. */
const DESCRIPTION_MAX = 160;

const BLOCKS = [
  ...HEADINGS,
  ...['p', 'div', 'li', 'dt', 'dd', 'blockquote', 'figure', 'figcaption', 'pre'],
  ...['table', 'tr', 'td', 'th', 'br'],
];

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The text a reader sees, with one space between blocks and without the notes
 * written only for screen readers ("se abre en una pestaña nueva").
 */
export function plainText(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  for (const note of elementsNamed(copy, 'span')) {
    if (note.classList.contains('visually-hidden')) note.remove();
  }
  for (const block of elementsNamed(copy, ...BLOCKS)) block.after(' ');
  return collapse(copy.textContent ?? '');
}

/**
 * `text` in at most about `max` characters, cut only between words and then
 * marked with "…". A first word longer than `max` is kept whole.
 */
export function clampText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  const kept = cut > 0 ? text.slice(0, cut) : text.split(' ')[0]!;
  return kept === text ? text : `${kept.replace(/[\s,;:.\-–—]+$/, '')}…`;
}

/** A bold run that opens its block: a lead like "**Inscripciones 2027.** Las familias…". */
function leadingBold(root: Element): string | null {
  for (const bold of elementsNamed(root, 'strong', 'b')) {
    const text = collapse(bold.textContent ?? '');
    if (!text) continue;
    let block = bold.parentElement ?? root;
    while (block !== root && !BLOCKS.includes(block.localName)) block = block.parentElement ?? root;
    if (!textBefore(block, bold)) return text;
  }
  return null;
}

/** Node.DOCUMENT_POSITION_FOLLOWING: also set for what an element contains. */
const FOLLOWING = 4;

/** The text of `block` that comes before `element` (a bold run, a picture). */
export function textBefore(block: Element, element: Element): string {
  let text = '';
  const walker = block.ownerDocument.createTreeWalker(block, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (element.compareDocumentPosition(node) & FOLLOWING) break;
    text += node.textContent ?? '';
  }
  return collapse(text);
}

const FIRST_SENTENCE = /^.+?[.!?…](?=\s|$)/;

/**
 * The item's title: its first heading, else a bold run that opens a
 * paragraph, else its first sentence, else its first picture's description;
 * at most about 90 characters, never cut inside a word. Null when the item
 * gives nothing to call it by.
 */
export function deriveTitle(root: Element): string | null {
  const heading = elementsNamed(root, ...HEADINGS)
    .map(plainText)
    .find(Boolean);
  const text = plainText(root);
  const title =
    heading ??
    leadingBold(root)?.replace(/[.:]$/, '') ??
    (FIRST_SENTENCE.exec(text)?.[0] ||
      text ||
      collapse(elementsNamed(root, 'img')[0]?.getAttribute('alt') ?? ''));
  return title ? clampText(title, TITLE_MAX) : null;
}

/** The first 160 or so characters of what the item says, for previews and feeds. */
export function deriveDescription(root: Element): string {
  return clampText(plainText(root), DESCRIPTION_MAX);
}

export interface NewsPicture {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

/** The item's first picture with an address of its own (not inline data), if any. */
export function firstPicture(root: Element): NewsPicture | null {
  const image = elementsNamed(root, 'img').find(
    (img) => img.hasAttribute('src') && !/^data:/i.test(img.getAttribute('src')!),
  );
  if (!image) return null;
  const size = (name: string) => {
    const value = Number(image.getAttribute(name));
    return value > 0 ? value : undefined;
  };
  return {
    src: image.getAttribute('src')!,
    alt: collapse(image.getAttribute('alt') ?? ''),
    width: size('width'),
    height: size('height'),
  };
}
