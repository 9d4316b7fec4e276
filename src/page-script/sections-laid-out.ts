import { TEXT_SECTION_CLASS } from '~/builder/text/rehype-sections';
import { LAID_OUT_ATTRIBUTE, LAZY_SECTIONS_ATTRIBUTE, SECTIONS_LAID_OUT_EVENT } from './boot';

/**
 * Resolves once every section of a long page is laid out: at once where the
 * boot script left none for later, else when it has laid out the last one
 * (src/page-script/boot.ts). What reads where the headings are waits for it:
 * reading a box in a section not yet laid out makes the browser lay that
 * section out there and then, and reading them all, the whole page, in one
 * task (70 to 120 ms on a phone at 4x CPU).
 */
export function sectionsLaidOut(doc: Document = document): Promise<void> {
  const waiting =
    doc.documentElement.hasAttribute(LAZY_SECTIONS_ATTRIBUTE) &&
    doc.querySelector(`.${TEXT_SECTION_CLASS}:not([${LAID_OUT_ATTRIBUTE}])`);
  if (!waiting) return Promise.resolve();
  return new Promise((resolve) =>
    doc.addEventListener(SECTIONS_LAID_OUT_EVENT, () => resolve(), { once: true }),
  );
}
