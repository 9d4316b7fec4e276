// A temporary clone of the project, as a runner's checkout has it (its
// history, its own .gitignore and files), with the working tree as it stands
// committed on top and this project's node_modules linked: to build a
// variant of the site without touching the real one (the benchmark's 2,000
// items, the site with phone photos), and to run the scripts a workflow runs
// where git sees what the runner's git sees.
import { execFileSync, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importSource } from './source-modules.mjs';

/** git in `cwd`, as a bot that commits. */
const git = (cwd, ...args) =>
  execFileSync(
    'git',
    [
      '-c',
      'user.name=Prueba',
      '-c',
      'user.email=prueba@example.org',
      '-c',
      'commit.gpgsign=false',
      ...args,
    ],
    { cwd, encoding: 'utf8' },
  ).trim();

/**
 * Clones the project into a new temporary folder and commits there, on its
 * main, the tracked files of the working tree for which `keep(file)` holds
 * (the others deleted), unless they are the last commit already.
 * @param {string} prefix
 * @param {(file: string) => boolean} [keep]
 * @param {{ modules?: boolean }} [options] `modules: false` links no node_modules
 */
export async function copyProject(prefix, keep = () => true, { modules = true } = {}) {
  const root = process.cwd();
  const copy = await mkdtemp(path.join(tmpdir(), prefix));
  git(root, 'clone', '--quiet', '--shared', root, copy);
  git(copy, 'checkout', '--quiet', '-B', 'main');
  const tracked = git(root, 'ls-files', '-z').split('\0').filter(Boolean);
  for (const file of tracked) {
    if (!keep(file)) {
      await rm(path.join(copy, file), { force: true });
      continue;
    }
    await mkdir(path.join(copy, path.dirname(file)), { recursive: true });
    await cp(path.join(root, file), path.join(copy, file));
  }
  git(copy, 'add', '--all');
  if (git(copy, 'status', '--porcelain'))
    git(copy, 'commit', '--quiet', '--no-verify', '-m', 'The working tree as it stands');
  if (modules) await symlink(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  return { dir: copy, remove: () => rm(copy, { recursive: true, force: true }) };
}

/**
 * This process's environment with `env` added, as a clean shell has it: no
 * NODE_ENV, which the benchmark's own Vite calls set to "development" and
 * which would make a build spawned with it a development build.
 */
export function cleanEnv(env = {}) {
  const full = { ...process.env, ...env };
  delete full.NODE_ENV;
  return full;
}

/**
 * `react-router build` in `dir`, as `npm run build` from a clean shell (the
 * benchmark's own Vite calls set NODE_ENV=development, which would make it a
 * development build), with `env` added. Resolves with the seconds it took,
 * its log and its report (src/build-end/report.server.ts: what it read,
 * made and published). Asynchronous, so a test server in this process keeps answering it.
 */
export async function buildIn(dir, env = {}) {
  const full = cleanEnv({ BUILD_DIR: 'build', ...env });
  const began = performance.now();
  const build = spawn('npx', ['react-router', 'build'], { cwd: dir, env: full });
  let stdout = '';
  let stderr = '';
  build.stdout.on('data', (chunk) => (stdout += chunk));
  build.stderr.on('data', (chunk) => (stderr += chunk));
  const status = await new Promise((resolve) => build.on('close', resolve));
  const seconds = Number(((performance.now() - began) / 1000).toFixed(1));
  if (status !== 0) throw new Error(`The build in ${dir} failed:\n${stderr}\n${stdout}`);
  const { readBuildReport } = await importSource('build-end/report.server.ts');
  const report = await readBuildReport(path.resolve(dir, full.BUILD_DIR));
  return { seconds, log: `${stdout}\n${stderr}`, report };
}

/**
 * What a live publication records at its end once the build in `dir` is
 * live (scripts/commands/record-publication.sh), so that the schedule's
 * question there asks Firestore as it does after a good publication.
 */
export async function recordPublishedIn(dir) {
  const record = spawn('bash', ['scripts/commands/record-publication.sh', 'success'], {
    cwd: dir,
    env: cleanEnv(),
    stdio: 'ignore',
  });
  const status = await new Promise((resolve) => record.on('close', resolve));
  if (status !== 0) throw new Error(`record-publication.sh in ${dir} failed`);
}

/**
 * `npm run news:check` in `dir`, as the schedule asks it, with `env` added.
 * Resolves with what it wrote to GITHUB_OUTPUT (changed=true or false).
 */
export async function askNewsIn(dir, env = {}) {
  const output = path.join(dir, 'github-output');
  await rm(output, { force: true });
  const full = cleanEnv({ ...env, GITHUB_OUTPUT: output });
  const child = spawn('node', ['scripts/commands/news-check.mjs'], {
    cwd: dir,
    env: full,
    stdio: 'ignore',
  });
  const status = await new Promise((resolve) => child.on('close', resolve));
  if (status !== 0) throw new Error(`npm run news:check in ${dir} failed`);
  return { changed: /changed=true/.test(await readFile(output, 'utf8')) };
}
