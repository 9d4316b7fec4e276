import type { CompileOptions } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import type { ContentStore } from '../../content/store.server.ts';
import { rehypeExportToc } from './rehype-export-toc.ts';
import { rehypePictures } from './rehype-pictures.ts';
import { remarkContentOnly } from './page-content.ts';
import { pageSyntaxPlugins, pageTreePlugins, TABLE_CELL_ALIGN_TO_STYLE } from './text-plugins.ts';
import { remarkFrontmatterSchema } from './remark-frontmatter-schema.ts';
import { storeIdentity } from './store-identity.ts';

/**
 * How a long page's MDX (src/content/kinds.ts) compiles: content only, the school's details filled in
 * as text from `store` (page-content.ts: no import, export or other expression), its frontmatter the
 * store's entry (for the banner; the page's route reads it from the registry, not the module),
 * what the editor's preview does too (text-plugins.ts: GFM, heading ids, heading links, tables), `toc`
 * exported, and pictures through the picture pipeline (the banner exported as `banner`).
 */
export function mdxOptions({
  publicDir,
  store,
}: {
  publicDir: string;
  store: ContentStore;
}): CompileOptions {
  return {
    tableCellAlignToStyle: TABLE_CELL_ALIGN_TO_STYLE,
    remarkPlugins: [
      remarkFrontmatter,
      [remarkContentOnly, { identity: () => storeIdentity(store) }],
      [remarkFrontmatterSchema, { store }],
      ...pageSyntaxPlugins,
    ],
    rehypePlugins: [...pageTreePlugins, rehypeExportToc, [rehypePictures, { publicDir }]],
  };
}
