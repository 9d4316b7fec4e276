// Build time only: what the archive makes of one item, for its card, its
// card when it leads a page, and its own page.
import type { PreviewPicture } from '~/pictures/index.server';
import { schoolYear } from '~/lib/dates';
import { newsPaths } from '~/site/pages';
import { asItemPage } from '../html/item-page';
import { deriveDescription, firstPicture, type NewsPicture } from '../html/item-text';
import {
  describeNewsPictures,
  withNewsPictures,
  type NewsPictureOptions,
} from '../html/pictures.server';
import { prepareItem } from '../html/prepare';
import type { Sanitize } from '../html/sanitize';
import type { NewsItem, CardItem } from '../model/types';

/** An item with a page of its own: what its page, the archive and the feed show. */
export interface PublishedItem extends CardItem {
  fecha: string;
  path: string;
  year: number;
  description: string;
  picture: NewsPicture | null;
  /** Its link-preview picture, made from its first picture; null for the site's card. */
  preview: PreviewPicture | null;
  /** Its card's HTML when it is first on its page, with its first picture leading; null when that changes nothing. */
  leadHtml: string | null;
  /** Its HTML on its own page: the title is the page's h1, so headings move up one. */
  pageHtml: string;
}

/**
 * A document as the archive keeps it: its version, and its page with the
 * picture files that page names, or why it has none.
 */
export interface ArchiveEntry {
  id: string;
  version: string;
  item: PublishedItem | null;
  /** The picture pipeline's files its HTML and its preview name. */
  pictures: string[];
  /** Why it was left out, when it was. */
  skipped?: string;
  /** A picture of it was left out while Storage was out of reach: the next build makes it again. */
  incomplete?: true;
  /** What the build's log says of it (a picture left out), every build, kept or made anew. */
  notes?: string[];
}

interface ItemContext {
  sanitize: Sanitize;
  /** Where its pictures come from; without, they are left as the sanitiser left them. */
  pictures: Omit<NewsPictureOptions, 'warn'> | null;
}

/**
 * Sanitises and describes one item. One that cannot be sanitised, dated or
 * titled is left out (`skipped` says why): the content of one item never
 * stops the build or hides the others. A picture that stops the build
 * (NewsPictureOptions) throws.
 */
export async function archiveItem(
  document: NewsItem,
  { sanitize, pictures }: ItemContext,
): Promise<ArchiveEntry> {
  const { id, version } = document;
  let prepared;
  try {
    if (!document.fecha) throw new Error('it has no valid fecha');
    prepared = prepareItem(document, sanitize);
  } catch (error) {
    return { id, version, item: null, pictures: [], skipped: (error as Error).message };
  }
  const { root, card: shown } = prepared;
  const notes: string[] = [];
  const described = pictures
    ? await describeNewsPictures(root, id, { ...pictures, warn: (note) => notes.push(note) })
    : { pictures: [], preview: null, files: [], unreachable: false };
  // Each form of it written once, in its final form: its card as it shows
  // first on a page (its first picture may lead), which its own page starts
  // from, and its card anywhere else.
  const page = withNewsPictures(root, described.pictures, true);
  const leadHtml = page.innerHTML;
  const card = withNewsPictures(root, described.pictures, false);
  const html = card.innerHTML;
  asItemPage(page, shown.title);
  const item: PublishedItem = {
    ...shown,
    html,
    fecha: document.fecha.toISOString(),
    path: newsPaths.item(id),
    year: schoolYear(document.fecha),
    description: deriveDescription(card),
    picture: firstPicture(card),
    preview: described.preview,
    leadHtml: leadHtml === html ? null : leadHtml,
    pageHtml: page.innerHTML,
  };
  return {
    id,
    version,
    item,
    pictures: described.files,
    ...(described.unreachable && { incomplete: true as const }),
    ...(notes.length && { notes }),
  };
}
