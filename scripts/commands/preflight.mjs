// `npm run preflight [-- folder]`: says whether the site is ready for its
// first publication: what only the administrator sets (the school's
// addresses and WhatsApp number, the site's address, its repository, the
// Firebase settings) and, where the news are files, no sample news left.
// Lists every reason it is not, in Spanish, one line each with its file and
// line, and exits 1; exits 0 on a configured site. The publication runs it
// on every channel, the pull request's preview included, so that a save
// the preview passes is never refused live; it leaves the problems in
// BUILD_DIR (preflight-problems.json) for the preview's report and the
// failure issue. Reads the project in the given folder (this one by default)
// as the content module describes it (src/content/).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { importSource } from '../lib/source-modules.mjs';

const root = path.resolve(process.argv[2] ?? '.');
const [preflight, settings, checks, { buildDirectory }, { say }] = await Promise.all(
  [
    'builder/text/preflight.ts',
    'builder/plugins/settings.server.ts',
    'content/problem.ts',
    'lib/build-directory.ts',
    'content/messages.ts',
  ].map(importSource),
);
const buildDir = path.resolve(root, buildDirectory());
let firestore = false;
const settingsProblems = [];
try {
  firestore = settings.readSettings(root) !== null;
} catch (error) {
  settingsProblems.push(say('firebaseSettingsWrong', error.message));
}
const problems = preflight.preflightProblems(await preflight.readSiteState(root, firestore));

const file = path.join(buildDir, preflight.PREFLIGHT_PROBLEMS_FILE);
if (problems.length) {
  await mkdir(buildDir, { recursive: true });
  await writeFile(file, JSON.stringify(problems));
} else await rm(file, { force: true });

const count = problems.length + settingsProblems.length;
if (count) {
  console.error(say('notReadyToPublish', count));
  for (const problem of problems) console.error(`  ${checks.describeProblem(problem)}`);
  for (const problem of settingsProblems) console.error(`  ${problem}`);
  if (process.env.GITHUB_ACTIONS === 'true')
    for (const problem of problems) console.info(checks.annotation(problem, 'error'));
  process.exit(1);
}
console.log(say('readyToPublish'));
