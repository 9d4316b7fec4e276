// scripts/commands/report-run.sh, as the workflows run it after a publication, with
// a stand-in for GitHub's `gh` on the PATH that keeps the repository's issues
// in a file and records every call.
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const TITLE = 'El sitio no se pudo publicar';

/** A `gh` that answers `issue list` from issues.json and logs every call to calls.log. */
const FAKE_GH = `#!/usr/bin/env bash
dir=$(dirname "$0")
# One line a call: a body's line breaks as spaces.
all="$*"
printf '%s\\n' "\${all//$'\\n'/ }" >> "$dir/calls.log"
# GitHub's API out of reach.
[ -z "\${GH_DOWN:-}" ] || exit 1
if [ "$1 $2" = "issue list" ]; then
  # --jq is GitHub's filter: here, the open issues' numbers whose title is exact.
  node -e '
    const issues = require(process.argv[1]);
    const title = process.argv[2];
    const open = issues.filter((i) => i.state === "open" && i.title === title);
    if (open.length) console.log(open[0].number);
  ' "$dir/issues.json" "${TITLE}"
fi
`;

let dir = '';
let heartbeat: Server;
let pinged: string[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'report-run-'));
  await writeFile(path.join(dir, 'gh'), FAKE_GH);
  await chmod(path.join(dir, 'gh'), 0o755);
  pinged = [];
  heartbeat = createServer((req, res) => {
    pinged.push(req.url!);
    res.end('OK');
  });
  await new Promise<void>((resolve) => heartbeat.listen(0, '127.0.0.1', resolve));
});
afterEach(async () => {
  heartbeat.close();
  await rm(dir, { recursive: true, force: true });
});

/** Runs the script for `outcome` with `issues` open or closed, and what it asked of gh. */
async function report(
  outcome: string,
  issues: { number: number; title: string; state: string }[],
  env: Record<string, string> = {},
) {
  await writeFile(path.join(dir, 'issues.json'), JSON.stringify(issues));
  const { port } = heartbeat.address() as AddressInfo;
  // Not spawnSync: the heartbeat server answering the script lives in this process.
  const child = spawn(
    'bash',
    ['scripts/commands/report-run.sh', outcome, 'la publicación programada'],
    {
      stdio: 'ignore',
      env: {
        ...process.env,
        PATH: `${dir}:${process.env.PATH}`,
        RUN_URL: 'https://github.com/escuela/sitio/actions/runs/1',
        HEARTBEAT_URL: `http://127.0.0.1:${port}/ping/abc`,
        ...env,
      },
    },
  );
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const calls = await readFile(path.join(dir, 'calls.log'), 'utf8').catch(() => '');
  return { status, calls: calls.trim().split('\n').filter(Boolean) };
}

describe('the report after a run', () => {
  it('opens one issue for a failure, and pings the heartbeat’s /fail', async () => {
    const { status, calls } = await report('failure', [
      { number: 3, title: 'Otra cosa', state: 'open' },
    ]);
    expect(status).toBe(0);
    expect(calls[1]).toMatch(
      new RegExp(`^issue create --title ${TITLE} --body Falló: la publicación programada\\.`),
    );
    expect(calls[1]).toContain('https://github.com/escuela/sitio/actions/runs/1');
    expect(calls).toHaveLength(2);
    expect(pinged).toEqual(['/ping/abc/fail']);
  });

  it('adds nothing while the incident’s issue is open: one mail an incident', async () => {
    const { calls } = await report('failure', [{ number: 7, title: TITLE, state: 'open' }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^issue list --state open/);
    expect(pinged).toEqual(['/ping/abc/fail']);
  });

  it('closes the open issue once a run goes well, and pings the heartbeat', async () => {
    const { calls } = await report('success', [{ number: 7, title: TITLE, state: 'open' }]);
    expect(calls.slice(1)).toEqual([
      expect.stringMatching(/^issue comment 7 --body Volvió a salir bien: /),
      'issue close 7',
    ]);
    expect(pinged).toEqual(['/ping/abc']);
  });

  it('says nothing on GitHub when a good run follows good runs', async () => {
    const { calls } = await report('success', [{ number: 7, title: TITLE, state: 'closed' }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^issue list --state open/);
  });

  it('says nothing, and pings nothing, for a cancelled run: a newer run publishes all it would', async () => {
    const { status, calls } = await report('cancelled', [
      { number: 7, title: TITLE, state: 'open' },
    ]);
    expect(status).toBe(0);
    expect(calls).toEqual([]);
    expect(pinged).toEqual([]);
  });

  it('pings the heartbeat whatever GitHub’s API answers', async () => {
    const failed = await report('failure', [], { GH_DOWN: '1' });
    expect(failed.status).toBe(0);
    expect(failed.calls[0]).toMatch(/^issue list/);
    expect(pinged).toEqual(['/ping/abc/fail']);
    const good = await report('success', [{ number: 7, title: TITLE, state: 'open' }], {
      GH_DOWN: '1',
    });
    expect(good.status).toBe(0);
    expect(pinged).toEqual(['/ping/abc/fail', '/ping/abc']);
  });

  it('refuses an outcome it does not know', async () => {
    const { status, calls } = await report('skipped', []);
    expect(status).toBe(2);
    expect(calls).toEqual([]);
  });
});
