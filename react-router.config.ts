import { readFileSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import {
  firebaseOrigins,
  inlineStylesheets,
  robotsTxt,
  sitemapXml,
  withContentSecurityPolicy,
} from './src/integrations/postbuild.ts';
import { parseFirebaseEnv } from './src/news/firebase-env.ts';
import { school } from './src/site/identity.ts';
import { paths } from './src/site/routes.ts';

/** Prerendered path whose HTML becomes the host's 404 page. */
const NOT_FOUND_PATH = '/404';

export default {
  appDirectory: 'src',
  ssr: false,
  // Adopt React Router 8's behaviour now. (v8_trailingSlashAwareDataRequests stays
  // off: it prerenders each page at "path/", and links would not know their page.)
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
  },
  // Every static route becomes its own HTML file; the catch-all route is
  // rendered once more as the 404 page the host answers for unknown paths.
  prerender: ({ getStaticPaths }) => [...getStaticPaths(), NOT_FOUND_PATH],
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, 'client');
    await rename(path.join(client, '404', 'index.html'), path.join(client, '404.html'));
    await rm(path.join(client, '404'), { recursive: true });
    // The host answers unknown paths with 404.html, so no SPA fallback is served.
    await rm(path.join(client, '__spa-fallback.html'), { force: true });

    const origins = firebaseOrigins(parseFirebaseEnv(viteConfig.env));
    const readAsset = (href: string) => readFileSync(path.join(client, href), 'utf8');
    const pages = (await readdir(client, { recursive: true })).filter((f) => f.endsWith('.html'));
    for (const page of pages) {
      const file = path.join(client, page);
      const html = inlineStylesheets(await readFile(file, 'utf8'), readAsset);
      await writeFile(file, withContentSecurityPolicy(html, origins));
    }

    // /noticias is the same screen as /institucional/novedades: only the canonical one is listed.
    const listed = Object.values(paths).filter((p) => p !== paths.newsAlias);
    await writeFile(path.join(client, 'sitemap.xml'), sitemapXml(school.siteUrl, listed));
    await writeFile(path.join(client, 'robots.txt'), robotsTxt(school.siteUrl));
  },
} satisfies Config;
