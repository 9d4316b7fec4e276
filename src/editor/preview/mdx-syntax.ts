// MDX's syntax as the preview reads it: remark-mdx's, but for the parsing
// of JavaScript inside braces (acorn, about half the preview's size). The
// braces, the elements and their attributes read the same, as text: a page
// holds no JavaScript, and anything between braces that is no school detail
// is refused by its text alone (page-content.ts). An import or export line,
// which MDX reads as code with acorn, is read here by its first word at the
// top level, as MDX reads it, and refused the same way.
import type { Paragraph, Root, RootContent } from 'mdast';
import { mdxExpressionFromMarkdown } from 'mdast-util-mdx-expression';
import { mdxJsxFromMarkdown } from 'mdast-util-mdx-jsx';
import { mdxExpression } from 'micromark-extension-mdx-expression';
import { mdxJsx } from 'micromark-extension-mdx-jsx';
import { mdxMd } from 'micromark-extension-mdx-md';
import type { Processor } from 'unified';

/** An ECMAScript module's line, as MDX starts one at the top level. */
const ESM = /^(import|export)[\t ]/;

/** The remark plugin: MDX's expressions, elements and turned-off Markdown, no JavaScript parser. */
export function remarkMdxSyntax(this: Processor) {
  const data = this.data() as {
    micromarkExtensions?: unknown[];
    fromMarkdownExtensions?: unknown[];
  };
  (data.micromarkExtensions ??= []).push(mdxExpression(), mdxJsx(), mdxMd());
  (data.fromMarkdownExtensions ??= []).push(mdxExpressionFromMarkdown(), mdxJsxFromMarkdown());
}

/** Each top-level paragraph that begins as an import or export does becomes what MDX makes of it. */
export function markModuleLines(tree: Root): void {
  tree.children = tree.children.map((node): RootContent => {
    const first = node.type === 'paragraph' ? (node as Paragraph).children[0] : undefined;
    return first?.type === 'text' && ESM.test(first.value) && first.position?.start.column === 1
      ? ({ type: 'mdxjsEsm', value: first.value, position: node.position } as never)
      : node;
  });
}
