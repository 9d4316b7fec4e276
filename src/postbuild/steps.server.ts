// Build time only: the steps that finish a build once every page is
// prerendered, each named for what it does. react-router.config.ts says
// which run, in order (finishBuild).
import { readFileSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  inlineStylesheets,
  newsOrigins,
  robotsTxt,
  sitemapXml,
  withContentSecurityPolicy,
} from '~/integrations/built-pages';
import { scriptChunks } from '~/integrations/script-chunks';
import { indexForSearch } from '~/integrations/search-index';
import { picturePipeline } from '~/pictures/index.server';
import { publishPictures as copyPictures } from '~/pictures/publish.server';
import { school } from '~/site/identity';
import { pathOfPageFile } from '~/site/page-path';
import { canonicalPages } from '~/site/pages';
import { speculationRules } from '~/site/speculation';
import { MANIFEST_DIR, readManifest, usedAssets } from './assets.server';
import { picturesSentence, writeBuildReport } from './report.server';
import { builtSite, newsPages, type BuiltSite } from './site.server';

export type BuildStep = (site: BuiltSite) => Promise<void>;

/** Prerendered path whose HTML becomes the host's 404 page. */
export const NOT_FOUND_PATH = '/404';

/** The built pages, relative to the site's folder. */
const pageFiles = async ({ clientDir }: BuiltSite) =>
  (await readdir(clientDir, { recursive: true })).filter((file) => file.endsWith('.html'));

/** Rewrites every built page through `change`, given its file (relative to the site). */
async function rewritePages(site: BuiltSite, change: (html: string, file: string) => string) {
  for (const file of await pageFiles(site)) {
    const at = path.join(site.clientDir, file);
    await writeFile(at, change(await readFile(at, 'utf8'), file));
  }
}

/** The catch-all route's page becomes 404.html, the page the host answers for unknown paths. */
export const makeNotFoundPage: BuildStep = async ({ clientDir }) => {
  const folder = path.join(clientDir, NOT_FOUND_PATH);
  await rename(path.join(folder, 'index.html'), `${folder}.html`);
  await rm(folder, { recursive: true });
};

/** The server bundle React Router leaves: the host serves build/client alone. */
export const removeServerBuild: BuildStep = ({ buildDir }) =>
  rm(path.join(buildDir, 'server'), { recursive: true });

/** Loader data for client-side navigation, which no page does. */
export const removeLoaderData: BuildStep = async ({ clientDir }) => {
  for (const file of await readdir(clientDir, { recursive: true }))
    if (file.endsWith('.data')) await rm(path.join(clientDir, file));
};

/** Each page's stylesheets inline: its first paint waits for the HTML alone. */
export const inlinePageStylesheets: BuildStep = (site) =>
  rewritePages(site, (html) =>
    inlineStylesheets(html, (href) => readFileSync(path.join(site.clientDir, href), 'utf8')),
  );

/**
 * Each page's Content-Security-Policy, with the news' origins and the
 * speculation rules its boot script inserts, allowed by their hash.
 */
export const addContentSecurityPolicy: BuildStep = (site) => {
  const origins = newsOrigins(site.settings);
  return rewritePages(site, (html, file) =>
    withContentSecurityPolicy(html, {
      ...origins,
      inserted: [speculationRules(pathOfPageFile(file))],
    }),
  );
};

/** The pictures the pipeline handed out in this build, copied from its cache. */
export const publishPictures: BuildStep = async ({ clientDir, report }) => {
  const pipeline = picturePipeline();
  const published = await copyPictures(pipeline, clientDir);
  report.pictures = { ...pipeline.stats, published: published.files, bytes: published.bytes };
  console.info(picturesSentence(report.pictures));
};

/** Every file under assets/ that no page uses (the router's own bundles), and Vite's manifest. */
export const pruneUnusedAssets: BuildStep = async ({ clientDir }) => {
  const used = usedAssets(await readManifest(clientDir), scriptChunks());
  const assets = path.join(clientDir, 'assets');
  for (const name of await readdir(assets))
    if (!used.has(`assets/${name}`)) await rm(path.join(assets, name));
  await rm(path.join(clientDir, MANIFEST_DIR), { recursive: true });
};

/** The site search's index (Pagefind). */
export const indexPagesForSearch: BuildStep = ({ clientDir }) => indexForSearch(clientDir);

/** sitemap.xml: every canonical page and every page made from the news. */
export const writeSitemap: BuildStep = async ({ clientDir }) => {
  const listed = [...canonicalPages.map((page) => page.path), ...(await newsPages())];
  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml(school.siteUrl, listed));
};

export const writeRobotsTxt: BuildStep = ({ clientDir }) =>
  writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(school.siteUrl));

/** What the build did, beside what is served (BUILD_REPORT). */
export const writeReport: BuildStep = ({ buildDir, report }) => writeBuildReport(buildDir, report);

/** Runs `steps` in order on the build in `buildDir`. */
export async function finishBuild(buildDir: string, steps: BuildStep[]): Promise<void> {
  const site = await builtSite(buildDir);
  for (const step of steps) await step(site);
}
