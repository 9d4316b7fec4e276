/**
 * The elements under `root` named one of `names` (lower case), in document
 * order. Walks getElementsByTagName('*') instead of querySelectorAll: under
 * jsdom, where the build formats every item, each freshly parsed document
 * makes its first selector query cost milliseconds, and the build makes
 * thousands of them.
 */
export function elementsNamed(root: Element, ...names: string[]): Element[] {
  const wanted = new Set(names);
  return [...root.getElementsByTagName('*')].filter((element) => wanted.has(element.localName));
}

export const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
