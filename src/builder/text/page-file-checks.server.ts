// Build time only: every page file checked for code before any compiles
// (page-content.ts says what a page may hold), and by the pages' reader,
// from the content store (content/store.server.ts), once per build.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Root } from 'mdast';
import type { ContentStore } from '../../content/store.server.ts';
import { storeIdentity } from './store-identity.ts';
import { placePages } from '../../site/page-addresses.ts';
import {
  ContentProblemsError,
  describeProblem,
  type ContentProblem,
} from '../../content/problem.ts';
import { annotation, CONTENT_PROBLEMS_FILE, contentProblemsWarnOnly } from './content-checks.ts';
import { codeError, pageContentProblems, unreadableText } from './page-content.ts';
import { runnableFiles } from './public-files.server.ts';
import { buildDirectory } from '../../lib/build-directory.ts';
import { pageSyntax } from './page-syntax.ts';
import { say } from '../../content/messages.ts';

/**
 * Every page file of `store`, checked as the build will compile and
 * publish it: for code, and by the pages' reader (content/page-entries.ts),
 * once while the files are the same.
 */
export const checkPageFiles = (
  store: ContentStore,
): { code: ContentProblem[]; entries: ContentProblem[] } =>
  store.memo('page-checks', () => ({
    code: store.pageFiles().flatMap(({ file, text }) => {
      let tree: Root;
      try {
        tree = pageSyntax(text);
      } catch (error) {
        return [unreadableText(error, file)];
      }
      return pageContentProblems(tree, file, storeIdentity(store));
    }),
    entries: placePages(store.pages()).problems,
  }));

/**
 * Checks every page file of the project of `store` before any compiles (the
 * build's first step, contentStorePlugin), and its public/ for files that
 * would run code on the site's origin, and writes what it found beside
 * the build (content-problems.json, in `buildDir`) for the preview job
 * to tell on the pull request, where the editor shows it. Code stops the
 * build always; a page that cannot be published (its data, its address)
 * stops it unless problems only warn (the live publication), where the
 * registry leaves that page out and the rest, the news with it, goes on.
 */
export async function refuseCodeInPages(
  store: ContentStore,
  buildDir = buildDirectory(),
): Promise<void> {
  const { root } = store;
  const { code, entries } = checkPageFiles(store);
  const runnable = await runnableFiles(path.join(root, 'public'));
  const warnOnly = contentProblemsWarnOnly();
  const problems = [...code, ...runnable, ...entries];
  if (!problems.length) return;
  const dir = path.resolve(root, buildDir);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, CONTENT_PROBLEMS_FILE), JSON.stringify(problems));
  if (process.env.GITHUB_ACTIONS === 'true')
    for (const problem of problems)
      console.info(
        annotation(problem, warnOnly && entries.includes(problem) ? 'warning' : 'error'),
      );
  if (code.length) throw codeError(code);
  if (runnable.length)
    throw new ContentProblemsError(runnable, say('uploadsCannotPublish', runnable.length));
  if (!warnOnly) throw new ContentProblemsError(entries, say('pagesCannotPublish', entries.length));
  for (const problem of entries) console.warn(say('pageLeftOut', describeProblem(problem)));
}
