import { readFileSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { runnerImport } from 'vite';
import {
  newsOrigins,
  inlineStylesheets,
  referencedAssets,
  robotsTxt,
  sitemapXml,
  withContentSecurityPolicy,
} from './src/integrations/postbuild.ts';
import { picturePipeline, publishPictures } from './src/pictures/pipeline.server.ts';
import { indexForSearch } from './src/integrations/search-index.ts';
import { readSettings } from './src/site/settings.server.ts';
import { school } from './src/site/identity.ts';
import { speculationRules } from './src/site/speculation.ts';
import { canonicalPages, newsPaths } from './src/site/pages.ts';

/** This build's Firebase settings, read once (src/site/settings.server.ts). */
let settings: ReturnType<typeof readSettings> | undefined;
const buildSettings = () => (settings ??= readSettings());

/** Prerendered path whose HTML becomes the host's 404 page. */
const NOT_FOUND_PATH = '/404';

/**
 * The build's news archive (src/news/archive/read.server.ts), read once: here
 * to list the pages made from the news, then by the pages' loaders, which
 * find it already read. This file is loaded without the project's Vite
 * settings, so the module is imported through a runner that knows the "~" alias.
 */
async function newsArchive() {
  const { module } = await runnerImport<typeof import('./src/news/archive/read.server.ts')>(
    './src/news/archive/read.server.ts',
    { configFile: false, resolve: { alias: { '~': path.resolve('src') } }, logLevel: 'warn' },
  );
  return module.sharedNewsArchive(module.newsOrigin(buildSettings()));
}

/** What a build says it did, beside build/client (not served). */
const BUILD_REPORT = 'build-report.json';

/** The report of a build: its news items, and the newest of them with a page. */
function buildReport(archive: Awaited<ReturnType<typeof newsArchive>>) {
  const newest = archive?.items[0];
  return {
    news: {
      items: archive?.items.length ?? 0,
      newest: newest ? { id: newest.id, path: newest.path, title: newest.title } : null,
    },
  };
}

/** The address a built page file is served at: `a/b/index.html` is `/a/b`, `404.html` is `/404`. */
const pageAddress = (file: string) =>
  `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;

/** The pages made from the news: one per item and one per year with news. */
async function newsPages(): Promise<string[]> {
  const archive = await newsArchive();
  if (!archive) return [];
  return [
    ...archive.items.map((item) => item.path),
    ...archive.years.map(({ year }) => newsPaths.year(year)),
  ];
}

/**
 * React Router is the site's generator: it renders every page at build time,
 * and no page loads its client runtime (see src/root.tsx). `ssr: true` only
 * spares us its single-page-app fallback, which needs that runtime; the server
 * build it leaves is deleted, the host serves build/client alone. BUILD_DIR
 * builds elsewhere than build/, as the tests do for the Firestore-configured site.
 */
export default {
  appDirectory: 'src',
  buildDirectory: process.env.BUILD_DIR ?? 'build',
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
    paths: async ({ getStaticPaths }) => [
      ...getStaticPaths(),
      NOT_FOUND_PATH,
      ...(await newsPages()),
    ],
    // Rendering waits on files being written: a few pages at once keep the CPU busy.
    concurrency: 4,
  },
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, 'client');
    await rename(path.join(client, '404', 'index.html'), path.join(client, '404.html'));
    await rm(path.join(client, '404'), { recursive: true });
    await rm(path.join(reactRouterConfig.buildDirectory, 'server'), { recursive: true });

    const files = await readdir(client, { recursive: true });
    // Loader data for client-side navigation, which no page does.
    for (const data of files.filter((f) => f.endsWith('.data'))) await rm(path.join(client, data));

    const origins = newsOrigins(buildSettings());
    const readAsset = (href: string) => readFileSync(path.join(client, href), 'utf8');
    const pages: string[] = [];
    for (const page of files.filter((f) => f.endsWith('.html'))) {
      const file = path.join(client, page);
      const html = inlineStylesheets(await readFile(file, 'utf8'), readAsset);
      // The speculation rules its boot script inserts, allowed by their hash.
      const inserted = [speculationRules(pageAddress(page))];
      await writeFile(file, withContentSecurityPolicy(html, { ...origins, inserted }));
      pages.push(html);
    }

    // The pictures the pipeline handed out in this build, from its cache.
    const pictures = picturePipeline();
    const published = await publishPictures(pictures, path.join(client, '_img'));
    console.info(
      `Pictures: ${pictures.stats.encoded} made, ${pictures.stats.reused} taken from the cache; ${published.files} files published (${(published.bytes / 1e6).toFixed(1)} MB).`,
    );

    const assets = path.join(client, 'assets');
    const used = referencedAssets(pages, (name) => readAsset(path.join('assets', name)));
    for (const asset of await readdir(assets)) {
      if (!used.has(asset)) await rm(path.join(assets, asset));
    }

    await indexForSearch(client);

    const listed = [...canonicalPages.map((page) => page.path), ...(await newsPages())];
    await writeFile(path.join(client, 'sitemap.xml'), sitemapXml(school.siteUrl, listed));
    await writeFile(path.join(client, 'robots.txt'), robotsTxt(school.siteUrl));

    // What this build published, beside what is served: the live check after
    // a deploy (scripts/commands/live-check.mjs) looks for its newest item.
    await writeFile(
      path.join(reactRouterConfig.buildDirectory, BUILD_REPORT),
      JSON.stringify(buildReport(await newsArchive()), null, 2),
    );
  },
} satisfies Config;
