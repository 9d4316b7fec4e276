import type { CompileOptions } from '@mdx-js/mdx';
import rehypeSlug from 'rehype-slug';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import { rehypeArticleIds } from './rehype-article-ids.ts';
import { rehypeAsciiIds } from './rehype-ascii-ids.ts';
import { rehypeExportToc } from './rehype-export-toc.ts';
import { rehypeHeadingLinks } from './rehype-heading-links.ts';
import { rehypePictures } from './rehype-pictures.ts';
import { rehypeTables } from './rehype-tables.ts';
import { remarkContentOnly } from './page-content.ts';
import { remarkFrontmatterSchema } from './remark-frontmatter-schema.ts';

/**
 * How a long page's MDX (src/content/kinds.ts) compiles: content only, the school's details filled in
 * as text (page-content.ts: no import, export or other expression), validated frontmatter exported as `frontmatter`,
 * GFM tables, heading ids (articles first, no accents), `toc` exported, a link beside each
 * heading, and pictures through the picture pipeline (the banner exported as `banner`).
 */
export function mdxOptions({ publicDir }: { publicDir: string }): CompileOptions {
  return {
    // Keep `align` on table cells (rehypeTables makes it a class): a style
    // attribute would need 'unsafe-inline' in the CSP.
    tableCellAlignToStyle: false,
    remarkPlugins: [
      remarkFrontmatter,
      remarkContentOnly,
      remarkFrontmatterSchema,
      [remarkMdxFrontmatter, { name: 'frontmatter' }],
      remarkGfm,
    ],
    rehypePlugins: [
      rehypeArticleIds,
      rehypeSlug,
      rehypeAsciiIds,
      rehypeExportToc,
      rehypeHeadingLinks,
      [rehypePictures, { publicDir }],
      rehypeTables,
    ],
  };
}
