import path from 'node:path';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { Frontmatter } from '../../content/page.ts';
import { SITE_BANNER } from '../../site/footer-data.ts';
import { exportConst } from './mdx-export.ts';
import { isSitePath, pictureAttributes } from '../../pictures/index.ts';
import { sitePicture } from '../../pictures/index.server.ts';

/**
 * The pictures of a content page through the picture pipeline: each image in
 * the text gets its widths, `sizes`, intrinsic size and lazy loading; the
 * banner (frontmatter `banner.image`, or the site's) is exported as `banner`. An image
 * without alt text, missing or that cannot be decoded fails the build,
 * naming the content file.
 */
export function rehypePictures({ publicDir }: { publicDir: string }) {
  return async (tree: Root, file: VFile) => {
    const name = file.path ? path.relative(file.cwd, file.path) : 'content file';
    const images: Element[] = [];
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'img') return;
      const src = String(node.properties.src ?? '');
      if (typeof node.properties.alt !== 'string' || !node.properties.alt.trim()) {
        throw new Error(`Image without alt text in ${name}: ${src}`);
      }
      if (isSitePath(src)) images.push(node);
    });
    for (const node of images) {
      const picture = await sitePicture(String(node.properties.src), 'longPage', name, publicDir);
      Object.assign(node.properties, pictureAttributes(picture, 'body', 'longPage'));
    }
    const frontmatter = file.data.frontmatter as Frontmatter | undefined;
    if (!frontmatter) return;
    const banner = await sitePicture(
      frontmatter.banner.image ?? SITE_BANNER,
      'banner',
      name,
      publicDir,
    );
    tree.children.unshift(exportConst('banner', banner));
  };
}
