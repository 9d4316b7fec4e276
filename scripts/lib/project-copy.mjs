// A temporary copy of the project (its tracked files, with this project's
// node_modules linked), to build a variant of the site without touching the
// real one: the benchmark's 2,000 items, the site with phone photos.
import { execFileSync, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importSource } from './source-modules.mjs';

/**
 * Copies the tracked files for which `keep(file)` holds into a new temporary folder.
 * @param {string} prefix
 * @param {(file: string) => boolean} [keep]
 */
export async function copyProject(prefix, keep = () => true) {
  const root = process.cwd();
  const copy = await mkdtemp(path.join(tmpdir(), prefix));
  const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of tracked.filter(keep)) {
    await mkdir(path.join(copy, path.dirname(file)), { recursive: true });
    await cp(path.join(root, file), path.join(copy, file));
  }
  await symlink(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
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
 * its log and its report (src/postbuild/report.server.ts: what it read,
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
  if (status !== 0) throw new Error(`The build in ${dir} failed:\n${stderr}`);
  const { readBuildReport } = await importSource('postbuild/report.server.ts');
  const report = await readBuildReport(path.resolve(dir, full.BUILD_DIR));
  return { seconds, log: `${stdout}\n${stderr}`, report };
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
