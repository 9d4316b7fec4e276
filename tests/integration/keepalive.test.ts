// scripts/commands/keepalive.sh as the workflows run it: in a clone of the
// project itself (its own .gitignore and files), checked out from an
// `origin` as actions/checkout does, main's last commit some days old, with
// GitHub's `gh` stood in for (tests/support/fake-gh.mjs).
import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCommand } from '../support/command';
import { fakeGitHub, git, projectOnRunner } from '../support/runner';

const DAY = 86_400;
const TITLE = 'La publicación programada de las noticias se va a apagar';
const ENABLE = 'api --method PUT repos/escuela/sitio/actions/workflows/publish-news.yml/enable';
/** Cloning the project and pushing it: a few seconds beside a build. */
const TIMEOUT_MS = 60_000;

let project: Awaited<ReturnType<typeof projectOnRunner>>;
let github: Awaited<ReturnType<typeof fakeGitHub>>;

beforeEach(async () => {
  project = await projectOnRunner();
  github = await fakeGitHub();
}, TIMEOUT_MS);
afterEach(async () => {
  await project.remove();
  await github.remove();
});

/** Runs the clone's own script as a workflow step on `event`, `days` after main's last commit. */
async function keepalive(
  mode: string,
  days: number,
  { event = 'schedule', ref = 'refs/heads/main', env = {} as Record<string, string> } = {},
) {
  await github.clearCalls();
  const output = path.join(github.dir, 'output');
  await writeFile(output, '');
  const { status, output: log } = await runCommand(
    'bash',
    ['scripts/commands/keepalive.sh', mode],
    {
      cwd: project.clone,
      env: {
        ...process.env,
        ...github.env,
        NOW: String(project.lastCommit + days * DAY),
        GITHUB_EVENT_NAME: event,
        GITHUB_REF: ref,
        GITHUB_OUTPUT: output,
        ...env,
      },
    },
  );
  const { readFile } = await import('node:fs/promises');
  return { status, log, output: await readFile(output, 'utf8'), calls: await github.calls() };
}

/** main refuses every push, as a protected branch does. */
async function protectMain() {
  const hook = path.join(project.origin, 'hooks', 'pre-receive');
  await writeFile(hook, '#!/bin/sh\necho "protected branch hook declined" >&2\nexit 1\n');
  await chmod(hook, 0o755);
}

describe('the keepalive, in a clone of the project', () => {
  it('is due once main’s last commit is 45 days old', async () => {
    expect((await keepalive('due', 44)).output).toBe('due=false\n');
    const { status, output, calls } = await keepalive('due', 45);
    expect(status).toBe(0);
    expect(output).toBe('due=true\n');
    // Whether main refused the last try: the keepalive's open issue, through the REST list.
    expect(calls).toEqual([
      expect.stringMatching(/^api repos\/escuela\/sitio\/issues\?state=open&labels=/),
    ]);
  });

  it(
    'past the threshold, pushes a dated line to main though the project ignores *.log, and adds nothing the same day',
    async () => {
      // The project's own .gitignore would keep the file out of a plain `git add`.
      expect(await git(project.clone, 'check-ignore', '.github/keepalive.log')).toBe(
        '.github/keepalive.log',
      );
      const { status, calls } = await keepalive('commit', 50);
      expect(status).toBe(0);
      expect(calls[0]).toBe(ENABLE);
      expect(await git(project.origin, 'log', '-1', '--format=%s%n%an', 'main')).toBe(
        'Keepalive: 50 days without a commit; the news schedule stays on\ngithub-actions[bot]',
      );
      const line = await git(project.origin, 'show', 'main:.github/keepalive.log');
      expect(line).toMatch(/^\d{4}-\d{2}-\d{2}: sin cambios en 50 días;/);
      expect(await github.issues()).toEqual([]);

      // The next run, the same day, on main as it now stands: nothing to add.
      const pushed = await git(project.origin, 'rev-parse', 'main');
      await git(project.clone, 'fetch', '--quiet', 'origin', 'main');
      await git(project.clone, 'checkout', '--quiet', 'FETCH_HEAD');
      const sameDay =
        Number(await git(project.clone, 'log', '-1', '--format=%ct')) - project.lastCommit;
      const again = await keepalive('commit', sameDay / DAY);
      expect(again.status).toBe(0);
      expect(again.log).toMatch(/0 days old, under 45: nothing to commit/);
      expect(await git(project.origin, 'rev-parse', 'main')).toBe(pushed);
      expect((await keepalive('due', sameDay / DAY)).output).toBe('due=false\n');
    },
    TIMEOUT_MS,
  );

  it('under the threshold, switches the schedule on and commits nothing', async () => {
    const before = await git(project.origin, 'rev-parse', 'main');
    const { status, calls, log } = await keepalive('commit', 30);
    expect(status).toBe(0);
    expect(calls).toEqual([ENABLE]);
    expect(log).toMatch(/30 days old, under 45: nothing to commit/);
    expect(await git(project.origin, 'rev-parse', 'main')).toBe(before);
  });

  it.each([
    ['a pull request', { event: 'pull_request', ref: 'refs/pull/5/merge' }],
    ['another branch', { event: 'schedule', ref: 'refs/heads/prueba' }],
  ])('never commits from %s', async (_, where) => {
    const before = await git(project.origin, 'rev-parse', 'main');
    const { status, calls } = await keepalive('commit', 90, where);
    expect(status).toBe(1);
    expect(calls).toEqual([]);
    expect(await git(project.origin, 'rev-parse', 'main')).toBe(before);
  });

  it('commits all the same when GitHub refuses to switch the schedule on, and logs it', async () => {
    const { status, log } = await keepalive('commit', 60, { env: { GH_API_FAILS: '1' } });
    expect(status).toBe(0);
    expect(log).toMatch(
      /::warning::The schedule \(publish-news\.yml\) could not be switched on again/,
    );
    expect(await git(project.origin, 'log', '-1', '--format=%s', 'main')).toMatch(/^Keepalive:/);
  });

  it('when main refuses the push, opens one issue in Spanish saying what to do and by when, stays green, and a push closes it', async () => {
    await protectMain();
    const before = await git(project.origin, 'rev-parse', 'main');
    const first = await keepalive('commit', 46);
    expect(first.status).toBe(0);
    expect(first.log).toMatch(/::warning::main did not take the keepalive commit/);
    expect(await git(project.origin, 'rev-parse', 'main')).toBe(before);
    const off = new Date((project.lastCommit + 60 * DAY) * 1000);
    const date = off.toISOString().slice(0, 10).split('-').reverse().join('/');
    const [issue, ...more] = await github.issues();
    expect(more).toEqual([]);
    expect(issue).toMatchObject({ title: TITLE, state: 'open' });
    expect(issue!.body).toContain(`**Qué hacer antes del ${date}:**`);
    expect(issue!.body).toMatch(/El último cambio en `main` tiene 46 días/);
    expect(issue!.body).toContain('Enable workflow');

    // The schedule's ticks for three days, as the workflow runs them (the
    // first a quarter of an hour after, then hourly: `due` only turns true
    // with time): the job starts only when `due` says so; once refused, one
    // try a day, one issue, no second mail (its text updated, which sends none).
    // Each run checks main out afresh, before it asks: the commit main refused is not there.
    const checkOutMainAfresh = async () => {
      await git(project.clone, 'fetch', '--quiet', 'origin', 'main');
      await git(project.clone, 'reset', '--quiet', '--hard', 'FETCH_HEAD');
    };
    await checkOutMainAfresh();
    const tries: number[] = [];
    for (const minutes of [15, ...Array.from({ length: 71 }, (_, hour) => (hour + 1) * 60)]) {
      const day = 46 + minutes / 1440;
      const { output } = await keepalive('due', day);
      if (output.trim() !== 'due=true') continue;
      tries.push(46 + Math.floor(minutes / 1440));
      const tried = await keepalive('commit', day);
      expect(tried.status).toBe(0);
      expect(tried.calls.filter((call) => /^issue (create|comment)/.test(call))).toEqual([]);
      await checkOutMainAfresh();
    }
    expect(tries).toEqual([47, 48]);
    const [updated, ...none] = await github.issues();
    expect(none).toEqual([]);
    expect(updated).toMatchObject({ state: 'open', comments: [] });
    expect(updated!.body).toMatch(
      /Se vuelve a intentar una vez por día, sin mandar otro aviso\. Último intento: /,
    );
    expect(updated!.body).toMatch(/El último cambio en `main` tiene 48 días/);

    // The "Run workflow" button runs the same job: nothing reached main, the issue stays open.
    const button = await keepalive('switch-on', 48, { event: 'workflow_dispatch' });
    expect(button.status).toBe(0);
    expect(button.calls).toEqual([ENABLE]);
    expect((await github.issues())[0]!.state).toBe('open');

    // A merge reaches main: the push deploy switches the schedule on, and the issue closes.
    const merged = await keepalive('switch-on', 48, { event: 'push' });
    expect(merged.status).toBe(0);
    const [closed] = await github.issues();
    expect(closed!.state).toBe('closed');
    expect(closed!.comments).toEqual([
      'Llegó un cambio a `main`: la publicación programada de las noticias sigue activa.',
    ]);
  });

  it('switches the schedule on from a push, whatever GitHub answers', async () => {
    expect(await keepalive('switch-on', 1, { event: 'push' })).toMatchObject({
      status: 0,
      calls: [
        ENABLE,
        expect.stringMatching(/^api repos\/escuela\/sitio\/issues\?state=open&labels=/),
      ],
    });
    expect(await keepalive('switch-on', 1, { event: 'push', env: { GH_DOWN: '1' } })).toMatchObject(
      { status: 0 },
    );
  });
});
