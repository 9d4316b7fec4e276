#!/usr/bin/env node
// A stand-in for GitHub's `gh`, for the tests of the scripts the workflows
// run: it keeps the repository's issues in $FAKE_GH_DIR/issues.json as
// GitHub keeps them (the REST list of open issues by label, read with the
// --jq that keeps an exact title and one field; create with labels, which
// must exist; comment, edit, close, each stamping updated_at), its labels in
// labels.json, logs every call to
// $FAKE_GH_DIR/calls.log, and answers other `api` calls (switching a
// workflow on). GH_DOWN=1: GitHub's API out of reach; GH_API_FAILS=1: those
// other `api` calls refused.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.FAKE_GH_DIR;
const args = process.argv.slice(2);
appendFileSync(path.join(dir, 'calls.log'), `${args.join(' ').replace(/\n/g, ' ')}\n`);
if (process.env.GH_DOWN) process.exit(1);

const file = path.join(dir, 'issues.json');
const issues = JSON.parse(readFileSync(file, 'utf8'));
const labelsFile = path.join(dir, 'labels.json');
const labels = JSON.parse(readFileSync(labelsFile, { encoding: 'utf8', flag: 'a+' }) || '[]');
const option = (name) => args[args.indexOf(name) + 1];
/** GitHub's time of a change: the scripts' clock (NOW, in seconds) where a test sets it. */
const now = () =>
  new Date(process.env.NOW ? Number(process.env.NOW) * 1000 : Date.now())
    .toISOString()
    .replace(/\.\d+Z$/, 'Z');
const [command, verb] = args;

const listing = /^repos\/[^/]+\/[^/]+\/issues\?(.*)$/.exec(verb ?? '');
if (command === 'api' && listing) {
  // GET …/issues?state=open&labels=L, then --jq '… select(… .title == "TITLE") | .FIELD'.
  const query = new URLSearchParams(listing[1]);
  const [, title, field] = option('--jq').match(/\.title == "(.*)"\) \| \.(\w+)$/);
  for (const issue of issues)
    if (
      issue.state === query.get('state') &&
      (issue.labels ?? []).includes(query.get('labels')) &&
      issue.title === title
    )
      console.log(issue[field]);
  process.exit(0);
}
if (command === 'api') process.exit(process.env.GH_API_FAILS ? 1 : 0);
if (command === 'label' && verb === 'create') {
  if (!labels.includes(args[2])) labels.push(args[2]);
  writeFileSync(labelsFile, JSON.stringify(labels));
  process.exit(0);
}
if (command !== 'issue') process.exit(2);
if (verb === 'create') {
  const label = option('--label');
  // GitHub refuses an issue whose label does not exist.
  if (args.includes('--label') && !labels.includes(label)) process.exit(1);
  const number = Math.max(0, ...issues.map((issue) => issue.number)) + 1;
  issues.push({
    number,
    title: option('--title'),
    body: option('--body'),
    state: 'open',
    labels: args.includes('--label') ? [label] : [],
    comments: [],
    updated_at: now(),
  });
} else {
  const issue = issues.find((i) => i.number === Number(args[2]));
  if (!issue) process.exit(1);
  if (verb === 'comment') issue.comments.push(option('--body'));
  else if (verb === 'close') issue.state = 'closed';
  else if (verb === 'edit') issue.body = option('--body');
  else process.exit(2);
  issue.updated_at = now();
}
writeFileSync(file, JSON.stringify(issues, null, 2));
