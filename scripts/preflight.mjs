// `npm run preflight [-- folder]`: says whether the site is ready to publish.
// Lists every reason it is not, one line each with the file to change, and
// exits 1; exits 0 on a configured site. Reads the project in the given folder
// (this one by default): its identity, its content and its VITE_FIREBASE_* settings.
import path from 'node:path';
import { loadEnv, runnerImport } from 'vite';

const root = path.resolve(process.argv[2] ?? '.');
const identityFile = 'src/site/identity.ts';
const [{ module: identity }, { module: preflight }] = await Promise.all([
  runnerImport(path.join(root, identityFile)),
  runnerImport(path.resolve(import.meta.dirname, '../src/integrations/preflight.ts')),
]);
const env = { ...loadEnv('production', root, 'VITE_'), ...process.env };
const problems = preflight.preflightProblems({
  identity: identity.school,
  identityFile,
  pages: await preflight.readContentFiles(root, 'content', /\.mdx$/),
  news: await preflight.readContentFiles(root, 'content/news', /\.(md|html)$/),
  firestore: Boolean(env.VITE_FIREBASE_PROJECT_ID?.trim()),
});

if (problems.length) {
  console.error(`The site is not ready to publish (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('Ready to publish.');
