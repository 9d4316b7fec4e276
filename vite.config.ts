import { fileURLToPath } from 'node:url';
import mdx from '@mdx-js/rollup';
import { reactRouter } from '@react-router/dev/vite';
import rehypeSlug from 'rehype-slug';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import { defineConfig } from 'vite';
import { rehypeArticleIds } from './src/integrations/rehype-article-ids.ts';
import { rehypeExportToc } from './src/integrations/rehype-export-toc.ts';
import { rehypeHeadingLinks } from './src/integrations/rehype-heading-links.ts';
import { rehypeImageSize } from './src/integrations/rehype-image-size.ts';
import { remarkFrontmatterSchema } from './src/integrations/remark-frontmatter-schema.ts';

const publicDir = fileURLToPath(new URL('./public', import.meta.url));

export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  worker: { format: 'es' },
  plugins: [
    {
      enforce: 'pre',
      ...mdx({
        remarkPlugins: [
          remarkFrontmatter,
          remarkFrontmatterSchema,
          [remarkMdxFrontmatter, { name: 'frontmatter' }],
          remarkGfm,
        ],
        rehypePlugins: [
          rehypeArticleIds,
          rehypeSlug,
          rehypeExportToc,
          rehypeHeadingLinks,
          [rehypeImageSize, { publicDir }],
        ],
      }),
    },
    reactRouter(),
  ],
});
