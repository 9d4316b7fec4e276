// What the scripts a workflow runs meet on GitHub: the project itself (a
// clone, with its own .gitignore and files) pushed to an `origin` and
// checked out as actions/checkout does, `gh` answering as GitHub does, and
// a heartbeat to ping.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { copyProject } from '../../scripts/lib/project-copy.mjs';

export const git = (cwd: string, ...args: string[]) =>
  promisify(execFile)('git', args, { cwd }).then(({ stdout }) => stdout.trim());

export interface Issue {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  /** Its labels' names: the scripts' own issues carry INCIDENT_LABEL. */
  labels: string[];
  comments: string[];
}

/** The label of every issue the scripts open (scripts/lib/github-issue.sh). */
export const INCIDENT_LABEL = 'aviso-del-sitio';

/** A folder with GitHub's stand-ins: `gh` on PATH (tests/support/fake-gh.mjs) and a heartbeat. */
export async function fakeGitHub() {
  const dir = await mkdtemp(path.join(tmpdir(), 'github-'));
  await symlink(path.resolve('tests/support/fake-gh.mjs'), path.join(dir, 'gh'));
  await writeFile(path.join(dir, 'issues.json'), '[]');
  await writeFile(path.join(dir, 'calls.log'), '');
  const pinged: string[] = [];
  const heartbeat: Server = createServer((req, res) => {
    pinged.push(req.url!);
    res.end('OK');
  });
  await new Promise<void>((resolve) => heartbeat.listen(0, '127.0.0.1', resolve));
  const { port } = heartbeat.address() as AddressInfo;
  return {
    dir,
    pinged,
    /** The environment a step gets from GitHub: gh on PATH, its token, the repository, the run. */
    env: {
      PATH: `${dir}:${process.env.PATH}`,
      FAKE_GH_DIR: dir,
      GH_TOKEN: 'token',
      GH_REPO: 'escuela/sitio',
      GITHUB_REPOSITORY: 'escuela/sitio',
      RUN_URL: 'https://github.com/escuela/sitio/actions/runs/1',
      HEARTBEAT_URL: `http://127.0.0.1:${port}/ping/abc`,
    },
    issues: async () =>
      JSON.parse(await readFile(path.join(dir, 'issues.json'), 'utf8')) as Issue[],
    setIssues: (issues: Partial<Issue>[]) =>
      writeFile(
        path.join(dir, 'issues.json'),
        JSON.stringify(issues.map((issue) => ({ body: '', labels: [], comments: [], ...issue }))),
      ),
    calls: async () =>
      (await readFile(path.join(dir, 'calls.log'), 'utf8')).split('\n').filter(Boolean),
    clearCalls: () => writeFile(path.join(dir, 'calls.log'), ''),
    remove: async () => {
      heartbeat.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The project as it stands, pushed to a bare `origin` as GitHub keeps it,
 * and `clone`, main checked out from there as actions/checkout does (depth
 * 1); `lastCommit`, main's last commit time (epoch seconds).
 */
export async function projectOnRunner() {
  const copy = await copyProject('isc-runner-', () => true, { modules: false });
  const dir = await mkdtemp(path.join(tmpdir(), 'isc-origin-'));
  const origin = path.join(dir, 'origin.git');
  await git(dir, 'clone', '--quiet', '--bare', copy.dir, origin);
  await copy.remove();
  const clone = path.join(dir, 'clone');
  await git(dir, 'clone', '--quiet', '--depth', '1', '--branch', 'main', `file://${origin}`, clone);
  const lastCommit = Number(await git(clone, 'log', '-1', '--format=%ct'));
  return { origin, clone, lastCommit, remove: () => rm(dir, { recursive: true, force: true }) };
}
