// `npm run preflight [-- folder]`: says whether the site is ready to publish.
// Lists every reason it is not, one line each with the file to change, and
// exits 1; exits 0 on a configured site. Reads the project in the given folder
// (this one by default): its identity, its content and its VITE_FIREBASE_* settings.
import path from 'node:path';
import { runnerImport } from 'vite';

const root = path.resolve(process.argv[2] ?? '.');
const [{ module: identity }, { module: preflight }, { module: settings }] = await Promise.all([
  runnerImport(path.join(root, 'src/site/identity.ts')),
  runnerImport(path.resolve(import.meta.dirname, '../../src/integrations/preflight.ts')),
  runnerImport(path.resolve(import.meta.dirname, '../../src/site/settings.server.ts')),
]);
let firestore = false;
const settingsProblems = [];
try {
  firestore = settings.readSettings(root) !== null;
} catch (error) {
  settingsProblems.push(`.env or the environment: ${error.message}`);
}
const problems = preflight
  .preflightProblems({
    identity: identity.school,
    pages: await preflight.readContentFiles(root, 'content', /\.mdx$/),
    news: await preflight.readContentFiles(root, 'content/news', /\.(md|html)$/),
    firestore,
  })
  .concat(settingsProblems);

if (problems.length) {
  console.error(`The site is not ready to publish (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('Ready to publish.');
