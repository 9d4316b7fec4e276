// What @mdx-js/mdx does to a page's tree before any plugin runs (its
// remark-mark-and-unravel, which it does not export): a paragraph of
// nothing but elements and expressions is no paragraph, so that a
// `<div className="…">` on its own line is a block, as in the built page.
// mdx-steps.test.ts holds it to @mdx-js/mdx's own.
import { collapseWhiteSpace } from 'collapse-white-space';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

const isBlank = (value: string) => collapseWhiteSpace(value, { style: 'html', trim: true }) === '';

export function unravel(tree: Root): void {
  visit(tree, 'paragraph', (node, index, parent) => {
    if (!parent || index === undefined) return;
    let some = false;
    for (const child of node.children) {
      if (child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression') some = true;
      else if (child.type !== 'text' || !isBlank(child.value)) return;
    }
    if (!some) return;
    const blocks = node.children.flatMap((child) => {
      // MDX drops the spaces, tabs and line breaks between them; any other blank (a form feed) stays.
      if (child.type === 'text') return /^[\t\r\n ]+$/.test(child.value) ? [] : [child];
      const type = child.type === 'mdxJsxTextElement' ? 'mdxJsxFlowElement' : 'mdxFlowExpression';
      return [{ ...child, type } as never];
    });
    parent.children.splice(index, 1, ...blocks);
    return index;
  });
}
