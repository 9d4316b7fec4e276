import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import { withoutAccents } from '../../lib/slug.ts';

/**
 * Drops accents from the ids rehype-slug made ("ciclo-básico" becomes
 * "ciclo-basico"), so a shared address reads the same in any chat or email
 * instead of as %C3%A1. A clash gets a numbered suffix.
 */
export function rehypeAsciiIds() {
  return (tree: Root) => {
    const seen = new Set<string>();
    visit(tree, 'element', (node) => {
      if (typeof node.properties.id !== 'string') return;
      const base = withoutAccents(node.properties.id);
      let id = base;
      for (let n = 1; seen.has(id); n++) id = `${base}-${n}`;
      seen.add(id);
      node.properties.id = id;
    });
  };
}
