// An item's text as its own page shows it: the build's archive
// (item.server.ts) and the editor's preview (views/NewsPreview.tsx) alike.
import { elementsNamed, HEADINGS } from './dom';
import { shiftHeadings, topHeadingLevel } from './format';
import { plainText } from './item-text';

/**
 * An item's text as its own page shows it (`page`, changed in place): its
 * title is the page's h1, so a heading that says it is not repeated, and
 * the headings move up to start at h2.
 */
export function asItemPage(page: Element, title: string) {
  const [top] = elementsNamed(page, ...HEADINGS);
  if (top && plainText(top) === title) top.remove();
  const level = topHeadingLevel(page);
  if (level) shiftHeadings(page, 2 - level);
}
