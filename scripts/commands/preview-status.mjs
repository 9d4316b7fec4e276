// `node scripts/commands/preview-status.mjs pending|success|failure [ADDRESS]`:
// a pull request's preview, told where the editor's panel reads it
// (src/editor/review.ts): the commit status "Vista previa" on its head
// commit, whose address is the preview's (Sveltia's own preview button reads
// it too: preview_context); and, when its build found problems in the
// content (BUILD_DIR/content-problems.json, src/builder/text/content-checks.ts),
// a comment on the pull request naming each one's file and line, in Spanish;
// likewise what the preflight refused (BUILD_DIR/preflight-problems.json,
// src/builder/text/preflight.ts), which would refuse it live too.
// Run by the preview job (publish.yml) with GITHUB_TOKEN, GITHUB_REPOSITORY,
// GITHUB_API_URL (which Actions set), HEAD_SHA and PR_NUMBER. What cannot be
// posted is a warning: the preview stands.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { github } from '../lib/github-rest.mjs';
import { importSource } from '../lib/source-modules.mjs';

const [
  { PREVIEW_STATUS, findingsComment },
  { CONTENT_PROBLEMS_FILE },
  { PREFLIGHT_PROBLEMS_FILE },
  { say },
] = await Promise.all([
  importSource('editor/review.ts'),
  importSource('builder/text/content-checks.ts'),
  importSource('builder/text/preflight.ts'),
  importSource('content/messages.ts'),
]);

const [state, address] = process.argv.slice(2);
if (!['pending', 'success', 'failure'].includes(state) || (state === 'success' && !address)) {
  console.error('Usage: preview-status.mjs pending|success|failure [ADDRESS, for success]');
  process.exit(2);
}
const { HEAD_SHA, PR_NUMBER, BUILD_DIR = 'build' } = process.env;

/** What the preflight and the build's content checks found, as far as they got. */
async function contentProblems() {
  const found = [];
  for (const file of [PREFLIGHT_PROBLEMS_FILE, CONTENT_PROBLEMS_FILE]) {
    try {
      found.push(...JSON.parse(await readFile(path.join(BUILD_DIR, file), 'utf8')));
    } catch {
      // Not written: that check did not run, or found nothing.
    }
  }
  return found;
}

const problems = state === 'failure' ? await contentProblems() : [];
const description = {
  pending: say('previewPending'),
  success: say('previewReady'),
  failure: problems.length ? say('previewFindings') : say('previewFailed'),
}[state];

try {
  await github('POST', `/statuses/${HEAD_SHA}`, {
    state,
    context: PREVIEW_STATUS,
    description,
    ...(address ? { target_url: address } : {}),
  });
  console.log(`${PREVIEW_STATUS}: ${state}${address ? ` (${address})` : ''}`);
  if (problems.length) {
    await github('POST', `/issues/${PR_NUMBER}/comments`, {
      body: findingsComment(HEAD_SHA, problems),
    });
    console.log(`${problems.length} content problem(s) told on the pull request.`);
  }
} catch (error) {
  console.log(`::warning::The preview's status (${state}) could not be told: ${error.message}`);
}
