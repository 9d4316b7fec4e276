// `node scripts/commands/promotion.mjs facts|decide|editor-hash|live`: a
// preview put live as it is, when nothing has moved since it was built
// (scripts/lib/promotion.mjs says what each fact is).
//   facts        the preview job, once its preview is up: posts the preview's
//                facts (PROMOTION_STATUS) on the pull request's head
//                (HEAD_SHA), with the version its deploy made
//                (PREVIEW_VERSION), unless the build went on without the
//                news (ALLOW_NEWS_OUTAGE): such a preview is never promoted.
//   decide       the live publication of a push, before anything is
//                installed, when the notice's fast path does not apply
//                (kept-site.sh decide): writes path=clone and the version
//                to clone (source) to GITHUB_OUTPUT when main is the merge
//                of a pull request whose preview was built from main's very
//                tree, after the publication the record still names, with
//                the editor's site the live one has, and the families'
//                notice it carries not yet ended; else path=build. Says why
//                either way.
//   editor-hash  prints the hash of the build's editor site (kept-site.sh keep).
//   live         after a live publication: posts SITE_STATUS on main's
//                commit, where the editor's panel reads that the site serves it.
// GitHub through scripts/lib/github-rest.mjs (the run's token and repository);
// Node's own modules alone.
import { execFileSync } from 'node:child_process';
import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { github } from '../lib/github-rest.mjs';
import {
  factsText,
  folderHash,
  ON_SITE,
  PROMOTION_STATUS,
  readFacts,
  recordHash,
  SITE_STATUS,
  WORKFLOW_AUTHOR,
} from '../lib/promotion.mjs';

const {
  BUILD_DIR = 'build',
  KEPT_SITE_DIR = '.cache/site',
  PUBLICATION_RECORD_DIR = '.cache/publication',
} = process.env;
const RECORD = path.join(PUBLICATION_RECORD_DIR, 'record');
/** The editor site's hash as the last good publication deployed it (kept-site.sh keep). */
const KEPT_EDITOR_HASH = path.join(KEPT_SITE_DIR, 'editor-hash');

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/**
 * The end of the families' notice main has, shown or not, in seconds since
 * 1970 (0: none shown): pages built before it carry it, so a preview is not
 * put live after it. The preview has every package: the file's own reader.
 */
async function noticeEnd() {
  const { importSource } = await import('../lib/source-modules.mjs');
  const [{ contentKinds }, { parseDate }] = await Promise.all(
    ['content/kinds.ts', 'lib/dates.ts'].map(importSource),
  );
  const notice = JSON.parse(await readFile(contentKinds.notice.file, 'utf8'));
  return notice.shown ? Math.ceil(parseDate(notice.end).getTime() / 1000) : 0;
}

/** The preview's facts, posted on the pull request's head. */
async function postFacts() {
  const { HEAD_SHA, PREVIEW_VERSION } = process.env;
  const report = JSON.parse(await readFile(path.join(BUILD_DIR, 'build-report.json'), 'utf8'));
  if (report.news?.outage) {
    console.log(`Built without the news (${report.news.outage}): this preview is never promoted.`);
    return;
  }
  const facts = {
    tree: git('rev-parse', 'HEAD^{tree}'),
    version: PREVIEW_VERSION ?? '',
    record: await recordHash(RECORD),
    editor: await folderHash(path.join(BUILD_DIR, 'editor')),
    until: await noticeEnd(),
  };
  const description = factsText(facts);
  if (!readFacts(description)) throw new Error(`facts not well formed: ${description}`);
  await github('POST', `/statuses/${HEAD_SHA}`, {
    state: 'success',
    context: PROMOTION_STATUS,
    description,
  });
  console.log(`${PROMOTION_STATUS}: ${description}`);
}

/** Why main cannot take the preview as it is, or null and the version to clone. */
async function promotable() {
  const head = git('rev-parse', 'HEAD');
  const pulls = await github('GET', `/commits/${head}/pulls`);
  const pull = pulls.find((p) => p.merged_at && p.merge_commit_sha === head);
  if (!pull) return { why: `main's commit ${head.slice(0, 7)} is no pull request's merge` };
  const statuses = await github('GET', `/commits/${pull.head.sha}/statuses?per_page=100`);
  // Newest first: the last preview of the pull request's head.
  const posted = statuses.find(
    (status) => status.context === PROMOTION_STATUS && status.creator?.login === WORKFLOW_AUTHOR,
  );
  const facts = posted?.state === 'success' ? readFacts(posted.description) : null;
  if (!facts) return { why: `pull request #${pull.number} has no preview that states its facts` };
  if (facts.tree !== git('rev-parse', 'HEAD^{tree}'))
    return { why: `the preview of #${pull.number} was built from another tree than main's` };
  if (Number(facts.until) && Date.now() / 1000 >= Number(facts.until))
    return { why: `the families' notice the preview of #${pull.number} carries has ended since` };
  if (facts.record !== (await recordHash(RECORD)))
    return { why: `the live site was published since the preview of #${pull.number} was built` };
  const editor = await readFile(KEPT_EDITOR_HASH, 'utf8').catch(() => '');
  if (facts.editor !== editor.trim())
    return { why: `the preview of #${pull.number} has another editor than the live one` };
  return { why: null, pull, version: facts.version };
}

/** Writes path=clone (and the version to clone) or path=build to GITHUB_OUTPUT, saying why. */
async function decide() {
  const { FIREBASE_PREVIEW_SITE } = process.env;
  let answer;
  try {
    answer = FIREBASE_PREVIEW_SITE
      ? await promotable()
      : { why: 'no previews site is set (FIREBASE_PREVIEW_SITE)' };
  } catch (error) {
    answer = { why: `the preview's facts could not be read (${error.message})` };
  }
  const output = answer.why
    ? ['path=build']
    : ['path=clone', `source=sites/${FIREBASE_PREVIEW_SITE}/versions/${answer.version}`];
  console.log(
    answer.why
      ? `${answer.why}: the whole build.`
      : `main is the preview of #${answer.pull.number} as it was built: its version is cloned live.`,
  );
  if (process.env.GITHUB_OUTPUT)
    await appendFile(process.env.GITHUB_OUTPUT, output.map((line) => `${line}\n`).join(''));
}

/** Tells main's commit that the live site serves it. */
async function postLive() {
  await github('POST', `/statuses/${git('rev-parse', 'HEAD')}`, {
    state: 'success',
    context: SITE_STATUS,
    description: ON_SITE,
  });
  console.log(`${SITE_STATUS}: success`);
}

const commands = {
  facts: postFacts,
  decide,
  'editor-hash': async () => console.log(await folderHash(path.join(BUILD_DIR, 'editor'))),
  live: postLive,
};
const command = commands[process.argv[2]];
if (!command) {
  console.error('usage: promotion.mjs facts|decide|editor-hash|live');
  process.exit(2);
}
try {
  await command();
} catch (error) {
  // Neither a preview's facts nor the site's status is worth failing a run over.
  console.log(`::warning::${process.argv[2]}: ${error.message}`);
}
