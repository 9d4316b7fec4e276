// GitHub's runner minutes a month, played rather than reckoned: the
// project's own workflows run through the workflow model the tests check
// them with (tests/support/workflows.ts), tick by tick for 30 days, each job
// billed as GitHub bills it (rounded up to a whole minute), in three months:
// a quiet one, one with 40 editor saves (each a pull request, tested and
// previewed, then merged), and one with a 3-day Firebase outage. Which jobs
// run, and how often, is the workflows' own doing (their `if`s, the record's
// waits, the keepalive's one try a day on a protected main); how long each
// step takes is what was measured (the question, the build, the test suite)
// or, for what only a runner does (checkout, Node, Google's sign-in, the
// deploy), a stated estimate.
import path from 'node:path';
import { runnerImport } from 'vite';
import { importSource } from '../lib/source-modules.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const model = (
  await runnerImport(path.join(ROOT, 'tests/support/workflows.ts'), {
    configFile: false,
    resolve: { alias: { '~': path.join(ROOT, 'src') } },
    logLevel: 'warn',
  })
).module;
const { QUESTION_EVERY_MINUTES, retryAfterMinutes } = await importSource(
  'news/archive/schedule.ts',
);

/**
 * What was measured apart from the benchmark's own run, in seconds: the
 * question's install from an empty npm cache in a fresh clone (the slowest
 * of three: 6.4–7.0 s; it restores no npm cache on GitHub), its first two
 * steps (the record's wait and the keepalive's age, slowest of three), the
 * whole install with a warm cache, and `.ci/run` (the whole install and
 * `npm test`) on a two-core machine, what a private repository's runner has.
 */
export const MEASURED_APART = {
  questionInstall: 7.0,
  // publish-notice.mjs writing a notice into 2,018 kept pages (127 MB of
  // HTML, the bench's 2,000 items), slowest of three; and into today's 18.
  noticeWrite: 3.9,
  noticeWriteToday: 1.0,
  // The set-up's check of the runner's own Node (`node -p`), slowest of three.
  runnerNode: 0.15,
  waiting: 0.05,
  due: 0.04,
  install: 53,
  test: 825,
};

/** A month of days, as GitHub bills them. */
const DAYS = 30;
/** A private repository's free minutes a month (GitHub Free). */
export const FREE_PRIVATE_MINUTES = 2_000;
/** GitHub's price of a Linux runner minute past them, in US dollars. */
export const DOLLARS_PER_MINUTE = 0.006;

/**
 * Seconds a step takes, by its name (its command or action). Estimates for
 * what only a runner does; `measured` overrides the rest.
 */
const ESTIMATED_SECONDS = {
  'actions/checkout': 4,
  './.github/actions/kept-cache': 3,
  'actions/cache/restore': 3,
  'actions/cache/save': 6,
  'actions/setup-node': 10,
  'google-github-actions/auth': 2,
  [model.DEPLOY]: 60,
  'npm run live:check': 20,
  'npm run hosting:versions': 5,
  'npm run preflight': 4,
};
/** GitHub's own set-up and clean-up of every job. */
const JOB_OVERHEAD_SECONDS = 10;

/**
 * From a push to main to its run's first job being set up on a runner:
 * GitHub's queue, estimated (it cannot be measured here).
 */
const RUN_START_SECONDS = 10;

/**
 * The notice's deploy (deploy-notice.mjs), estimated: Hosting's seven calls,
 * about 2 s, and the pages gzipped, hashed and uploaded 200 at a time: at
 * 2,000 items, 2.5 s to gzip and hash 2,018 pages (measured here) and 28 MB
 * sent; today, 18 pages and 0.3 MB.
 */
const NOTICE_DEPLOY_SECONDS = { atScale: 8, today: 3 };

/**
 * A preview's clone (deploy-clone.mjs), estimated: Hosting copies the
 * version's files itself (nothing is uploaded), polled each second, then
 * the configuration, the finalize and the release, a call each.
 */
const CLONE_DEPLOY_SECONDS = { atScale: 10, today: 5 };

/**
 * What the runner says of itself: its own Node is one the question's
 * packages support (the Ubuntu image's LTS), so the set-up fetches none.
 */
const RUNNER_OUTPUTS = { 'runner-node': { enough: 'true' } };

/** The contexts of a job of a workflow's own (not the publication). */
const own = (event) => ({
  github: model.githubContext(event),
  vars: {},
  secrets: {},
  job: {},
  steps: {},
});

/**
 * One job, played with the step times of `measured`: `fails(name)` says which
 * step fails; answers its billed minutes and its run.
 */
async function play(
  { measured, publication },
  job,
  contexts,
  { fails = () => false, build = measured.build, outputs = {}, env = publication.env } = {},
) {
  let total = JOB_OVERHEAD_SECONDS;
  const run = await model.runJob(
    job,
    contexts,
    (step) => {
      const name = model.stepName(step);
      const took = timing(name, { measured, build }).seconds;
      total += took;
      if (fails(name)) return { status: 1, minutes: took / 60 };
      const given = { ...RUNNER_OUTPUTS, ...outputs };
      return { status: 0, minutes: took / 60, outputs: given[step.step.id] ?? {} };
    },
    env,
  );
  return { minutes: Math.ceil(total / 60), run };
}

/** The minutes of a month, billed and run, by kind of job, and what they add up to. */
function tally() {
  const billed = { question: 0, publication: 0, pullRequest: 0, keepalive: 0, push: 0 };
  const runs = { question: 0, publication: 0, pullRequest: 0, keepalive: 0, push: 0 };
  return {
    add: (kind, minutes) => {
      billed[kind] += minutes;
      runs[kind] += 1;
    },
    sum: () => {
      const total = Object.values(billed).reduce((sum, minutes) => sum + minutes, 0);
      const privateDollars = Math.max(0, total - FREE_PRIVATE_MINUTES) * DOLLARS_PER_MINUTE;
      return { billed, runs, total, privateDollars };
    },
  };
}

/**
 * A publication at `minute`, kept in its `record` as record-publication.sh
 * keeps it: its failures in a row and when the last one failed.
 */
async function publish(run, { record, minute, contexts, build, fails }) {
  const published = await play(run, run.publication.jobs.publish, contexts, { build, fails });
  if (published.run.status === 'success') record.failures = 0;
  else [record.failures, record.failedAt] = [record.failures + 1, minute];
  return published;
}

/** An editor save at `minute`: its pull request (tests and a preview), then its merge. */
async function save(run, { record, minute, fails, add }) {
  const { workflows, publication, measured } = run;
  const called = (file, job, event) => model.calledContexts(workflows, file, job, event, minute);
  const test = await play(run, workflows['pull-request.yml'].jobs.test, own('pull_request'), {
    env: {},
  });
  const preview = await play(
    run,
    publication.jobs.publish,
    called('pull-request.yml', 'preview', 'pull_request'),
    { fails },
  );
  add('pullRequest', test.minutes + preview.minutes);
  const switchOn = await play(
    run,
    workflows['deploy.yml'].jobs['switch-on-schedule'],
    own('push'),
    {
      env: {},
    },
  );
  const contexts = called('deploy.yml', 'publish', 'push');
  const pushed = await publish(run, {
    record,
    minute,
    contexts,
    build: measured.buildOneNew,
    fails,
  });
  add('push', switchOn.minutes + pushed.minutes);
}

/**
 * The schedule's tick at `minute`: the question, then the publication if
 * due, and the keepalive's one try a day (a protected main refuses its push).
 */
async function tick(run, { record, minute, every, down, fails, add }) {
  const { workflows, publication, measured } = run;
  const waiting =
    record.failures > 0 && minute < record.failedAt + retryAfterMinutes(record.failures);
  const listingDue = minute - record.listedAt >= 24 * 60 - every / 2;
  const contexts = model.calledContexts(
    workflows,
    'publish-news.yml',
    'publish',
    'schedule',
    minute,
  );
  const quiet = minute % (24 * 60) === 0;
  const ask = await play(run, publication.jobs.ask, contexts, {
    fails: (name) => down && name === 'npm run news:check',
    outputs: {
      waiting: { waiting: String(waiting) },
      quiet: { due: String(quiet) },
      question: { changed: String(listingDue || record.failures > 0) },
    },
  });
  add('question', ask.minutes);
  const needs = { ask: { result: ask.run.status, outputs: ask.run.outputs } };
  if (model.holds(publication.jobs.publish.if, { ...contexts, needs }, 'success')) {
    const build = listingDue ? measured.build : measured.buildOneNew;
    const published = await publish(run, {
      record,
      minute,
      contexts: { ...contexts, needs },
      build,
      fails,
    });
    if (published.run.status === 'success' && listingDue) record.listedAt = minute;
    add('publication', published.minutes);
  }
  if (quiet)
    add(
      'keepalive',
      (await play(run, workflows['publish-news.yml'].jobs.keepalive, own('schedule'), { env: {} }))
        .minutes,
    );
}

/** A month: `saves` editor saves spread over it, Firebase down on `outageDays`, the question `every` minutes. */
async function month(run, { saves = 0, outageDays = [], every = QUESTION_EVERY_MINUTES }) {
  const { add, sum } = tally();
  const record = { failures: 0, failedAt: -Infinity, listedAt: -Infinity };
  const saveEvery = saves ? Math.floor((DAYS * 24 * 60) / saves) : Infinity;
  for (let minute = 0; minute < DAYS * 24 * 60; minute += every) {
    const down = outageDays.includes(Math.floor(minute / (24 * 60)));
    // Firebase down: the build cannot read the news.
    const fails = (name) => down && name === 'npm run build';
    if (minute % saveEvery === 0 && minute / saveEvery < saves)
      await save(run, { record, minute, fails, add });
    await tick(run, { record, minute, every, down, fails, add });
  }
  return sum();
}

/**
 * The three months. `measured`: seconds of the question's install
 * (`npm ci --workspace news-check-packages`) and check (`npm run
 * news:check`), the whole install (`npm ci`), a publication's build (the
 * daily listing's and a new item's), and `npm test`.
 */
export async function minuteBudget(measured) {
  const workflows = Object.fromEntries(
    await Promise.all(
      ['deploy.yml', 'publish-news.yml', 'publish.yml', 'pull-request.yml'].map(async (file) => [
        file,
        await model.readWorkflow(file),
      ]),
    ),
  );
  const run = { workflows, publication: workflows['publish.yml'], measured };
  // The schedule as it is, and every 30 minutes, which a private repository may choose.
  const months = {};
  for (const every of [QUESTION_EVERY_MINUTES, 30])
    months[every] = {
      quiet: await month(run, { every }),
      saves: await month(run, { every, saves: 40 }),
      outage: await month(run, { every, outageDays: [10, 11, 12] }),
    };
  return {
    months,
    question: await questionJob(run.publication, measured),
    toLive: {
      notice: await pushToLive(workflows, measured, 'notice'),
      noticeToday: await pushToLive(workflows, measured, 'notice', 'today'),
      clone: await pushToLive(workflows, measured, 'clone'),
      build: await pushToLive(workflows, measured, 'build'),
      preview: await pushToLive(workflows, measured, 'preview'),
    },
  };
}

/**
 * A step's seconds, by its name (its command or action), and whether they
 * were measured here or are an estimate of what only a runner does.
 */
function timing(name, { measured, build = measured.build }) {
  const here = {
    'npm ci --workspace news-check-packages': measured.questionInstall,
    "The runner's own Node": measured.runnerNode,
    'bash scripts/commands/record-publication.sh waiting': measured.waiting,
    // Main's commit younger than the keepalive's threshold: no call to GitHub.
    'bash scripts/commands/keepalive.sh due': measured.due,
    'npm run news:check': measured.question,
    'npm ci': measured.install,
    'node scripts/commands/publish-notice.mjs': measured.noticeWrite,
    'npm run build': build,
    'npm test': measured.test,
  };
  if (name in here) return { seconds: here[name], measured: true };
  return { seconds: ESTIMATED_SECONDS[name] ?? 1, measured: false };
}

/**
 * The question job on a tick with nothing due, step by step: what was
 * measured here, and what is GitHub's (its job set-up, checkout, Node,
 * caches, Google's sign-in), estimated. It is billed a minute while the
 * whole stays under 60 s.
 */
async function questionJob(publication, measured) {
  const steps = [
    {
      step: 'GitHub’s set-up and clean-up of the job',
      seconds: JOB_OVERHEAD_SECONDS,
      measured: false,
    },
  ];
  await model.runJob(
    publication.jobs.ask,
    model.calledContexts(
      {
        'publish.yml': publication,
        'publish-news.yml': await model.readWorkflow('publish-news.yml'),
      },
      'publish-news.yml',
      'publish',
      'schedule',
    ),
    (step) => {
      const name = model.stepName(step);
      steps.push({ step: name, ...timing(name, { measured }) });
      const given = { ...RUNNER_OUTPUTS, waiting: { waiting: 'false' } };
      return { status: 0, outputs: given[step.step.id] ?? {} };
    },
    publication.env,
  );
  const sum = (rows) => rows.reduce((total, row) => total + row.seconds, 0);
  return {
    steps,
    measured: sum(steps.filter((row) => row.measured)),
    estimated: sum(steps.filter((row) => !row.measured)),
    total: sum(steps),
  };
}

/**
 * From «Publicar» (a push to main) to the live site serving the change, on
 * the publication's `path` (kept-site.sh's answer: notice, clone or build): GitHub's start of the
 * run, its set-up of the job, then each step up to the deploy's release,
 * when families see it (what follows, the check, the record, the caches,
 * they do not wait for). A push changes the news of no page: the build is
 * the one of a publication with one new item. At the bench's 2,000 items,
 * or at `size` 'today' (the notice's path alone depends on the pages' count).
 * With `path` 'preview': from «Guardar» (the pull request Sveltia opens) to
 * its preview's address on the commit, where the editor's panel shows it.
 */
async function pushToLive(workflows, measured, path, size = 'atScale') {
  const preview = path === 'preview';
  const shown = (name) =>
    preview ? name.includes('preview-status.mjs success') : name === model.DEPLOY;
  const noticeWrite = size === 'today' ? measured.noticeWriteToday : measured.noticeWrite;
  const rows = [
    { step: 'GitHub’s start of the run', seconds: RUN_START_SECONDS, measured: false },
    { step: 'GitHub’s set-up of the job', seconds: JOB_OVERHEAD_SECONDS, measured: false },
  ];
  let released = false;
  await model.runJob(
    workflows['publish.yml'].jobs.publish,
    preview
      ? model.calledContexts(workflows, 'pull-request.yml', 'preview', 'pull_request')
      : model.calledContexts(workflows, 'deploy.yml', 'publish', 'push'),
    (step, _inputs, env) => {
      if (released) return null;
      const name = model.stepName(step);
      const deploys = { notice: NOTICE_DEPLOY_SECONDS, clone: CLONE_DEPLOY_SECONDS };
      const row =
        name === model.DEPLOY && env.CHANNEL in deploys
          ? { seconds: deploys[env.CHANNEL][size], measured: false }
          : timing(name, { measured: { ...measured, noticeWrite }, build: measured.buildOneNew });
      rows.push({ step: name, ...row });
      released = shown(name);
      const given = { ...RUNNER_OUTPUTS, path: { path, source: 'sites/vista/versions/v1' } };
      return { status: 0, outputs: given[step.step.id] ?? {} };
    },
    workflows['publish.yml'].env,
  );
  const sum = (list) => list.reduce((total, row) => total + row.seconds, 0);
  return {
    steps: rows,
    measured: sum(rows.filter((row) => row.measured)),
    estimated: sum(rows.filter((row) => !row.measured)),
    total: sum(rows),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The benchmark's last figures (README): the question and the builds at 2,000 items.
  const { months: budget, toLive } = await minuteBudget({
    ...MEASURED_APART,
    question: Number(process.argv[2] ?? 2.1),
    build: Number(process.argv[3] ?? 29),
    buildOneNew: Number(process.argv[4] ?? 20),
  });
  console.log(JSON.stringify(budget, null, 2));
  const { reportPushToLive } = await import('./report.mjs');
  reportPushToLive(toLive);
}
