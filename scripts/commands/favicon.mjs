// `npm run favicon`: draws public/favicon.png, the tab's icon, from
// public/logo.svg, the shield. Chromium reads a page's icon in the page's
// own process, and an SVG one is parsed there as a document of its own: a task
// of 9 to 90 ms on a slow phone's main thread, on every page. A PNG is
// decoded in well under a millisecond. What the favicon test asks for.
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

export const SHIELD_SVG = 'public/logo.svg';
export const FAVICON_PNG = 'public/favicon.png';
/** A tab's icon: 16 CSS pixels, drawn for screens of two dots a pixel. */
export const FAVICON_SIZE = 32;

/**
 * A drawing (the shield's file by default) at the icon's size, before it is encoded.
 * @param {string | Buffer} [svg]
 */
export const atIconSize = (svg = SHIELD_SVG) =>
  sharp(svg, { density: 300 }).resize(FAVICON_SIZE, FAVICON_SIZE);

/** The icon: the shield as an indexed PNG (under 500 bytes; the SVG is 359 gzipped). */
export const drawFavicon = () =>
  atIconSize().png({ palette: true, quality: 80, compressionLevel: 9, effort: 10 }).toBuffer();

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(FAVICON_PNG, await drawFavicon());
  console.log(`${FAVICON_PNG} is ${SHIELD_SVG} at ${FAVICON_SIZE} px: commit it.`);
}
