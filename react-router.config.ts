import type { Config } from '@react-router/dev/config';
import { importSource } from './scripts/lib/source-modules.mjs';
import { buildDirectory } from './src/lib/build-directory.ts';

/**
 * The build's own steps (src/build-end/): the pages made from the news, and what
 * runs once every page is prerendered. This file is loaded without the
 * project's Vite settings, so they are imported through a runner that knows
 * the "~" alias. The prerender list reads the news first, and keeps them in
 * the build's folder, where the pages' loaders and the build's end read them
 * (src/news/archive/this-build.server.ts).
 */
const buildSteps = (): Promise<typeof import('./src/build-end/index.server.ts')> =>
  importSource('build-end/index.server.ts');

/**
 * React Router is the site's generator: it renders every page at build time,
 * and no page loads its client runtime (see src/root.tsx). `ssr: true` only
 * spares us its single-page-app fallback, which needs that runtime; the server
 * build it leaves is deleted, the host serves build/client alone. BUILD_DIR
 * builds elsewhere than build/, as the tests do for the Firestore-configured site.
 */
export default {
  appDirectory: 'src',
  buildDirectory: buildDirectory(),
  ssr: true,
  // Adopt React Router 8's behaviour now. (v8_trailingSlashAwareDataRequests stays
  // off: it prerenders each page at "path/", and links would not know their page.)
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
  },
  // Every page of the registry becomes its own HTML file, and so does every
  // page made from the news; the catch-all route is rendered once more as the
  // 404 page the host answers for unknown paths.
  prerender: {
    paths: async ({ getStaticPaths }) => {
      const { NOT_FOUND_PATH, newsPages } = await buildSteps();
      return [...getStaticPaths(), NOT_FOUND_PATH, ...(await newsPages(buildDirectory()))];
    },
    // Rendering waits on files being written: a few pages at once keep the CPU busy.
    concurrency: 4,
  },
  // The build's end: the steps in src/build-end/index.server.ts (BUILD_END), in
  // the order listed there, which is checked before any runs.
  async buildEnd({ reactRouterConfig }) {
    const { finishBuild, BUILD_END } = await buildSteps();
    await finishBuild(reactRouterConfig.buildDirectory, BUILD_END);
  },
} satisfies Config;
