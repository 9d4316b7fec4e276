// `npm run news:check`: whether a deploy is due, asked of Firestore without
// building (src/news/archive/check.server.ts). Prints one line; with
// GITHUB_OUTPUT set, writes changed=true or changed=false there. Exits 1,
// writing nothing, when Firestore cannot be asked.
import { appendFile } from 'node:fs/promises';
import { importSource } from '../lib/source-modules.mjs';

const [settings, check, kept] = await Promise.all(
  ['site/settings.server.ts', 'news/archive/check.server.ts', 'news/archive/kept.server.ts'].map(
    importSource,
  ),
);

async function answer(changed) {
  if (process.env.GITHUB_OUTPUT)
    await appendFile(process.env.GITHUB_OUTPUT, `changed=${changed}\n`);
}

const firebase = settings.readSettings(process.cwd());
if (!firebase) {
  console.log('News: they come from content/news/, which a push to main deploys: nothing to ask.');
  await answer(false);
} else {
  try {
    const result = await check.checkNews(firebase, kept.keptArchiveDir());
    const cost = `${result.requests} requests, ${result.reads} reads billed, ${(result.bytes / 1024).toFixed(1)} KB`;
    console.log(
      `News: ${result.changed ? 'a deploy is due' : 'no deploy is due'}: ${result.summary} (${cost}).`,
    );
    await answer(result.changed);
  } catch (error) {
    console.error(
      `News: Firestore could not be asked what changed (${error.message}). Nothing is decided: run it again once Firestore answers.`,
    );
    process.exit(1);
  }
}
