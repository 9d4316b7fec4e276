// A processed picture's tag of the address it was made from, written by the
// build on the news pages and read by the live check in the browser, which
// finds there the build's files for a picture an edited item still shows.

/** The attribute that carries the tag (`pictureSourceTag`), not the address itself. */
export const SOURCE_TAG_ATTRIBUTE = 'data-source';

/** A short tag of a picture's original address (FNV-1a, 32 bits): the same at build time and in the browser. */
export function pictureSourceTag(src: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < src.length; i++) {
    hash ^= src.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
