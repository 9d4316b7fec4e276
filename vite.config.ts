import { fileURLToPath } from 'node:url';
import mdx from '@mdx-js/rollup';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { mdxOptions } from './src/integrations/mdx-options.ts';

const publicDir = fileURLToPath(new URL('./public', import.meta.url));

export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  plugins: [{ enforce: 'pre', ...mdx(mdxOptions({ publicDir })) }, reactRouter()],
});
