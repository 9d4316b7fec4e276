import { fileURLToPath } from 'node:url';
import mdx from '@mdx-js/rollup';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { headingFontPlugin } from './src/builder/plugins/heading-font.ts';
import { mdxOptions } from './src/builder/text/mdx-options.ts';
import { recordScriptChunks } from './src/builder/plugins/script-chunks.ts';
import { servePictures } from './src/pictures/publish.server.ts';
import { contentStorePlugin } from './src/builder/text/content-store.ts';
import { contentStore } from './src/content/store.server.ts';
import { firebaseSettingsPlugin } from './src/builder/plugins/settings.server.ts';

const dir = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * In development pages are rendered on request and React runs only in
 * islands, so there is nothing to hot-swap: any saved file reloads the page.
 */
const reloadOnChange: Plugin = {
  name: 'reload-on-change',
  apply: 'serve',
  handleHotUpdate({ server }) {
    server.ws.send({ type: 'full-reload' });
    return [];
  },
};

/**
 * Each long page compiled from its MDX; the same file asked for with a query
 * (`?raw`: its text, which the page registry reads, src/site/registry.ts)
 * is left as Vite serves it (@mdx-js/rollup drops the query and would compile it too).
 */
function longPagesPlugin(): Plugin {
  const store = contentStore(dir('.'));
  const plugin = mdx(mdxOptions({ publicDir: dir('./public'), store })) as Plugin & {
    transform: (this: unknown, code: string, id: string) => unknown;
  };
  const compile = plugin.transform;
  return {
    ...plugin,
    enforce: 'pre',
    transform(code, id) {
      return id.includes('?') ? null : compile.call(this, code, id);
    },
  } as Plugin;
}

/** The build's Firebase settings, read once, for the pages and the page script alike. */
const settings = firebaseSettingsPlugin();

export default defineConfig({
  resolve: {
    alias: { '~': dir('./src') },
  },
  // The manifest says which built files the pages use: the build's end
  // publishes those alone, then deletes it (src/build-end/assets.server.ts).
  build: { sourcemap: process.env.SOURCEMAP === '1', manifest: true },
  // The browser runs the page script and its islands, nothing else: in
  // development, prebundle only what they import.
  optimizeDeps: { entries: ['src/page-script/page-script.ts'] },
  // The page script is built like a worker (src/root.tsx): as ES modules, so
  // each island is a chunk of its own, fetched only by pages that have it.
  // Vite's manifest does not list those chunks: the bundle records them.
  worker: { format: 'es', plugins: () => [settings, contentStorePlugin(), recordScriptChunks()] },
  plugins: [
    longPagesPlugin(),
    settings,
    contentStorePlugin(),
    headingFontPlugin({ cacheDir: dir('./node_modules/.cache/heading-font') }),
    reactRouter(),
    reloadOnChange,
    servePictures(),
  ],
});
