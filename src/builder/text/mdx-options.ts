import type { CompileOptions } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import { rehypeExportToc } from './rehype-export-toc.ts';
import { rehypePictures } from './rehype-pictures.ts';
import { remarkContentOnly } from './page-content.ts';
import { pageSyntaxPlugins, pageTreePlugins, TABLE_CELL_ALIGN_TO_STYLE } from './text-plugins.ts';
import { remarkFrontmatterSchema } from './remark-frontmatter-schema.ts';

/**
 * How a long page's MDX (src/content/kinds.ts) compiles: content only, the school's details filled in
 * as text (page-content.ts: no import, export or other expression), validated frontmatter exported as `frontmatter`,
 * what the editor's preview does too (text-plugins.ts: GFM, heading ids, heading links, tables), `toc`
 * exported, and pictures through the picture pipeline (the banner exported as `banner`).
 */
export function mdxOptions({ publicDir }: { publicDir: string }): CompileOptions {
  return {
    tableCellAlignToStyle: TABLE_CELL_ALIGN_TO_STYLE,
    remarkPlugins: [
      remarkFrontmatter,
      remarkContentOnly,
      remarkFrontmatterSchema,
      [remarkMdxFrontmatter, { name: 'frontmatter' }],
      ...pageSyntaxPlugins,
    ],
    rehypePlugins: [...pageTreePlugins, rehypeExportToc, [rehypePictures, { publicDir }]],
  };
}
