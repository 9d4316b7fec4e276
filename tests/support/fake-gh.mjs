#!/usr/bin/env node
// A stand-in for GitHub's `gh`, for the tests of the scripts the workflows
// run: it keeps the repository's issues in $FAKE_GH_DIR/issues.json as
// GitHub keeps them, its labels in labels.json, and logs every call to
// $FAKE_GH_DIR/calls.log.
// - `api repos/O/R/issues?state=open&labels=L…` answers the REST list (open
//   issues with label L, newest first, as GitHub's JSON) through --jq, run by
//   jq itself, as gh runs its own;
// - `issue create` (labels must exist; prints the new issue's address),
//   `comment`, `edit` (--title, --body), `close` (--comment), each stamping
//   updated_at; a text longer than GitHub takes (65,536 characters, or
//   GH_MAX_BODY) is refused, as GitHub answers 422;
// - other `api` calls (switching a workflow on) answer nothing.
// GH_DOWN=1: GitHub's API out of reach; GH_API_FAILS=1: those other `api`
// calls refused. GH_LIST_TOGETHER=N: the first N listings each wait until N
// have been asked, so that N runs read the same list (a race played).
// Changes are made under a lock, as GitHub makes them one at a time.
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.FAKE_GH_DIR;
const args = process.argv.slice(2);
appendFileSync(path.join(dir, 'calls.log'), `${args.join(' ').replace(/\n/g, ' ')}\n`);
if (process.env.GH_DOWN) process.exit(1);

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const file = path.join(dir, 'issues.json');
const labelsFile = path.join(dir, 'labels.json');
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
/** GitHub's time of a change: the scripts' clock (NOW, in seconds) where a test sets it. */
const now = () =>
  new Date(process.env.NOW ? Number(process.env.NOW) * 1000 : Date.now())
    .toISOString()
    .replace(/\.\d+Z$/, 'Z');
const [command, verb] = args;

/** Runs `change` on the issues and labels under the lock, and writes back what it changed. */
function locked(change) {
  const lock = path.join(dir, 'lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      sleep(5);
    }
  }
  try {
    const issues = JSON.parse(readFileSync(file, 'utf8'));
    const labels = JSON.parse(readFileSync(labelsFile, { encoding: 'utf8', flag: 'a+' }) || '[]');
    const status = change(issues, labels);
    writeFileSync(file, JSON.stringify(issues, null, 2));
    writeFileSync(labelsFile, JSON.stringify(labels));
    return status;
  } finally {
    rmdirSync(lock);
  }
}

/** Whether GitHub takes a text this long. */
function accepted(text) {
  if ((text ?? '').length <= Number(process.env.GH_MAX_BODY || 65_536)) return true;
  console.error('HTTP 422: Validation Failed (body is too long (maximum is 65536 characters))');
  return false;
}

/** With GH_LIST_TOGETHER=N, the first N listings wait for each other. */
function listTogether() {
  const together = Number(process.env.GH_LIST_TOGETHER || 0);
  if (!together) return;
  const count = path.join(dir, 'listings');
  const asked = locked(() => {
    const n = Number(readFileSync(count, { encoding: 'utf8', flag: 'a+' }) || 0) + 1;
    writeFileSync(count, String(n));
    return n;
  });
  if (asked > together) return;
  while (Number(readFileSync(count, 'utf8')) < together) sleep(10);
}

const listing = /^repos\/([^/]+\/[^/]+)\/issues\?(.*)$/.exec(verb ?? '');
if (command === 'api' && listing) {
  const query = new URLSearchParams(listing[2]);
  listTogether();
  const issues = JSON.parse(readFileSync(file, 'utf8'));
  const answer = issues
    .filter(
      (issue) =>
        issue.state === query.get('state') && (issue.labels ?? []).includes(query.get('labels')),
    )
    .sort((a, b) => b.number - a.number)
    .map(({ labels, comments, ...issue }) => ({
      ...issue,
      labels: labels.map((name) => ({ name })),
      comments: comments.length,
      html_url: `https://github.com/${listing[1]}/issues/${issue.number}`,
    }));
  const jq = option('--jq');
  process.stdout.write(
    jq
      ? execFileSync('jq', ['-r', jq], { input: JSON.stringify(answer), encoding: 'utf8' })
      : JSON.stringify(answer),
  );
  process.exit(0);
}
if (command === 'api') process.exit(process.env.GH_API_FAILS ? 1 : 0);
if (command === 'label' && verb === 'create') {
  locked((_, labels) => {
    if (!labels.includes(args[2])) labels.push(args[2]);
  });
  process.exit(0);
}
if (command !== 'issue') process.exit(2);
const status = locked((issues, labels) => {
  if (verb === 'create') {
    const label = option('--label');
    // GitHub refuses an issue whose label does not exist.
    if (label !== undefined && !labels.includes(label)) return 1;
    if (!accepted(option('--body'))) return 1;
    const number = Math.max(0, ...issues.map((issue) => issue.number)) + 1;
    issues.push({
      number,
      title: option('--title'),
      body: option('--body'),
      state: 'open',
      labels: label !== undefined ? [label] : [],
      comments: [],
      created_at: now(),
      updated_at: now(),
    });
    console.log(`https://github.com/${process.env.GH_REPO}/issues/${number}`);
    return 0;
  }
  const issue = issues.find((i) => i.number === Number(args[2]));
  if (!issue) return 1;
  if (verb === 'comment') {
    if (!accepted(option('--body'))) return 1;
    issue.comments.push(option('--body'));
  } else if (verb === 'close') {
    if (option('--comment') !== undefined) issue.comments.push(option('--comment'));
    issue.state = 'closed';
  } else if (verb === 'edit') {
    if (!accepted(option('--body'))) return 1;
    if (option('--title') !== undefined) issue.title = option('--title');
    if (option('--body') !== undefined) issue.body = option('--body');
  } else return 2;
  issue.updated_at = now();
  return 0;
});
process.exit(status);
