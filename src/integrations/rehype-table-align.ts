import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * Turns a table column's alignment (GFM's `:--:`, which arrives as the
 * obsolete `align` attribute) into a class, `align-center` or `align-right`:
 * valid HTML, and no inline style for the CSP to refuse.
 */
export function rehypeTableAlign() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'td' && node.tagName !== 'th') return;
      const align = node.properties.align;
      delete node.properties.align;
      if (align !== 'center' && align !== 'right') return;
      const classes = node.properties.className;
      node.properties.className = [...(Array.isArray(classes) ? classes : []), `align-${align}`];
    });
  };
}
