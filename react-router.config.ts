import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';

/** Prerendered path whose HTML becomes the host's 404 page. */
export const NOT_FOUND_PATH = '/404';

export default {
  appDirectory: 'src',
  ssr: false,
  // Adopt React Router 8's behaviour now, so the upgrade changes nothing.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // Every static route becomes its own HTML file; the catch-all route is
  // rendered once more as the 404 page the host answers for unknown paths.
  prerender: ({ getStaticPaths }) => [...getStaticPaths(), NOT_FOUND_PATH],
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, 'client');
    await rename(path.join(client, '404', 'index.html'), path.join(client, '404.html'));
    await rm(path.join(client, '404'), { recursive: true });
    // The host answers unknown paths with 404.html, so no SPA fallback is served.
    await rm(path.join(client, '__spa-fallback.html'), { force: true });
  },
} satisfies Config;
