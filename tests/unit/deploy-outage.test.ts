// The deploy workflow's own steps, run as GitHub runs them, in a copy of the
// project made ready to publish, each run on a fresh runner with the
// workflow's cached paths restored from the run before: a good run; an
// unchanged one, which downloads only the listing; one whose news archive was
// evicted while Storage is out of reach; and outages that must stop the
// deploy. A deploy never publishes fewer news than the live site has, nor a
// page that sends visitors to an original photo on Storage.
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

/** Five builds and five preflights, each some seconds on a busy two-core machine. */
const DEPLOY_TIMEOUT_MS = 900_000;
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
          !/^(VITE_FIREBASE_|NODE_ENV$|BUILD_DIR$|PICTURE_CACHE_DIR$|NEWS_CACHE_DIR$|ALLOW_NEWS_OUTAGE$)/.test(
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

/** The built pages' HTML, for what they point at. */
async function builtHtml(dir: string): Promise<string[]> {
  const root = path.join(dir, 'build/client');
  const files = await readdir(root, { recursive: true });
  return Promise.all(
    files
      .filter((file) => file.endsWith('.html'))
      .map((file) => readFile(path.join(root, file), 'utf8')),
  );
}

describe('the deploy workflow, run after run', () => {
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

  /** What the cache action saves at the end of a run that got that far. */
  async function saveCache() {
    await rm(store, { recursive: true, force: true });
    for (const kept of cachedPaths)
      await cp(path.join(copy.dir, kept), path.join(store, kept), { recursive: true });
  }

  /** A fresh runner: the cached paths restored (but `evicted`), nothing else. */
  async function freshRunner({ evicted = [] as string[] } = {}) {
    await rm(path.join(copy.dir, 'build'), { recursive: true, force: true });
    await rm(path.join(copy.dir, '.cache'), { recursive: true, force: true });
    for (const kept of cachedPaths.filter((p) => !evicted.includes(p)))
      await cp(path.join(store, kept), path.join(copy.dir, kept), { recursive: true });
  }

  /** One run of the job, and what it cost Firestore. */
  async function run() {
    const before = { bytes: server.bytes, reads: server.reads, asked: server.asked };
    const job = await runJob(copy.dir, emulator);
    const log = job.ran.map((step) => step.output).join('\n');
    return {
      ...job,
      log,
      bytes: server.bytes - before.bytes,
      reads: server.reads - before.reads,
    };
  }

  it(
    'downloads only what changed, and never publishes fewer news or an original photo',
    async () => {
      expect(commands).toEqual(expect.arrayContaining(['npm run build']));
      expect(cachedPaths).toEqual(expect.arrayContaining(['.cache/pictures', '.cache/news']));

      // 1. A good run: every item of the collection gets its page.
      const good = await run();
      expect(good.ran.map(({ command, status }) => ({ command, status }))).toEqual(
        commands.map((command) => ({ command, status: 0 })),
      );
      const published = await newsPages(copy.dir);
      expect(published.length).toBeGreaterThanOrEqual(noticias.length);
      expect(published).toContain('acto-aniversario/index.html');
      await saveCache();

      // 2. Nothing changed: the listing alone, no picture made, every page again.
      await freshRunner();
      const unchanged = await run();
      expect(unchanged.failed).toBe(false);
      expect(unchanged.bytes).toBeLessThanOrEqual(1_000_000);
      expect(unchanged.bytes).toBeLessThan(good.bytes / 10);
      expect(unchanged.log).toMatch(
        new RegExp(
          `News: ${noticias.length} items from Firestore, ${noticias.length} of them kept`,
        ),
      );
      expect(unchanged.log).toMatch(/Pictures: 0 made/);
      expect(await newsPages(copy.dir)).toEqual(published);
      await saveCache();

      // 3. The news archive evicted, Storage out of reach: every picture made
      // before comes from the picture cache, and no page names Storage.
      await freshRunner({ evicted: ['.cache/news'] });
      server.storage = await storageObjects({ down: true });
      const storageDown = await run();
      expect(storageDown.failed).toBe(false);
      expect(storageDown.log).toMatch(/2 kept from the last build while Storage was out of reach/);
      expect(await newsPages(copy.dir)).toEqual(published);
      for (const page of await builtHtml(copy.dir))
        expect(page).not.toContain('firebasestorage.googleapis.com');

      // 4. A new item whose photo was never processed, while Storage is out of
      // reach: the run stops, and so nothing is deployed.
      await freshRunner();
      server.storage = {
        ...(await storageObjects({ down: true })),
        'demo-isc.appspot.com/noticias/nueva.jpg': 'down',
      };
      server.documents = [
        {
          id: 'nueva-con-foto',
          fields: {
            fecha: { timestampValue: '2026-11-24T12:00:00Z' },
            contenido: {
              stringValue:
                '<p>Una noticia nueva.</p><p><img src="https://firebasestorage.googleapis.com/v0/b/demo-isc.appspot.com/o/noticias%2Fnueva.jpg?alt=media&amp;token=1" alt="Foto nueva"></p>',
            },
          },
        },
        ...noticias,
      ];
      const newPhoto = await run();
      expect(newPhoto.failed).toBe(true);
      expect(newPhoto.ran.at(-1)!.command).toBe('npm run build');
      expect(newPhoto.ran.at(-1)!.output).toMatch(
        /News item "nueva-con-foto": the picture .+ was never processed, and Storage could not be reached/,
      );

      // 5. Firestore answering 500: the run stops, saying why.
      await freshRunner();
      server.failure = { status: 500 };
      const outage = await run();
      expect(outage.failed).toBe(true);
      expect(outage.ran.at(-1)!.output).toMatch(/The news could not be read from Firestore/);
    },
    DEPLOY_TIMEOUT_MS,
  );
});
