import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

/**
 * Adds a visible link to its own anchor after every h2 and h3 with an id, and
 * a "Compartir" button. The link is a plain link without JavaScript; the page
 * script turns a click into a copy and makes the button share the section.
 */
export function rehypeHeadingLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (!['h2', 'h3'].includes(node.tagName) || typeof node.properties.id !== 'string') return;
      if (!parent || index === undefined) return;
      const id = node.properties.id;
      const link: Element = {
        type: 'element',
        tagName: 'a',
        properties: {
          className: ['heading-link'],
          href: `#${id}`,
          dataCopyLink: '',
          dataPagefindIgnore: '',
          ariaLabel: `Copiar enlace a «${toString(node).trim()}»`,
        },
        children: [{ type: 'text', value: '#' }],
      };
      const title = toString(node).trim();
      // Shares the section; it holds its place unseen until the page script can share.
      const share: Element = {
        type: 'element',
        tagName: 'button',
        properties: {
          type: 'button',
          className: ['heading-share'],
          dataShare: `#${id}`,
          dataPagefindIgnore: '',
          dataShareTitle: title,
          ariaLabel: `Compartir «${title}»`,
        },
        children: [{ type: 'text', value: 'Compartir' }],
      };
      // Heading and controls share a wrapper so they are not part of the heading's name.
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['heading-wrapper', `level-${node.tagName}`] },
        children: [node, link, share],
      };
      return index + 1;
    });
  };
}
