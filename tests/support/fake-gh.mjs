#!/usr/bin/env node
// A stand-in for GitHub's `gh`, for the tests of the scripts the workflows
// run: it keeps the repository's issues in $FAKE_GH_DIR/issues.json as
// GitHub keeps them (list by exact title, create, comment, close), logs every
// call to $FAKE_GH_DIR/calls.log, and answers `api` (switching a workflow
// on). GH_DOWN=1: GitHub's API out of reach; GH_API_FAILS=1: `api` refused.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.FAKE_GH_DIR;
const args = process.argv.slice(2);
appendFileSync(path.join(dir, 'calls.log'), `${args.join(' ').replace(/\n/g, ' ')}\n`);
if (process.env.GH_DOWN) process.exit(1);

const file = path.join(dir, 'issues.json');
const issues = JSON.parse(readFileSync(file, 'utf8'));
const option = (name) => args[args.indexOf(name) + 1];
const [command, verb] = args;

if (command === 'api') process.exit(process.env.GH_API_FAILS ? 1 : 0);
if (command !== 'issue') process.exit(2);
if (verb === 'list') {
  // --search '"TITLE" in:title', then --jq keeps the open ones titled exactly so.
  const title = option('--search').match(/^"(.*)" in:title$/)[1];
  const open = issues.find((issue) => issue.state === 'open' && issue.title === title);
  if (open) console.log(open.number);
} else if (verb === 'create') {
  const number = Math.max(0, ...issues.map((issue) => issue.number)) + 1;
  issues.push({
    number,
    title: option('--title'),
    body: option('--body'),
    state: 'open',
    comments: [],
  });
} else {
  const issue = issues.find((i) => i.number === Number(args[2]));
  if (!issue) process.exit(1);
  if (verb === 'comment') issue.comments.push(option('--body'));
  else if (verb === 'close') issue.state = 'closed';
  else process.exit(2);
}
writeFileSync(file, JSON.stringify(issues, null, 2));
