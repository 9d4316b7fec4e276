/**
 * About as much text as fits above a picture on a phone's first screen,
 * below the banner and the card's date (412 × 823 px, 16 px text).
 */
const FIRST_SCREEN_TEXT = 300;

const IMG = /<img\b[^>]*>/;

/**
 * The first news item's HTML with its first picture fetched at once and
 * first (`fetchpriority="high"`, not lazy) when it is a processed picture on
 * the first screen: the photo a family sees when the page opens, and often
 * its largest content. An original kept as it is (several MB) stays lazy.
 */
export function eagerFirstPicture(html: string): string {
  const match = IMG.exec(html);
  if (!match || !match[0].includes(' srcset="')) return html;
  const textBefore = html
    .slice(0, match.index)
    .replace(/<[^>]*>/g, '')
    .trim();
  if (textBefore.length > FIRST_SCREEN_TEXT) return html;
  const eager = match[0].replace(' loading="lazy"', ' fetchpriority="high"');
  return html.slice(0, match.index) + eager + html.slice(match.index + match[0].length);
}
