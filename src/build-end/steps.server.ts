// Build time only: the steps that finish a build once every page is
// prerendered, each named for what it does. index.server.ts says
// which run, in order (finishBuild).
import { readFileSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { transformSync } from 'esbuild';
import {
  inlineStylesheets,
  minifyInlineScripts,
  newsOrigins,
  robotsTxt,
  sitemapXml,
  withContentSecurityPolicy,
} from './built-pages';
import {
  annotation,
  CONTENT_PROBLEMS_FILE,
  contentProblemsWarnOnly,
  longPageProblems,
  siteIndexFrom,
} from '~/builder/text/content-checks';
import { readBuiltSite } from './built-site-index.server';
import { ContentProblemsError, describeProblem, type ContentProblem } from '~/content/problem';
import { sanitiseDrawingFiles } from './served-files.server';
import { classicScript } from '~/builder/plugins/classic-script';
import { scriptChunks } from '~/builder/plugins/script-chunks';
import { AHEAD_WORKER } from '~/page-script/fetch-ahead';
import { publishEditor } from '~/editor/editor-site.server';
import { indexForSearch } from '~/builder/plugins/search-index';
import { picturePipeline } from '~/pictures/index.server';
import { publishPictures as copyPictures } from '~/pictures/publish.server';
import { school } from '~/site/identity';
import { pathOfPageFile } from '~/lib/page-path';
import { canonicalPages, longPages } from '~/site/registry';
import { neverAhead, speculationRules } from '~/site/speculation';
import { MANIFEST_DIR, readManifest, usedAssets } from './assets.server';
import { editorSentence, picturesSentence, writeBuildReport } from './report.server';
import { builtSite, newsPagesOf, type BuiltSite } from './site.server';
import { compile } from 'sass';
import { noticeForPages } from '~/content/notice';
import { savedNotice } from '~/content/saved-notice';
import {
  NOTICE_PARTS_FILE,
  NOTICE_VALUES,
  noticeScriptSource,
  withNotice,
  type NoticeParts,
} from './notice-in-pages';
import { say } from '~/content/messages';

/** A step at the build's end: its name, what it does, and what must be done before it. */
export interface BuildStep {
  name: string;
  run: (site: BuiltSite) => Promise<void>;
  /** The steps whose work this one needs done first, each with why. */
  after: Record<string, string>;
}

const step = (
  name: string,
  run: (site: BuiltSite) => Promise<void>,
  after: Record<string, string> = {},
): BuildStep => ({ name, run, after });

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

/**
 * Stops the build over files the site must not serve, each said in Spanish
 * with its file, and written where the preview job and the editor's panel
 * read the content's problems, whatever the channel.
 */
async function refuseServing(buildDir: string, problems: ContentProblem[]) {
  if (!problems.length) return;
  await writeFile(path.join(buildDir, CONTENT_PROBLEMS_FILE), JSON.stringify(problems));
  for (const problem of problems) {
    console.error(describeProblem(problem));
    if (process.env.GITHUB_ACTIONS === 'true') console.info(annotation(problem, 'error'));
  }
  throw new ContentProblemsError(problems, say('filesCannotPublish', problems.length));
}

/** Every drawing the site serves, sanitised (served-files.server.ts). */
export const sanitiseDrawings = step(
  'sanitiseDrawings',
  async ({ buildDir, clientDir }) => refuseServing(buildDir, await sanitiseDrawingFiles(clientDir)),
  { publishPictures: 'the pictures published as they are include drawings' },
);

/** The catch-all route's page becomes 404.html, the page the host answers for unknown paths. */
export const makeNotFoundPage = step('makeNotFoundPage', async ({ clientDir }) => {
  const folder = path.join(clientDir, NOT_FOUND_PATH);
  await rename(path.join(folder, 'index.html'), `${folder}.html`);
  await rm(folder, { recursive: true });
});

/** The server bundle React Router leaves: the host serves build/client alone. */
export const removeServerBuild = step('removeServerBuild', ({ buildDir }) =>
  rm(path.join(buildDir, 'server'), { recursive: true }),
);

/** Loader data for client-side navigation, which no page does. */
export const removeLoaderData = step('removeLoaderData', async ({ clientDir }) => {
  for (const file of await readdir(clientDir, { recursive: true }))
    if (file.endsWith('.data')) await rm(path.join(clientDir, file));
});

/** Each page's stylesheets inline: its first paint waits for the HTML alone. */
export const inlinePageStylesheets = step('inlinePageStylesheets', (site) =>
  rewritePages(site, (html) =>
    inlineStylesheets(html, (href) => readFileSync(path.join(site.clientDir, href), 'utf8')),
  ),
);

/**
 * The long pages' content checks (content-checks.ts): each problem printed in
 * Spanish with its file and line, on GitHub as an annotation there, and
 * written beside the build for the preview job.
 */
export const checkContent = step(
  'checkContent',
  async (built) => {
    const { buildDir, clientDir } = built;
    built.index = await readBuiltSite(clientDir);
    const site = siteIndexFrom(built.index);
    const problems = longPages.flatMap((page) =>
      longPageProblems({ file: page.file, path: page.address, source: page.text }, site),
    );
    // Written even when empty: what the preview job tells staff (preview-status.mjs).
    await writeFile(path.join(buildDir, CONTENT_PROBLEMS_FILE), JSON.stringify(problems));
    if (!problems.length) return;
    const warnOnly = contentProblemsWarnOnly();
    for (const problem of problems) {
      console.error(describeProblem(problem));
      if (process.env.GITHUB_ACTIONS === 'true')
        console.info(annotation(problem, warnOnly ? 'warning' : 'error'));
    }
    if (!warnOnly) throw new Error(say('contentHasProblems', problems.length));
  },
  {
    makeNotFoundPage: 'every page is in its place',
    removeLoaderData: "the index lists the files the host serves, not the router's loader data",
  },
);

/** Each page's inline scripts minified (esbuild): about 0.2 KB less of every page, compressed. */
export const minifyPageScripts = step('minifyPageScripts', (site) =>
  rewritePages(site, (html) =>
    minifyInlineScripts(html, (code) => transformSync(code, { minify: true }).code.trim()),
  ),
);

/**
 * Each page's Content-Security-Policy, with the news' origins and the
 * speculation rules its boot script inserts, allowed by their hash.
 */
export const addContentSecurityPolicy = step(
  'addContentSecurityPolicy',
  (site) => {
    const origins = newsOrigins(site.settings);
    return rewritePages(site, (html, file) =>
      withContentSecurityPolicy(html, {
        ...origins,
        inserted: [speculationRules(pathOfPageFile(file))],
      }),
    );
  },
  {
    inlinePageStylesheets: 'the policy allows each inline stylesheet by its hash',
    minifyPageScripts: 'the policy allows each inline script by its hash',
  },
);

/** The stylesheet and script every notice shares, minified (notice-in-pages.ts). */
function noticeParts(): NoticeParts {
  const css = compile(path.resolve('styles/notice.scss'), { style: 'compressed' }).css;
  const script = transformSync(noticeScriptSource(), { minify: true }).code.trim();
  if (script.split(NOTICE_VALUES).length !== 2)
    throw new Error(`The notice's minified script lost its ${NOTICE_VALUES}: ${script}`);
  return { css, script };
}

/**
 * «Aviso para las familias» in every page, when staff's (content/aviso.json)
 * is on and not over by the build's clock; and its pieces, kept in the
 * build's folder for the notice's fast path (scripts/commands/publish-notice.mjs),
 * which writes a new notice into this build the same way.
 */
export const writeNotice = step(
  'writeNotice',
  async (site) => {
    const parts = noticeParts();
    await writeFile(path.join(site.buildDir, NOTICE_PARTS_FILE), JSON.stringify(parts));
    const notice = noticeForPages(savedNotice, new Date());
    await rewritePages(site, (html) => withNotice(html, notice, parts));
  },
  {
    addContentSecurityPolicy: 'the notice adds its two hashes to the policy the page has',
  },
);

/** The pictures the pipeline handed out in this build, copied from its cache. */
export const publishPictures = step('publishPictures', async ({ clientDir, report }) => {
  const pipeline = picturePipeline();
  const published = await copyPictures(pipeline, clientDir);
  report.pictures = { ...pipeline.stats, published: published.files, bytes: published.bytes };
  console.info(picturesSentence(report.pictures));
});

/** Every file under assets/ that no page uses (the router's own bundles), and Vite's manifest. */
export const pruneUnusedAssets = step(
  'pruneUnusedAssets',
  async ({ clientDir }) => {
    const used = usedAssets(await readManifest(clientDir), scriptChunks());
    const assets = path.join(clientDir, 'assets');
    for (const name of await readdir(assets))
      if (!used.has(`assets/${name}`)) await rm(path.join(assets, name));
    await rm(path.join(clientDir, MANIFEST_DIR), { recursive: true });
  },
  { inlinePageStylesheets: 'the stylesheets are read from assets/ to be put inline' },
);

/** The site search's index (Pagefind). */
export const indexPagesForSearch = step(
  'indexPagesForSearch',
  ({ clientDir }) => indexForSearch(clientDir),
  { makeNotFoundPage: 'the 404 page is no page to find' },
);

/** sitemap.xml: every canonical page and every page made from the news. */
export const writeSitemap = step('writeSitemap', async ({ clientDir, archive }) => {
  const listed = [...canonicalPages.map((page) => page.path), ...newsPagesOf(archive)];
  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml(school.siteUrl, listed));
});

export const writeRobotsTxt = step('writeRobotsTxt', ({ clientDir }) =>
  writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(school.siteUrl)),
);

/**
 * The service worker that keeps a page fetched ahead for its navigation in
 * Safari (src/page-script/ahead-worker.ts), at the site's root, AHEAD_WORKER, so
 * that its scope is the whole site.
 */
export const writeAheadWorker = step('writeAheadWorker', async ({ buildDir, clientDir }) => {
  const entry = path.join(path.dirname(buildDir), 'src/page-script/ahead-worker-start.ts');
  await writeFile(
    path.join(clientDir, AHEAD_WORKER),
    await classicScript(entry, { NEVER_AHEAD: neverAhead }),
  );
});

/**
 * Staff's editor at /editar/ (src/editor/), on a site of its own, written
 * once the site's pages are done; the site's /editar leads there.
 */
export const writeEditor = step(
  'writeEditor',
  async ({ buildDir, clientDir, editorDir, report, index }) => {
    report.editor = await publishEditor({ clientDir, editorDir }, path.dirname(buildDir), index!);
    console.info(editorSentence(report.editor));
  },
  {
    inlinePageStylesheets: 'the pages are rewritten before the editor joins them',
    addContentSecurityPolicy: "the editor has a policy of its own, not the pages'",
    indexPagesForSearch: 'the editor is no page to find',
    sanitiseDrawings: "the editor's site shows the site's logo and pictures as published",
    checkContent: "its preview checks the text against the index the build's checks read",
  },
);

/** What the build did, beside what is served (report.server.ts). */
export const writeReport = step(
  'writeReport',
  ({ buildDir, report }) => writeBuildReport(buildDir, report),
  {
    publishPictures: 'the report says what was published',
    writeEditor: 'the report says what the editor weighs',
  },
);

/**
 * Throws, before anything runs, when a step is listed before one whose work
 * it needs: a build that would publish a broken site stops saying which.
 */
export function checkOrder(steps: BuildStep[]): void {
  const listed = new Map(steps.map((each, index) => [each.name, index]));
  for (const [index, each] of steps.entries())
    for (const [needed, why] of Object.entries(each.after)) {
      const at = listed.get(needed);
      if (at === undefined || at > index)
        throw new Error(
          `The build's step ${each.name} must run after ${needed} (${why}), and the list (BUILD_END, src/build-end/index.server.ts) has ${at === undefined ? `no ${needed}` : 'it later'}. Nothing was published.`,
        );
    }
}

/** Runs `steps` in order on the build in `buildDir`, once their order is checked. */
export async function finishBuild(buildDir: string, steps: BuildStep[]): Promise<void> {
  checkOrder(steps);
  const site = await builtSite(buildDir);
  for (const each of steps) await each.run(site);
}
