import type { Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { TocHeading } from '../../content/page.ts';
import { exportConst } from './mdx-export.ts';
import { visit } from 'unist-util-visit';

/** The flat list of a page's h2 and h3 headings with their ids and plain text, once the ids are set. */
export function tocOf(tree: Root): TocHeading[] {
  const headings: TocHeading[] = [];
  visit(tree, 'element', (node) => {
    const depth = { h2: 2, h3: 3 }[node.tagName];
    if (!depth || typeof node.properties.id !== 'string') return;
    headings.push({ depth, id: node.properties.id, text: toString(node).trim() });
  });
  return headings;
}

/** Exports `toc` (tocOf) from every MDX module. Runs after the ids are set. */
export function rehypeExportToc() {
  return (tree: Root) => {
    tree.children.unshift(exportConst('toc', tocOf(tree)));
  };
}
