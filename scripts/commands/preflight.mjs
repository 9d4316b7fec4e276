// `npm run preflight [-- folder]`: says whether the site is ready to publish.
// Lists every reason it is not, one line each with the file to change, and
// exits 1; exits 0 on a configured site. Reads the project in the given folder
// (this one by default) as the content module describes it (src/content/):
// its school's details and site's setup, checked by their schemas, its content, and its
// VITE_FIREBASE_* settings.
import path from 'node:path';
import { importSource } from '../lib/source-modules.mjs';

const root = path.resolve(process.argv[2] ?? '.');
const [preflight, settings, { contentKinds }] = await Promise.all(
  ['integrations/preflight.ts', 'site/settings.server.ts', 'content/kinds.ts'].map(importSource),
);
let firestore = false;
const settingsProblems = [];
try {
  firestore = settings.readSettings(root) !== null;
} catch (error) {
  settingsProblems.push(`.env or the environment: ${error.message}`);
}
const details = await preflight.readJsonFile(root, contentKinds.schoolDetails);
const setup = await preflight.readJsonFile(root, contentKinds.siteSetup);
const problems = [
  ...details.problems,
  ...setup.problems,
  ...preflight.preflightProblems({
    details: details.value,
    setup: setup.value,
    pages: await preflight.readContentFiles(root, contentKinds.page),
    news: await preflight.readContentFiles(root, contentKinds.news),
    firestore,
  }),
  ...settingsProblems,
];

if (problems.length) {
  console.error(`The site is not ready to publish (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('Ready to publish.');
