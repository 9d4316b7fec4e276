import type { Element, ElementContent, Root, RootContent } from 'hast';

/** The class of a section of a long page's text (styles/components/_long-page.scss, src/page-script/boot.ts). */
export const TEXT_SECTION_CLASS = 'text-section';

/**
 * Puts each h2 at the top level of a page's text, with everything after it up
 * to the next h2, in a `section`: a part of the page the browser can leave
 * out of its first layout while it is off the screen (src/page-script/boot.ts).
 * What comes before the first h2, and the module's own statements (imports,
 * exports), stay where they are. Runs before the heading links, which wrap
 * each h2 where it then stands.
 *
 * Written here rather than taken from a sectioning plugin: those nest a
 * section for every heading level, and a page needs one level of boxes.
 */
export function rehypeSections() {
  return (tree: Root) => {
    const top: RootContent[] = [];
    let section: Element | undefined;
    for (const node of tree.children) {
      if (node.type === 'element' && node.tagName === 'h2') {
        section = {
          type: 'element',
          tagName: 'section',
          properties: { className: [TEXT_SECTION_CLASS] },
          children: [],
        };
        top.push(section);
      }
      if (section && node.type !== 'doctype' && node.type !== 'mdxjsEsm')
        section.children.push(node as ElementContent);
      else top.push(node);
    }
    tree.children = top;
  };
}
