// scripts/commands/keepalive.sh as the workflows run it: in a clone of a
// repository whose last commit is some days old, with a stand-in for
// GitHub's `gh` on the PATH that records every call.
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCommand } from '../support/command';

const SCRIPT = path.resolve('scripts/commands/keepalive.sh');
const DAY = 86_400;
/** "Now" in these runs: 26 November 2026, noon UTC. */
const NOW = Date.UTC(2026, 10, 26, 12) / 1000;

let dir = '';
const git = (cwd: string, ...args: string[]) =>
  promisify(execFile)('git', args, { cwd }).then(({ stdout }) => stdout.trim());

/** A remote whose main's last commit is `days` old, cloned as actions/checkout does. */
async function repository(days: number, { protectedMain = false } = {}) {
  const origin = path.join(dir, 'origin.git');
  const seed = path.join(dir, 'seed');
  await git(dir, 'init', '--quiet', '--bare', '--initial-branch=main', origin);
  await git(dir, 'init', '--quiet', '--initial-branch=main', seed);
  await writeFile(path.join(seed, 'README.md'), 'Sitio\n');
  await git(seed, 'add', '.');
  const date = `@${NOW - days * DAY} +0000`;
  await promisify(execFile)(
    'git',
    [
      '-c',
      'user.name=Escuela',
      '-c',
      'user.email=e@example.org',
      'commit',
      '--quiet',
      '-m',
      'Texto',
    ],
    { cwd: seed, env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } },
  );
  await git(seed, 'push', '--quiet', origin, 'main');
  if (protectedMain) {
    const hook = path.join(origin, 'hooks', 'pre-receive');
    await writeFile(hook, '#!/bin/sh\necho "protected branch hook declined" >&2\nexit 1\n');
    await chmod(hook, 0o755);
  }
  const clone = path.join(dir, 'clone');
  await git(dir, 'clone', '--quiet', '--depth', '1', origin, clone);
  return { origin, clone };
}

/** Runs the script in `cwd` as a workflow step on `event`, and what it asked of gh. */
async function keepalive(
  cwd: string,
  mode: string,
  { event = 'schedule', ref = 'refs/heads/main', ghFails = false } = {},
) {
  await writeFile(path.join(dir, 'calls.log'), '');
  await writeFile(
    path.join(dir, 'gh'),
    `#!/usr/bin/env bash\necho "$*" >> "${dir}/calls.log"\n${ghFails ? 'exit 1' : 'exit 0'}\n`,
  );
  await chmod(path.join(dir, 'gh'), 0o755);
  const output = path.join(dir, 'output');
  await writeFile(output, '');
  const { status, output: log } = await runCommand('bash', [SCRIPT, mode], {
    cwd,
    env: {
      ...process.env,
      PATH: `${dir}:${process.env.PATH}`,
      NOW: String(NOW),
      GITHUB_REPOSITORY: 'escuela/sitio',
      GITHUB_EVENT_NAME: event,
      GITHUB_REF: ref,
      GITHUB_OUTPUT: output,
    },
  });
  return {
    status,
    log,
    output: await readFile(output, 'utf8'),
    calls: (await readFile(path.join(dir, 'calls.log'), 'utf8')).trim().split('\n').filter(Boolean),
  };
}

const ENABLE = 'api --method PUT repos/escuela/sitio/actions/workflows/publish-news.yml/enable';

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'keepalive-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the keepalive', () => {
  it('is due once main’s last commit is 45 days old', async () => {
    const recent = await repository(44);
    expect((await keepalive(recent.clone, 'due')).output).toBe('due=false\n');
    await rm(dir, { recursive: true, force: true });
    dir = await mkdtemp(path.join(tmpdir(), 'keepalive-'));
    const quiet = await repository(45);
    const { status, output, calls } = await keepalive(quiet.clone, 'due');
    expect(status).toBe(0);
    expect(output).toBe('due=true\n');
    expect(calls).toEqual([]);
  });

  it('past the threshold, switches the schedule on and pushes a dated line to main', async () => {
    const { origin, clone } = await repository(50);
    const { status, calls } = await keepalive(clone, 'commit');
    expect(status).toBe(0);
    expect(calls).toEqual([ENABLE]);
    expect(await git(origin, 'log', '-1', '--format=%s%n%an', 'main')).toBe(
      'Keepalive: 50 days without a commit; the news schedule stays on\ngithub-actions[bot]',
    );
    const line = await git(origin, 'show', 'main:.github/keepalive.log');
    expect(line).toMatch(/^2026-11-26: sin cambios en 50 días;/);
    // The next question finds main quiet no longer.
    await git(clone, 'fetch', '--quiet', 'origin', 'main');
    await git(clone, 'checkout', '--quiet', 'FETCH_HEAD');
    expect((await keepalive(clone, 'due')).output).toBe('due=false\n');
  });

  it('under the threshold, switches the schedule on and commits nothing', async () => {
    const { origin, clone } = await repository(30);
    const before = await git(origin, 'rev-parse', 'main');
    const { status, calls, log } = await keepalive(clone, 'commit');
    expect(status).toBe(0);
    expect(calls).toEqual([ENABLE]);
    expect(log).toMatch(/30 days old, under 45: nothing to commit/);
    expect(await git(origin, 'rev-parse', 'main')).toBe(before);
  });

  it.each([
    ['a pull request', { event: 'pull_request', ref: 'refs/pull/5/merge' }],
    ['another branch', { event: 'schedule', ref: 'refs/heads/prueba' }],
  ])('never commits from %s', async (_, where) => {
    const { origin, clone } = await repository(90);
    const before = await git(origin, 'rev-parse', 'main');
    const { status, calls } = await keepalive(clone, 'commit', where);
    expect(status).toBe(1);
    expect(calls).toEqual([]);
    expect(await git(origin, 'rev-parse', 'main')).toBe(before);
  });

  it('commits all the same when GitHub refuses to switch the schedule on, and logs it', async () => {
    const { origin, clone } = await repository(60);
    const { status, log } = await keepalive(clone, 'commit', { ghFails: true });
    expect(status).toBe(0);
    expect(log).toMatch(
      /::warning::The schedule \(publish-news\.yml\) could not be switched on again/,
    );
    expect(await git(origin, 'log', '-1', '--format=%s', 'main')).toMatch(/^Keepalive:/);
  });

  it('says what to do when main is protected and refuses the push', async () => {
    const { clone } = await repository(60, { protectedMain: true });
    const { status, log } = await keepalive(clone, 'commit');
    expect(status).toBe(1);
    expect(log).toMatch(/::error::main did not take the keepalive commit \(is it protected\?\)/);
  });

  it('switches the schedule on from a push, whatever GitHub answers', async () => {
    const { clone } = await repository(1);
    expect(await keepalive(clone, 'switch-on')).toMatchObject({ status: 0, calls: [ENABLE] });
    expect(await keepalive(clone, 'switch-on', { ghFails: true })).toMatchObject({
      status: 0,
      calls: [ENABLE],
    });
  });
});
