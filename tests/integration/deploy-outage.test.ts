// The publishing workflows' own steps, run as GitHub runs them (their
// expressions evaluated, the composite actions inlined), in a copy of the
// project made ready to publish, each run on a fresh runner with the cache
// restored as actions/cache matches it (by key prefix and the same paths),
// kept here as folders; the deploy copies the build to a folder served as
// Hosting serves it. The schedule's question, run after run: the first
// publishes, an unchanged one builds and deploys nothing, a new item is
// published reading only what changed. Then outages: a deploy never
// publishes fewer news than the live site has, nor a page that sends
// visitors to an original photo on Storage, nor saves an archive the live
// site does not show.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { KeptArchive } from '~/news/archive/kept.server';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReportFile, readBuildReport } from '~/build-end/report.server';
import {
  ActionsCache,
  holds,
  lines,
  publicationContexts,
  readOutputs,
  readWorkflow,
  runJob as runSteps,
  DEPLOY,
  stepName,
  type Contexts,
  type Job,
  type Played,
  type RunnerStep,
} from '../support/workflows';
import { runCommand } from '../support/command';
import { noticias, storageObjects } from '../../scripts/samples/noticias.mjs';
import { makeReadyToPublish } from '../support/ready-to-publish.mjs';
import { copyProject } from '../../scripts/lib/project-copy.mjs';
import { startFirestoreTestServer } from '../../scripts/test-servers/server.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { fakeGitHub } from '../support/runner';
import { withoutPolicy } from '../support/page-text';

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

const publication = await readWorkflow('publish.yml');
const publishJob = publication.jobs.publish!;
const checkJob = publication.jobs.ask!;

/** The publication's inputs as a caller gives them: the schedule asks first, the button lists everything. */
const inputs = ({ ask = false, listEverything = false } = {}) => ({
  channel: 'live',
  'ask-first': ask,
  'list-everything': listEverything,
  what: 'la publicación',
});

/** The pages of the news that the build in `dir` would publish. */
async function newsPages(dir: string): Promise<string[]> {
  const root = path.join(dir, 'institucional/novedades');
  const files = await readdir(root, { recursive: true }).catch(() => []);
  return files.filter((file) => file.endsWith('index.html')).sort();
}

describe('the publishing workflows, run after run', () => {
  let copy: Awaited<ReturnType<typeof copyProject>>;
  /** Where the cache's entries are kept, a folder each. */
  let store = '';
  const cache = new ActionsCache<string>();
  let runId = 0;
  let server: Awaited<ReturnType<typeof startFirestoreTestServer>>;
  let emulator = '';
  /** The live site: a folder Hosting's stand-in serves (superstatic takes it relative to here). */
  const live = `.cache/deploy-test-${process.pid}`;
  let site: Server;
  let liveUrl = '';
  /** How many deploys reached the live site. */
  let deploys = 0;
  /** Hosting refusing every deploy. */
  let hostingDown = false;
  /** How long ago a failure is recorded, in minutes: enough for its wait to be over. */
  const FAILED_MINUTES_AGO = 6 * 60 + 1;
  let github: Awaited<ReturnType<typeof fakeGitHub>>;

  beforeAll(async () => {
    copy = await copyProject('isc-deploy-');
    // main's last commit two days old: no push deploy of it is still to come.
    const old = `@${Math.floor(Date.now() / 1000) - 2 * 86_400} +0000`;
    await runCommand(
      'git',
      [
        '-c',
        'user.name=Prueba',
        '-c',
        'user.email=p@example.org',
        'commit',
        '--quiet',
        '--amend',
        '--no-edit',
      ],
      { cwd: copy.dir, env: { ...process.env, GIT_AUTHOR_DATE: old, GIT_COMMITTER_DATE: old } },
    );
    store = await mkdtemp(path.join(tmpdir(), 'isc-deploy-cache-'));
    github = await fakeGitHub();
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
    await github?.remove();
  });

  /** This machine's environment, less what would change the build, then the step's own. */
  function runnerEnv(env: Record<string, string>, output: string): NodeJS.ProcessEnv {
    return {
      ...Object.fromEntries(
        Object.entries(process.env).filter(
          ([name]) =>
            !/^(VITE_FIREBASE_|NODE_ENV$|BUILD_DIR$|PICTURE_CACHE_DIR$|NEWS_CACHE_DIR$|ALLOW_NEWS_OUTAGE$|NEWS_LIST_EVERYTHING$)/.test(
              name,
            ),
        ),
      ),
      ...env,
      ...github.env,
      HEARTBEAT_URL: env.HEARTBEAT_URL ?? '',
      GITHUB_OUTPUT: output,
      // The one change to the job: Firebase is the protocol-level test server,
      // and the live site is the folder served here.
      VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: emulator,
      VITE_FIREBASE_STORAGE_EMULATOR_HOST: emulator,
      LIVE_SITE_URL: liveUrl,
      LIVE_CHECK_TRIES: '1',
    };
  }

  /** The folder of the newest entry a restore of `folder` would find. */
  const keptEntry = (folder: string) =>
    cache.restore('', [`${path.basename(folder)}-`], [folder])?.content ?? null;

  /** What a step does here: the actions that reach GitHub or Google played, the commands run. */
  async function play(
    runnerStep: RunnerStep,
    given: Record<string, string>,
    env: Record<string, string>,
  ): Promise<Played | null> {
    const name = stepName(runnerStep);
    if (name === 'actions/cache/restore') {
      const entry = cache.restore(given.key!, lines(given['restore-keys']), lines(given.path));
      if (entry)
        for (const kept of lines(given.path))
          await cp(path.join(entry.content, kept), path.join(copy.dir, kept), { recursive: true });
      return { status: 0 };
    }
    if (name === 'actions/cache/save') {
      const entry = path.join(store, given.key!);
      for (const kept of lines(given.path))
        await cp(path.join(copy.dir, kept), path.join(entry, kept), { recursive: true });
      cache.save(given.key!, lines(given.path), entry);
      return { status: 0 };
    }
    if (name === DEPLOY) {
      if (hostingDown) return { status: 1, output: 'Error: Hosting answered 503' };
      await rm(`${live}/client`, { recursive: true, force: true });
      await cp(path.join(copy.dir, 'build/client'), `${live}/client`, { recursive: true });
      deploys += 1;
      return { status: 0 };
    }
    // Installs (the copy links this project's packages), the keepalive and
    // Hosting's versions (their own tests), checkout, Node and Google's
    // sign-in. The record and the report run, with GitHub stood in for.
    const command = runnerStep.step.run;
    if (!command || /^npm ci\b|keepalive\.sh|hosting:versions/.test(command)) return null;
    if (command.includes('record-publication.sh') && env.OUTCOME === 'failure')
      env = { ...env, NOW: String(Math.floor(Date.now() / 1000) - FAILED_MINUTES_AGO * 60) };
    const output = path.join(copy.dir, 'github-output');
    await writeFile(output, '');
    const result = await runCommand('bash', ['-e', '-c', command], {
      cwd: copy.dir,
      env: runnerEnv(env, output),
    });
    return {
      status: result.status ?? 1,
      output: result.output,
      outputs: readOutputs(await readFile(output, 'utf8')),
    };
  }

  /**
   * Runs a job of the publication as the runner does, on a fresh runner:
   * nothing left of the run before but what the cache gives.
   */
  async function runJob(job: Job, contexts: Contexts) {
    await rm(path.join(copy.dir, 'build'), { recursive: true, force: true });
    await rm(path.join(copy.dir, '.cache'), { recursive: true, force: true });
    const result = await runSteps(job, contexts, play, publication.env);
    return { ...result, failed: result.status !== 'success' };
  }

  /** The contexts of a new run of the publication. */
  const runContexts = (given: ReturnType<typeof inputs>, needs: Contexts = {}): Contexts =>
    publicationContexts({
      event: given['ask-first'] ? 'schedule' : 'push',
      runId: (runId += 1),
      inputs: given,
      vars: VARS,
      secrets: { HEARTBEAT_URL: github.env.HEARTBEAT_URL },
      needs,
    });

  /** A run of a job, what its build reported and what it cost Firestore. */
  async function run(job: Job, contexts: Contexts = runContexts(inputs())) {
    const before = { bytes: server.bytes, reads: server.reads };
    const built = path.join(copy.dir, 'build');
    await rm(buildReportFile(built), { force: true });
    const result = await runJob(job, contexts);
    const report = await readBuildReport(built).catch(() => null);
    return {
      ...result,
      report,
      log: result.ran.map((step) => step.output).join('\n'),
      bytes: server.bytes - before.bytes,
      reads: server.reads - before.reads,
    };
  }

  /** The schedule's run: the question, then the publication only if its `if` holds. */
  async function scheduledRun() {
    const contexts = runContexts(inputs({ ask: true }));
    const check = await run(checkJob, contexts);
    const needs = { ask: { result: check.status, outputs: check.outputs } };
    const publish = holds(publishJob.if, { ...contexts, needs }, 'success')
      ? await run(publishJob, { ...contexts, needs })
      : null;
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

      // 4. A day later (the archive's last listing of every version aged):
      // whatever run comes next, the question says a deploy is due without
      // asking Firestore, and the publication lists every version.
      const archive = path.join(keptEntry('.cache/news')!, '.cache/news/archive.json.gz');
      const kept = JSON.parse(String(gunzipSync(await readFile(archive)))) as KeptArchive;
      kept.listedEverythingAt = new Date(Date.now() - 25 * 3_600_000).toISOString();
      await writeFile(archive, gzipSync(JSON.stringify(kept)));
      const daily = await scheduledRun();
      expect(daily.check.outputs.changed).toBe('true');
      expect(daily.check.reads).toBe(0);
      expect(daily.check.log).toMatch(/the daily listing of every item is due/);
      expect(daily.publish!.failed).toBe(false);
      expect(daily.publish!.report?.news?.listing).toMatch(/^every version listed/);
      // And the run after asks the newest alone again.
      const next = await scheduledRun();
      expect(next.check.outputs.changed).toBe('false');
    },
    RUNS_TIMEOUT_MS,
  );

  it(
    'stops without deploying or keeping anything when Firestore or Storage fails',
    async () => {
      server.documents = noticias;
      server.storage = await storageObjects();
      const good = await run(publishJob, runContexts(inputs({ listEverything: true })));
      expect(good.failed).toBe(false);
      const published = await newsPages(`${live}/client`);
      const kept = await readFile(
        path.join(keptEntry('.cache/news')!, '.cache/news/archive.json.gz'),
      );

      // The news archive evicted, Storage out of reach: every picture made
      // before comes from the picture cache, and no page names Storage.
      cache.evict((key) => key.startsWith('news-'));
      server.storage = await storageObjects({ down: true });
      const storageDown = await run(publishJob);
      expect(storageDown.failed).toBe(false);
      expect(storageDown.report?.news?.storage?.kept).toBe(2);
      expect(await newsPages(`${live}/client`)).toEqual(published);
      const pages = (await readdir(`${live}/client`, { recursive: true })).filter((file) =>
        file.endsWith('.html'),
      );
      for (const page of pages)
        expect(withoutPolicy(await readFile(`${live}/client/${page}`, 'utf8'))).not.toContain(
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
      const keptBefore = keptEntry('.cache/news');
      const newPhoto = await run(publishJob);
      expect(newPhoto.failed).toBe(true);
      const failedAt = newPhoto.ran.find(({ status }) => status !== 0)!;
      expect(failedAt.step).toBe('npm run build');
      expect(failedAt.output).toMatch(
        /News item "nueva-con-foto": the picture .+ was never processed, and Storage could not be reached/,
      );
      expect(deploys).toBe(deployed);
      expect(keptEntry('.cache/news')).toBe(keptBefore);

      // Firestore answering 500 after that failure: the question asks it
      // nothing and tries again at once (its wait is over); the build stops, saying why.
      server.failure = { status: 500 };
      const question = await run(checkJob, runContexts(inputs({ ask: true })));
      expect(question.failed).toBe(false);
      expect(question.outputs.changed).toBe('true');
      expect(question.log).toMatch(/the last publication failed: trying again/);
      expect(question.reads).toBe(0);
      const outage = await run(publishJob);
      expect(outage.failed).toBe(true);
      expect(outage.ran.find(({ step }) => step === 'npm run build')!.output).toMatch(
        /The news could not be read from Firestore/,
      );
      expect(deploys).toBe(deployed);
      server.failure = null;
      expect(kept.length).toBeGreaterThan(0);
    },
    RUNS_TIMEOUT_MS,
  );

  it(
    'keeps a failed push deploy’s issue open until main as it stands is live, trying again on the schedule',
    async () => {
      server.failure = null;
      server.documents = noticias;
      server.storage = await storageObjects();
      // From a good publication: what the runs before left is over.
      expect((await run(publishJob)).failed).toBe(false);
      await github.setIssues([]);
      github.pinged.splice(0);
      const issues = async () =>
        (await github.issues()).filter((issue) => issue.title === 'El sitio no se pudo publicar');
      const pinged = () => github.pinged.splice(0);

      // A push deploy fails at Hosting: one issue, the heartbeat told so.
      hostingDown = true;
      const deployed = deploys;
      const push = await run(publishJob);
      expect(push.failed).toBe(true);
      expect(push.log).toMatch(/Recorded for the next question: .*failures=1 /);
      expect(await issues()).toMatchObject([{ state: 'open' }]);
      expect(pinged()).toEqual(['/ping/abc/fail']);

      // The schedule, Firestore unchanged: the question does not say
      // "unchanged", tells the heartbeat nothing, and a publication is tried.
      const retry = await scheduledRun();
      expect(retry.check.outputs.changed).toBe('true');
      expect(retry.check.log).not.toMatch(/main as it stands is live/);
      expect(retry.check.reads).toBe(0);
      expect(retry.check.log).toMatch(/the last publication failed: trying again/);
      expect(retry.publish!.failed).toBe(true);
      // The same issue, rewritten, with this try in its history.
      expect(await issues()).toMatchObject([
        { state: 'open', comments: [expect.stringMatching(/falló la subida a Firebase Hosting/)] },
      ]);
      expect(pinged()).toEqual(['/ping/abc/fail']);
      expect(deploys).toBe(deployed);

      // Hosting answers again: the next run publishes, and the issue closes.
      hostingDown = false;
      const fixed = await scheduledRun();
      expect(fixed.check.log).toMatch(/the last 2 publications failed: trying again/);
      expect(fixed.publish!.failed).toBe(false);
      expect(deploys).toBe(deployed + 1);
      const [closed] = await issues();
      expect(closed).toMatchObject({
        state: 'closed',
        comments: [expect.anything(), expect.stringMatching(/^Volvió a salir bien/)],
      });
      expect(pinged()).toEqual(['/ping/abc']);

      // And the run after finds main as it stands live: the heartbeat hears so, no issue is touched.
      const quiet = await scheduledRun();
      expect(quiet.check.outputs.changed).toBe('false');
      expect(quiet.check.log).toMatch(/main as it stands is live/);
      expect(quiet.publish).toBeNull();
      expect(pinged()).toEqual(['/ping/abc']);
      expect(await github.issues()).toHaveLength(1);
    },
    RUNS_TIMEOUT_MS,
  );
});
