import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * Readies the long pages' tables for small screens and a strict CSP:
 * - a column's alignment (GFM's `:--:`, which arrives as the obsolete `align`
 *   attribute) becomes a class, `align-center` or `align-right`: valid HTML,
 *   and no inline style for the CSP to refuse;
 * - each table sits in a `div.table-scroll`, which scrolls sideways on its own
 *   when a phone or a large text size makes it wider than the page, so the
 *   page itself never does.
 */
export function rehypeTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName === 'table' && parent && index !== undefined) {
        const scroller: Element = {
          type: 'element',
          tagName: 'div',
          properties: { className: ['table-scroll'] },
          children: [node],
        };
        parent.children[index] = scroller;
        return;
      }
      if (node.tagName !== 'td' && node.tagName !== 'th') return;
      const align = node.properties.align;
      delete node.properties.align;
      if (align !== 'center' && align !== 'right') return;
      const classes = node.properties.className;
      node.properties.className = [...(Array.isArray(classes) ? classes : []), `align-${align}`];
    });
  };
}
