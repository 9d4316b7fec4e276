import { fileURLToPath } from 'node:url';
import mdx from '@mdx-js/rollup';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { localNewsPlugin } from './src/integrations/local-news.ts';
import { mdxOptions } from './src/integrations/mdx-options.ts';

const publicDir = fileURLToPath(new URL('./public', import.meta.url));
const newsDir = fileURLToPath(new URL('./content/news', import.meta.url));

export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: { sourcemap: process.env.SOURCEMAP === '1' },
  plugins: [
    { enforce: 'pre', ...mdx(mdxOptions({ publicDir })) },
    localNewsPlugin({ dir: newsDir }),
    reactRouter(),
  ],
});
