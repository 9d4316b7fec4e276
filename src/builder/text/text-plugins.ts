// What the build and the editor's preview do alike to a long page's text,
// once parsed as MDX and checked for code (page-content.ts): one list, so
// that the preview shows the ids, tables and heading links the build makes.
// Browser-safe: what only the build can do (the pictures, the exports of the
// compiled module) is added by mdx-options.ts.
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import { rehypeArticleIds } from './rehype-article-ids.ts';
import { rehypeAsciiIds } from './rehype-ascii-ids.ts';
import { rehypeHeadingLinks } from './rehype-heading-links.ts';
import { rehypeSections } from './rehype-sections.ts';
import { rehypeTables } from './rehype-tables.ts';

/** The syntax a page is written in beyond MDX's own: GFM's tables, strikethrough and links. */
export const pageSyntaxPlugins = [remarkGfm];

/**
 * From the HTML tree: articles' ids first, the others with no accents, a
 * section per h2, heading links, tables ready for phones.
 */
export const pageTreePlugins = [
  rehypeArticleIds,
  rehypeSlug,
  rehypeAsciiIds,
  rehypeSections,
  rehypeHeadingLinks,
  rehypeTables,
];

/**
 * A table column's alignment stays `align` (rehypeTables makes it a class):
 * a style attribute would need 'unsafe-inline' in the policy.
 */
export const TABLE_CELL_ALIGN_TO_STYLE = false;
