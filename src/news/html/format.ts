import { LinkifyIt } from 'linkify-it';
import { NEW_TAB_NOTE } from '~/components/ExternalLink/ExternalLink';
import { isDataPicture, isSitePath, STORAGE_ORIGIN } from '~/pictures';
import { school } from '~/site/identity';
import { elementsNamed, HEADINGS } from './dom';
import { videoEmbed } from './video-embeds';

const SITE_ORIGIN = new URL(school.siteUrl).origin;

/** Item headings start here: below the page's h1 and the news block's h2. */
const TOP_HEADING = 3;

const ALIGN_STYLE = /(?:^|;)\s*text-align\s*:\s*(left|center|right|justify)\b/i;
// Quill writes ql-align-*, CKEditor and others text-* or has-text-align-*.
const ALIGN_CLASS = /^(?:ql-align-|text-|has-text-align-)(left|center|right|justify)$/;

/** Where an element's text was aligned by the editor, from its style or its classes. */
function alignment(element: Element): string | null {
  const style = ALIGN_STYLE.exec(element.getAttribute('data-editor-style') ?? '');
  if (style) return style[1]!.toLowerCase();
  for (const name of element.classList) {
    const match = ALIGN_CLASS.exec(name);
    if (match) return match[1]!;
  }
  return null;
}

/** An address's origin as the browser reads it, or null for one it cannot read. */
const originOf = (address: string) => {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
};

/**
 * A picture of another site (not the site's own, not pasted, not on the
 * news' Storage), which no page fetches (its img-src: nothing staff write
 * makes a visitor's browser call another site), as a link to it that the
 * visitor may open, like a video (the links below give it its new tab);
 * inside a link already, its description alone.
 */
function pictureElsewhereAsLink(image: Element) {
  const alt = image.getAttribute('alt')!.trim();
  if (image.parentElement?.closest('a')) return image.replaceWith(alt);
  const link = image.ownerDocument.createElement('a');
  link.setAttribute('href', image.getAttribute('src')!);
  link.textContent = alt ? `Ver la foto en su sitio: ${alt}` : 'Ver la foto en su sitio';
  image.replaceWith(link);
}

/**
 * Same tab for the site itself, e-mail and phone; a new tab, announced, for
 * the rest. The address is read as the browser reads it (WHATWG URL), so
 * "/\\host.example" or a tab inside the scheme cannot pass for a site path.
 */
function isInternal(href: string): boolean {
  if (/^\s*(mailto|tel):/i.test(href)) return true;
  try {
    return new URL(href, `${SITE_ORIGIN}/institucional/novedades`).origin === SITE_ORIGIN;
  } catch {
    return false;
  }
}

// Host names as markdown-it recognises them: common and two-letter country
// domains, so "informe.pdf" or "historia.html" stay paths.
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true });
const SCHEME = /^[a-z][a-z\d+-]*:/i;

/**
 * A link's address as its author meant it. Editors keep what was typed:
 * "www.sanluis.gov.ar" or "sanluis.gov.ar/educacion" is that site (over
 * https:), "secretaria@colegio.edu.ar" an e-mail, and any other path a page
 * of this site from its root, so it leads to the same page on home, the news
 * screen and the item's own page. Anything with a scheme, and anything the
 * browser would read as another host, is left as written.
 */
function editorHref(href: string): string {
  const typed = href.trim();
  if (!typed || SCHEME.test(typed) || /^[/\\#?]/.test(typed)) return typed;
  const match = linkify.match(typed)?.[0];
  if (match?.index === 0) {
    if (match.schema === 'mailto:') return match.lastIndex === typed.length ? match.url : typed;
    return `https://${typed}`;
  }
  const url = new URL(typed, `${SITE_ORIGIN}/`);
  return url.origin === SITE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : typed;
}

function renameHeading(heading: Element, level: number): void {
  const renamed = heading.ownerDocument.createElement(`h${level}`);
  if (heading.className) renamed.className = heading.className;
  renamed.append(...heading.childNodes);
  heading.replaceWith(renamed);
}

/**
 * Moves every heading of an item `by` levels (within h1 to h6): down in a
 * list, so the top one sits below the page's h1 and the list's h2; up on the
 * item's own page, so the top one sits right below its title, the h1.
 */
export function shiftHeadings(root: Element, by: number): void {
  if (!by) return;
  for (const heading of elementsNamed(root, ...HEADINGS))
    renameHeading(heading, Math.max(1, Math.min(6, Number(heading.tagName[1]) + by)));
}

/** The level of an item's top heading (1 for h1), or null when it has none. */
export function topHeadingLevel(root: Element): number | null {
  const levels = elementsNamed(root, ...HEADINGS).map((h) => Number(h.tagName[1]));
  return levels.length ? Math.min(...levels) : null;
}

/** Alignment as the site's classes; every other class and editor style dropped. */
function keepAlignment(root: Element) {
  for (const element of [...root.getElementsByTagName('*')]) {
    const align = alignment(element);
    element.removeAttribute('class');
    element.removeAttribute('data-editor-style');
    if (align) element.className = `news-align-${align}`;
  }
}

/**
 * Images the site's own, pasted, on Storage, or a link to where they are;
 * never mixed content. How one loads is written once, where its place is
 * known: by the build (pictures.server.ts) or the live check (held-pictures.ts).
 */
function formatImages(root: Element) {
  for (const image of elementsNamed(root, 'img')) {
    const src = (image.getAttribute('src') ?? '').trim().replace(/^http:\/\//i, 'https://');
    // The site's own, pasted, or an https address the browser can read: else nothing.
    const own = isSitePath(src) || isDataPicture(src);
    const origin = !own && /^https:\/\//i.test(src) ? originOf(src) : null;
    if (!own && !origin) {
      image.remove();
      continue;
    }
    image.setAttribute('src', src);
    if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
    if (origin && origin !== STORAGE_ORIGIN) {
      pictureElsewhereAsLink(image);
      continue;
    }
    for (const size of ['width', 'height']) {
      if (!/^\d{1,5}$/.test(image.getAttribute(size) ?? '')) image.removeAttribute(size);
    }
  }
}

/**
 * A YouTube or Vimeo video is a link to it until the visitor plays it: no
 * player, and none of its weight, before that (page-script/play-videos.ts).
 * Any other frame is dropped.
 */
function videosAsLinks(root: Element) {
  for (const frame of elementsNamed(root, 'iframe')) {
    const embed = videoEmbed(frame.getAttribute('src') ?? '');
    const title = frame.getAttribute('title')?.trim() || embed?.title;
    if (embed) {
      const link = root.ownerDocument.createElement('a');
      link.className = 'news-video';
      link.href = embed.watch;
      link.dataset.player = embed.src;
      link.dataset.title = title;
      link.textContent = `Ver el video: ${title}`;
      frame.replaceWith(link);
    } else frame.remove();
  }
}

/**
 * Sound and video an editor embeds wait for play: nothing of them (not
 * even a poster, nor a not-found page for a broken address) competes with
 * the first screen, and nothing plays by itself.
 */
function mediaWaitForPlay(root: Element) {
  for (const media of elementsNamed(root, 'audio', 'video')) {
    media.setAttribute('preload', 'none');
    media.setAttribute('controls', '');
    media.removeAttribute('autoplay');
    media.removeAttribute('poster');
  }
}

/** Links as their author meant them (editorHref): the site's in the same tab, others in a new one, said so. */
function formatLinks(root: Element) {
  for (const link of elementsNamed(root, 'a')) {
    if (!link.hasAttribute('href')) continue;
    link.removeAttribute('target');
    link.removeAttribute('rel');
    const href = editorHref(link.getAttribute('href')!);
    link.setAttribute('href', href);
    if (isInternal(href)) continue;
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
    const note = root.ownerDocument.createElement('span');
    note.className = 'visually-hidden';
    note.textContent = NEW_TAB_NOTE;
    link.append(note);
  }
}

/** Headings below the page's own. */
function headingsBelowPage(root: Element) {
  const top = topHeadingLevel(root);
  if (top) shiftHeadings(root, Math.max(0, TOP_HEADING - top));
}

/** Tables in a box that scrolls sideways, so a wide one never widens the page. */
function scrollingTables(root: Element) {
  for (const table of elementsNamed(root, 'table')) {
    const scroller = root.ownerDocument.createElement('div');
    scroller.className = 'news-table';
    table.replaceWith(scroller);
    scroller.append(table);
  }
}

/**
 * Shapes sanitised news HTML (DOMPurify has already removed anything that
 * could run) the way the site shows it, one step a job, in this order.
 * Returns false when nothing is left to show.
 */
export function formatNews(root: Element): boolean {
  for (const step of [
    keepAlignment,
    formatImages,
    videosAsLinks,
    mediaWaitForPlay,
    formatLinks,
    headingsBelowPage,
    scrollingTables,
  ])
    step(root);
  return Boolean(
    root.textContent?.trim() || elementsNamed(root, 'img', 'iframe', 'audio', 'video').length,
  );
}
