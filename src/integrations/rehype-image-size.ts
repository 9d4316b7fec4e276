import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import { imageSize } from 'image-size';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/**
 * Gives every content image its intrinsic width and height (no layout shift)
 * and lazy loading, read from the file in public/. A missing file or a missing
 * alt text fails the build, naming the content file.
 */
export function rehypeImageSize({ publicDir }: { publicDir: string }) {
  return (tree: Root, file: VFile) => {
    const name = file.path ? path.relative(file.cwd, file.path) : 'content file';
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'img') return;
      const src = String(node.properties.src ?? '');
      if (typeof node.properties.alt !== 'string' || !node.properties.alt.trim()) {
        throw new Error(`Image without alt text in ${name}: ${src}`);
      }
      if (!src.startsWith('/')) return;
      let buffer: Buffer;
      try {
        buffer = readFileSync(path.join(publicDir, src));
      } catch {
        throw new Error(`Missing image in ${name}: ${src} is not in public/`);
      }
      const { width, height } = imageSize(buffer);
      node.properties.width ??= width;
      node.properties.height ??= height;
      node.properties.loading ??= 'lazy';
      node.properties.decoding ??= 'async';
    });
  };
}
