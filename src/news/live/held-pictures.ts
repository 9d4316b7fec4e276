// In the browser, for an item published or edited since the build: its
// pictures on Storage are originals, megabytes each with their GPS (another
// site's picture the formatter already made a link, format.ts). None is
// fetched until the visitor asks for it; one the build already processed is
// shown from the build's files.
import {
  isDataPicture,
  isSitePath,
  loadingAttributes,
  pictureSourceTag,
  setAttributes,
  SOURCE_TAG_ATTRIBUTE,
} from '~/pictures';

/** The placeholder's parts, for its stylesheet (styles/components/_news.scss) and the tests. */
export const HELD = {
  box: 'news-held-photo',
  button: 'news-held-photo__show',
  label: 'Ver foto',
} as const;

/** The attributes of a processed picture the build wrote, copied to a picture of the same original. */
const PROCESSED = ['src', 'srcset', 'sizes', 'width', 'height', SOURCE_TAG_ATTRIBUTE];

const isNumber = (value: string | null) => /^\d{1,5}$/.test(value ?? '');

/**
 * The placeholder of `image` (or of `held`, the link around it): a box of
 * its size (a canvas of its width and height, else a photo's 4:3, which CSS
 * stretches to the text's width), its description, a button, and the
 * picture itself inside a `template`, whose content the browser neither
 * draws nor fetches.
 */
function placeholder(image: HTMLImageElement, held: Element): HTMLElement {
  const document = image.ownerDocument;
  const box = document.createElement('span');
  box.className = HELD.box;
  const size = document.createElement('canvas');
  const [width, height] = [image.getAttribute('width'), image.getAttribute('height')];
  const sized = isNumber(width) && isNumber(height);
  size.width = sized ? Number(width) : 4;
  size.height = sized ? Number(height) : 3;
  size.setAttribute('aria-hidden', 'true');
  const text = document.createElement('span');
  const alt = image.getAttribute('alt')?.trim();
  if (alt) {
    const description = document.createElement('span');
    description.textContent = alt;
    text.append(description);
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `${HELD.button} button button--light`;
  button.textContent = HELD.label;
  text.append(button);
  const kept = document.createElement('template');
  held.replaceWith(box);
  kept.content.append(held);
  box.append(size, text, kept);
  return box;
}

/**
 * Holds back every picture of a new or edited item's HTML (`root`) that is
 * not the site's own or pasted into its text: one the build processed
 * (found on the page by its source tag) takes the build's files; any other
 * becomes a placeholder. A link around it to the same original goes too.
 */
export function holdOriginals(root: ParentNode, page: ParentNode): void {
  for (const image of root.querySelectorAll('img')) {
    const src = image.getAttribute('src') ?? '';
    // Each shown picture loads as the body's do, written here alone.
    const lazily = loadingAttributes('body');
    if (isSitePath(src) || isDataPicture(src)) {
      setAttributes(image, lazily);
      continue;
    }
    const tag = pictureSourceTag(src);
    const processed = page.querySelector(`img[${SOURCE_TAG_ATTRIBUTE}="${tag}"]`);
    if (processed) {
      setAttributes(image, {
        ...Object.fromEntries(
          PROCESSED.map((name) => [name, processed.getAttribute(name) ?? undefined]),
        ),
        ...lazily,
      });
      continue;
    }
    // A link to the picture itself (to see it larger) leads to the same original.
    const link = image.closest('a');
    placeholder(image, link?.getAttribute('href') === src ? link : image);
  }
}

/** Shows the original a placeholder holds, in its place, once its button is pressed. */
export function showHeldPicture(button: Element): void {
  const box = button.closest(`.${HELD.box}`);
  const kept = box?.querySelector(':scope > template') as HTMLTemplateElement | null;
  const held = kept?.content.firstElementChild;
  if (!box || !held) return;
  box.replaceWith(held);
  // The focus stays where the button was: on the picture, read by its description.
  const image = held instanceof HTMLImageElement ? held : held.querySelector('img')!;
  image.tabIndex = -1;
  image.focus();
}
