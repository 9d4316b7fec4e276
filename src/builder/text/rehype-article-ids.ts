import type { Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

/** A contract article heading's text ("Artículo 14. Aranceles"), its number captured. */
export const ARTICLE = /^\s*art[íi]culo\s+(\d+)\b/i;

/**
 * Gives a contract article heading ("Artículo 14. Aranceles") the short id a
 * family can type and share: "articulo-14". Runs before rehype-slug, which
 * leaves headings that already have an id alone.
 */
export function rehypeArticleIds() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'h2' || node.properties.id) return;
      const match = ARTICLE.exec(toString(node));
      if (match) node.properties.id = `articulo-${match[1]}`;
    });
  };
}
