// The deploy workflow's own steps, run as GitHub runs them, in a copy of the
// project made ready to publish: once with Firestore answering, then with
// Firestore answering 500 and the workflow's cached paths restored from that
// good run. A deploy must never publish fewer news than the live site has.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { noticias, storageObjects } from '../fixtures/noticias.mjs';
import { makeReadyToPublish } from '../fixtures/ready-to-publish.mjs';
import { copyProject } from '../../scripts/project-copy.mjs';
import { startFirestoreTestServer } from '../../scripts/firestore-test-server.mjs';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
}
interface Job {
  env: Record<string, string>;
  steps: Step[];
}

/** What the repository's variables hold in this test: a project, a key, nothing else. */
const VARS: Record<string, string> = {
  VITE_FIREBASE_PROJECT_ID: 'demo-isc',
  VITE_FIREBASE_API_KEY: 'clave-de-prueba',
};

/** Two builds and two preflights, each some seconds on a busy two-core machine. */
const DEPLOY_TIMEOUT_MS = 600_000;
/**
 * Copying the project and making its phone photos: a few seconds on an idle
 * machine, past the runner's default 10 s beside a build.
 */
const SETUP_TIMEOUT_MS = 120_000;

const job = (
  parse(await readFile('.github/workflows/deploy.yml', 'utf8')) as {
    jobs: { deploy: Job };
  }
).jobs.deploy;

/** The job's env with `${{ vars.NAME }}` read from VARS (unset variables are empty, as on GitHub). */
const jobEnv = Object.fromEntries(
  Object.entries(job.env).map(([name, value]) => [
    name,
    value.replace(/\$\{\{\s*vars\.(\w+)\s*\}\}/g, (_, variable: string) => VARS[variable] ?? ''),
  ]),
);

/** The steps that run commands, but the install: the copy shares this project's node_modules. */
const commands = job.steps.flatMap((step) =>
  step.run && !/^npm ci\b/.test(step.run) ? [step.run] : [],
);

/** The paths actions/cache keeps between runs. */
const cachedPaths = job.steps
  .find((step) => step.uses?.startsWith('actions/cache@'))!
  .with!.path!.split('\n')
  .map((line) => line.trim())
  .filter(Boolean);

/** Runs `command` in bash -e in `dir`, resolving with its exit status and output. */
function bash(command: string, dir: string, env: NodeJS.ProcessEnv) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    // Not spawnSync: the test server answering the build lives in this process.
    const child = spawn('bash', ['-e', '-c', command], { cwd: dir, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** Runs the job's commands in `dir` as the runner does, stopping at the first that fails. */
async function runJob(dir: string, emulator: string) {
  // This machine's environment, less what would change the build, then the job's own.
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) =>
          !/^(VITE_FIREBASE_|NODE_ENV$|BUILD_DIR$|PICTURE_CACHE_DIR$|ALLOW_NEWS_OUTAGE$)/.test(
            name,
          ),
      ),
    ),
    ...jobEnv,
  };
  // The one change to the job: Firebase is the protocol-level test server.
  env.VITE_FIREBASE_FIRESTORE_EMULATOR_HOST = emulator;
  env.VITE_FIREBASE_STORAGE_EMULATOR_HOST = emulator;
  const ran: { command: string; status: number | null; output: string }[] = [];
  for (const command of commands) {
    const step = await bash(command, dir, env);
    ran.push({ command, ...step });
    if (step.status !== 0) break;
  }
  return { ran, failed: ran.some((step) => step.status !== 0) };
}

/** The pages of the news that the build in `dir` would publish. */
async function newsPages(dir: string): Promise<string[]> {
  const root = path.join(dir, 'build/client/institucional/novedades');
  const files = await readdir(root, { recursive: true }).catch(() => []);
  return files.filter((file) => file.endsWith('index.html')).sort();
}

describe('the deploy workflow, when Firestore fails', () => {
  let copy: Awaited<ReturnType<typeof copyProject>>;
  let store = '';
  let server: Awaited<ReturnType<typeof startFirestoreTestServer>>;
  let emulator = '';

  beforeAll(async () => {
    copy = await copyProject('isc-deploy-');
    store = await mkdtemp(path.join(tmpdir(), 'isc-deploy-cache-'));
    await makeReadyToPublish(copy.dir, { firestore: true });
    server = await startFirestoreTestServer({
      port: 0,
      documents: noticias,
      storage: await storageObjects(),
    });
    emulator = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    server?.close();
    await copy?.remove();
    await rm(store, { recursive: true, force: true });
  });

  it(
    'never publishes fewer news than the good run before it',
    async () => {
      expect(commands).toEqual(expect.arrayContaining(['npm run build']));
      expect(cachedPaths).toContain('.cache/pictures');

      const good = await runJob(copy.dir, emulator);
      expect(good.ran.map(({ command, status }) => ({ command, status }))).toEqual(
        commands.map((command) => ({ command, status: 0 })),
      );
      const published = await newsPages(copy.dir);
      // Every item of the collection with a page, and its year pages.
      expect(published.length).toBeGreaterThanOrEqual(noticias.length);
      expect(published).toContain('acto-aniversario/index.html');

      // The next run, on a fresh runner: the cached paths restored, nothing else.
      for (const kept of cachedPaths)
        await cp(path.join(copy.dir, kept), path.join(store, kept), { recursive: true });
      await rm(path.join(copy.dir, 'build'), { recursive: true, force: true });
      await rm(path.join(copy.dir, '.cache'), { recursive: true, force: true });
      for (const kept of cachedPaths)
        await cp(path.join(store, kept), path.join(copy.dir, kept), { recursive: true });

      server.failure = { status: 500 };
      const outage = await runJob(copy.dir, emulator);
      const after = await newsPages(copy.dir);
      expect(outage.failed || published.every((page) => after.includes(page))).toBe(true);
      if (outage.failed) {
        // The step that stopped the deploy says why.
        expect(outage.ran.at(-1)!.output).toMatch(/The news could not be read from Firestore/);
      }
    },
    DEPLOY_TIMEOUT_MS,
  );
});
