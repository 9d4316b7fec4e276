// Build time only: a page file's syntax tree as the build's checks read it,
// before anything compiles (page-file-checks.server.ts, for code) and at the
// build's end (content-checks.ts, for articles, totals and links): MDX with
// its frontmatter and GitHub's tables, one processor for both.
import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';

let processor: ReturnType<typeof createProcessor> | undefined;

/** The tree of `text`, a whole page file; throws, with MDX's place, on text MDX cannot read. */
export function pageSyntax(text: string): Root {
  processor ??= createProcessor({ remarkPlugins: [remarkFrontmatter, remarkGfm] });
  return processor.parse(text) as Root;
}
