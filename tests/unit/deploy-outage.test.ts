// The publishing workflows' own steps, run as GitHub runs them, in a copy of
// the project made ready to publish, each run on a fresh runner with the
// cache restored from the run before (actions/cache/restore and save, and the
// deploy, done here by copying folders; the live site is a folder served as
// Hosting serves it). The schedule's question, run after run: the first
// publishes, an unchanged one builds and deploys nothing, a new item is
// published reading only what changed. Then outages: a deploy never
// publishes fewer news than the live site has, nor a page that sends
// visitors to an original photo on Storage, nor saves an archive the live
// site does not show.
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildReport } from '~/postbuild/report.server';
import { readWorkflow, type Job, type Step } from '../support/workflows';
import { noticias, storageObjects } from '../fixtures/noticias.mjs';
import { makeReadyToPublish } from '../fixtures/ready-to-publish.mjs';
import { copyProject } from '../../scripts/commands/project-copy.mjs';
import { startFirestoreTestServer } from '../../scripts/test-servers/server.mjs';
import { startStaticServer } from '../../scripts/commands/static-server.mjs';

/** What the repository's variables hold in this test: a project, a key, nothing else. */
const VARS: Record<string, string> = {
  VITE_FIREBASE_PROJECT_ID: 'demo-isc',
  VITE_FIREBASE_API_KEY: 'clave-de-prueba',
};

/** Six builds, five questions and preflights, each some seconds on a busy two-core machine. */
const RUNS_TIMEOUT_MS = 1_200_000;
/**
 * Copying the project and making its phone photos: a few seconds on an idle
 * machine, past the runner's default 10 s beside a build.
 */
const SETUP_TIMEOUT_MS = 120_000;

const publishJob = (await readWorkflow('publish.yml')).jobs.publish!;
const checkJob = (await readWorkflow('publish-news.yml')).jobs.check!;

/**
 * A job's env, `${{ vars.NAME }}` read from VARS (unset variables are empty,
 * as on GitHub) and the one input the publication takes as given.
 */
const jobEnv = (job: Job, listEverything: boolean) =>
  Object.fromEntries(
    Object.entries(job.env ?? {}).map(([name, value]) => [
      name,
      value
        .replace(/\$\{\{\s*vars\.(\w+)\s*\}\}/g, (_, variable: string) => VARS[variable] ?? '')
        .replace(
          /^\$\{\{ inputs\.list-everything && '1' \|\| '0' \}\}$/,
          listEverything ? '1' : '0',
        ),
    ]),
  );

/** Runs `command` in bash -e in `dir`, resolving with its exit status and output. */
function bash(command: string, dir: string, env: NodeJS.ProcessEnv) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    // Not spawnSync: the test servers answering the build live in this process.
    const child = spawn('bash', ['-e', '-c', command], { cwd: dir, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
}

const cachedPaths = (step: Step) =>
  step
    .with!.path!.split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The pages of the news that the build in `dir` would publish. */
async function newsPages(dir: string): Promise<string[]> {
  const root = path.join(dir, 'institucional/novedades');
  const files = await readdir(root, { recursive: true }).catch(() => []);
  return files.filter((file) => file.endsWith('index.html')).sort();
}

describe('the publishing workflows, run after run', () => {
  let copy: Awaited<ReturnType<typeof copyProject>>;
  let store = '';
  let server: Awaited<ReturnType<typeof startFirestoreTestServer>>;
  let emulator = '';
  /** The live site: a folder Hosting's stand-in serves (superstatic takes it relative to here). */
  const live = `.cache/deploy-test-${process.pid}`;
  let site: Server;
  let liveUrl = '';
  /** How many deploys reached the live site. */
  let deploys = 0;

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
    await rm(live, { recursive: true, force: true });
    // Before the first deploy, the host has a page of its own.
    await mkdir(`${live}/client`, { recursive: true });
    await writeFile(`${live}/client/index.html`, '<!doctype html><title>Sitio nuevo</title>');
    site = (await startStaticServer(0, { root: `${live}/client` })) as Server;
    liveUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    server?.close();
    site?.close();
    await copy?.remove();
    await rm(store, { recursive: true, force: true });
    await rm(live, { recursive: true, force: true });
  });

  /** This machine's environment, less what would change the build, then the job's own. */
  function runnerEnv(job: Job, listEverything: boolean, output: string): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = {
      ...Object.fromEntries(
        Object.entries(process.env).filter(
          ([name]) =>
            !/^(VITE_FIREBASE_|NODE_ENV$|BUILD_DIR$|PICTURE_CACHE_DIR$|NEWS_CACHE_DIR$|ALLOW_NEWS_OUTAGE$|NEWS_LIST_EVERYTHING$)/.test(
              name,
            ),
        ),
      ),
      ...jobEnv(job, listEverything),
      GITHUB_OUTPUT: output,
      // The one change to the job: Firebase is the protocol-level test server,
      // and the live site is the folder served here.
      VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: emulator,
      VITE_FIREBASE_STORAGE_EMULATOR_HOST: emulator,
      LIVE_SITE_URL: liveUrl,
      LIVE_CHECK_TRIES: '1',
    };
    return env;
  }

  /**
   * Runs a job's steps as the runner does, on a fresh runner, stopping at the
   * first that fails. The actions that reach GitHub or Google are played
   * here: the cache by copying folders, the deploy by replacing the live
   * folder; the keepalive and the report are left to their own tests.
   */
  async function runJob(job: Job, { listEverything = false } = {}) {
    await rm(path.join(copy.dir, 'build'), { recursive: true, force: true });
    await rm(path.join(copy.dir, '.cache'), { recursive: true, force: true });
    const output = path.join(copy.dir, 'github-output');
    await writeFile(output, '');
    const env = runnerEnv(job, listEverything, output);
    const ran: { step: string; status: number | null; output: string }[] = [];
    for (const step of job.steps ?? []) {
      const action = step.uses?.replace(/@.*/, '');
      let result = { status: 0 as number | null, output: '' };
      if (action === 'actions/cache/restore')
        for (const kept of cachedPaths(step))
          await cp(path.join(store, kept), path.join(copy.dir, kept), { recursive: true }).catch(
            () => {},
          );
      else if (action === 'actions/cache/save')
        for (const kept of cachedPaths(step)) {
          await rm(path.join(store, kept), { recursive: true, force: true });
          await cp(path.join(copy.dir, kept), path.join(store, kept), { recursive: true });
        }
      else if (action === 'FirebaseExtended/action-hosting-deploy') {
        await rm(`${live}/client`, { recursive: true, force: true });
        await cp(path.join(copy.dir, 'build/client'), `${live}/client`, { recursive: true });
        deploys += 1;
      } else if (
        step.run &&
        !/^npm ci\b/.test(step.run) &&
        !/^gh api\b|scripts\/commands\/report-run\.sh/.test(step.run)
      )
        result = await bash(step.run, copy.dir, env);
      else continue;
      ran.push({ step: step.run ?? action!, ...result });
      if (result.status !== 0) break;
    }
    const outputs = Object.fromEntries(
      (await readFile(output, 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('=') as [string, string]),
    );
    return { ran, failed: ran.some((step) => step.status !== 0), outputs };
  }

  /** A run of a job, what its build reported (build-report.json) and what it cost Firestore. */
  async function run(job: Job, options?: { listEverything?: boolean }) {
    const before = { bytes: server.bytes, reads: server.reads };
    const reportFile = path.join(copy.dir, 'build', 'build-report.json');
    await rm(reportFile, { force: true });
    const result = await runJob(job, options);
    const report = await readFile(reportFile, 'utf8').then(
      (text) => JSON.parse(text) as BuildReport,
      () => null,
    );
    return {
      ...result,
      report,
      log: result.ran.map((step) => step.output).join('\n'),
      bytes: server.bytes - before.bytes,
      reads: server.reads - before.reads,
    };
  }

  /** The schedule's run: the question, then the publication only when it says changed=true. */
  async function scheduledRun() {
    const check = await run(checkJob);
    const publish = check.outputs.changed === 'true' ? await run(publishJob) : null;
    return { check, publish };
  }

  it(
    'publishes on the schedule only what changed, and never fewer news or an original photo',
    async () => {
      const commands = publishJob.steps!.flatMap((step) => step.run ?? []);
      expect(commands).toEqual(expect.arrayContaining(['npm run build', 'npm run live:check']));

      // 1. The first scheduled run: no archive kept, so a deploy is due; it
      // publishes every item, and the live site shows the newest.
      const first = await scheduledRun();
      expect(first.check.failed).toBe(false);
      expect(first.check.outputs.changed).toBe('true');
      expect(first.check.reads).toBe(0);
      expect(first.publish!.ran.map(({ step, status }) => ({ step, status }))).toEqual(
        first.publish!.ran.map(({ step }) => ({ step, status: 0 })),
      );
      expect(first.publish!.log).toMatch(
        /The live site at .+ shows the newest item, "Acto por los 125 años"/,
      );
      const published = await newsPages(`${live}/client`);
      expect(published).toContain('acto-aniversario/index.html');
      expect(published).not.toContain('sin-texto/index.html');

      // 2. Nothing changed: the question alone, for at most 25 reads; nothing
      // built, nothing deployed.
      const deployed = deploys;
      const unchanged = await scheduledRun();
      expect(unchanged.check.failed).toBe(false);
      expect(unchanged.check.outputs.changed).toBe('false');
      expect(unchanged.check.reads).toBeLessThanOrEqual(25);
      expect(unchanged.publish).toBeNull();
      expect(await stat(path.join(copy.dir, 'build')).catch(() => null)).toBeNull();
      expect(deploys).toBe(deployed);

      // 3. A new item: published, reading the newest versions, the count and
      // the new item alone; every other item kept, no picture made.
      server.documents = [
        {
          id: 'recien-publicada',
          fields: {
            fecha: { timestampValue: '2026-11-24T12:00:00Z' },
            contenido: {
              stringValue: '<p><strong>Recién publicada.</strong> Para el cierre del año.</p>',
            },
          },
        },
        ...noticias,
      ];
      const added = await scheduledRun();
      expect(added.check.outputs.changed).toBe('true');
      expect(added.publish!.failed).toBe(false);
      expect(added.publish!.report?.news).toMatchObject({
        source: 'firestore',
        listed: noticias.length + 1,
        kept: noticias.length,
      });
      expect(added.publish!.report?.pictures?.encoded).toBe(0);
      expect(added.publish!.reads).toBeLessThanOrEqual(25);
      expect(await newsPages(`${live}/client`)).toEqual(
        [...published, 'recien-publicada/index.html'].sort(),
      );
      expect(added.publish!.log).toMatch(/shows the newest item, "Recién publicada"/);
    },
    RUNS_TIMEOUT_MS,
  );

  it(
    'stops without deploying or keeping anything when Firestore or Storage fails',
    async () => {
      server.documents = noticias;
      server.storage = await storageObjects();
      const good = await run(publishJob, { listEverything: true });
      expect(good.failed).toBe(false);
      const published = await newsPages(`${live}/client`);
      const kept = await readFile(path.join(store, '.cache/news/archive.json.gz'));

      // The news archive evicted, Storage out of reach: every picture made
      // before comes from the picture cache, and no page names Storage.
      await rm(path.join(store, '.cache/news'), { recursive: true, force: true });
      server.storage = await storageObjects({ down: true });
      const storageDown = await run(publishJob);
      expect(storageDown.failed).toBe(false);
      expect(storageDown.report?.news?.storage?.kept).toBe(2);
      expect(await newsPages(`${live}/client`)).toEqual(published);
      const pages = (await readdir(`${live}/client`, { recursive: true })).filter((file) =>
        file.endsWith('.html'),
      );
      for (const page of pages)
        expect(await readFile(`${live}/client/${page}`, 'utf8')).not.toContain(
          'firebasestorage.googleapis.com',
        );

      // A new item whose photo was never processed, while Storage is out of
      // reach: the run stops at the build, and so nothing is deployed or kept.
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
      const deployed = deploys;
      const archiveBefore = await readFile(path.join(store, '.cache/news/archive.json.gz'));
      const newPhoto = await run(publishJob);
      expect(newPhoto.failed).toBe(true);
      expect(newPhoto.ran.at(-1)!.step).toBe('npm run build');
      expect(newPhoto.ran.at(-1)!.output).toMatch(
        /News item "nueva-con-foto": the picture .+ was never processed, and Storage could not be reached/,
      );
      expect(deploys).toBe(deployed);
      expect(await readFile(path.join(store, '.cache/news/archive.json.gz'))).toEqual(
        archiveBefore,
      );

      // Firestore answering 500: the question and the build both stop, saying why.
      server.failure = { status: 500 };
      const question = await run(checkJob);
      expect(question.failed).toBe(true);
      expect(question.outputs.changed).toBeUndefined();
      const outage = await run(publishJob);
      expect(outage.failed).toBe(true);
      expect(outage.ran.at(-1)!.output).toMatch(/The news could not be read from Firestore/);
      expect(deploys).toBe(deployed);
      server.failure = null;
      expect(kept.length).toBeGreaterThan(0);
    },
    RUNS_TIMEOUT_MS,
  );
});
