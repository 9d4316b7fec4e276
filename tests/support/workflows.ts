// The GitHub workflows as the tests read them: the shape of what they use of
// the YAML, one reader, expressions evaluated by GitHub's own evaluator
// (@actions/expressions), the project's composite actions inlined, and
// actions/cache as GitHub matches its entries.
import { readFile } from 'node:fs/promises';
import { data, Evaluator, Lexer, Parser } from '@actions/expressions';
import { truthy } from '@actions/expressions/result';
import { parse } from 'yaml';

export const WORKFLOWS_DIR = '.github/workflows';

export interface Step {
  id?: string;
  name?: string;
  'timeout-minutes'?: number;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}

export interface Job {
  if?: string;
  'timeout-minutes'?: number;
  uses?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  steps?: Step[];
  with?: Record<string, unknown>;
  outputs?: Record<string, string>;
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  environment?: string;
  /** What a job that calls a workflow passes it: every secret, or those named. */
  secrets?: 'inherit' | Record<string, string>;
}

export interface Workflow {
  on: Record<string, unknown>;
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}

interface Action {
  inputs?: Record<string, { default?: string }>;
  runs: { using: string; steps: Step[] };
}

/** The workflow `file` of .github/workflows, parsed. */
export const readWorkflow = async (file: string) =>
  parse(await readFile(`${WORKFLOWS_DIR}/${file}`, 'utf8')) as Workflow;

/** The composite action at `uses` (./.github/actions/NAME), parsed. */
const readAction = async (uses: string) =>
  parse(await readFile(`${uses.replace(/^\.\//, '')}/action.yml`, 'utf8')) as Action;

/** The contexts an expression reads (github, inputs, vars, steps, needs, job…) as plain data. */
export type Contexts = Record<string, unknown>;

/** A run's github context, as the runner gives it, on `event`. */
export const githubContext = (event_name: string, run_id = 1) => ({
  event_name,
  run_id: String(run_id),
  run_attempt: '1',
  repository: 'escuela/sitio',
  server_url: 'https://github.com',
  ref: 'refs/heads/main',
  token: 'token',
  event: { pull_request: { number: 5 } },
});

/** One run of the publication (publish.yml): its contexts, from the event, its inputs and what it is given. */
export function publicationContexts({
  event,
  runId = 1,
  inputs,
  vars = {},
  secrets = {},
  needs = {},
}: {
  event: string;
  runId?: number;
  inputs: Record<string, unknown>;
  vars?: Record<string, string>;
  secrets?: Record<string, string>;
  needs?: Contexts;
}): Contexts {
  return {
    github: githubContext(event, runId),
    inputs,
    vars,
    secrets,
    needs,
    steps: {},
    env: {},
    job: { status: 'success' },
  };
}

/**
 * The inputs a reusable workflow (`called`) gets from a caller job's `with`,
 * read in the caller's contexts, typed and defaulted as its workflow_call says.
 */
export function inputsFromCaller(called: Workflow, caller: Job, contexts: Contexts) {
  const declared = (
    called.on.workflow_call as {
      inputs: Record<string, { type: 'boolean' | 'string'; default?: unknown }>;
    }
  ).inputs;
  return Object.fromEntries(
    Object.entries(declared).map(([name, input]) => {
      const given = caller.with?.[name];
      const value =
        typeof given === 'string' && /^\$\{\{.*\}\}$/s.test(given)
          ? evaluate(given.slice(3, -2), contexts).coerceString()
          : (given ?? input.default);
      return [name, input.type === 'boolean' ? String(value) === 'true' : String(value)];
    }),
  );
}

/**
 * The publication's contexts when `callers[file]`'s job `job` calls it on
 * `event`: its inputs read from the caller, with the Firebase project set
 * and the heartbeat and token secrets given.
 */
export function calledContexts(
  callers: Record<string, Workflow>,
  file: string,
  job: string,
  event: string,
  runId = 1,
): Contexts {
  const publication = callers['publish.yml']!;
  const vars = { VITE_FIREBASE_PROJECT_ID: 'p' };
  const caller = { github: githubContext(event, runId), vars };
  return publicationContexts({
    event,
    runId,
    inputs: inputsFromCaller(publication, callers[file]!.jobs[job]!, caller),
    vars,
    secrets: { HEARTBEAT_URL: 'https://hc/ping', GITHUB_TOKEN: 'token' },
  });
}

/** How the job has gone so far, for the status functions. */
export type JobStatus = 'success' | 'failure' | 'cancelled';

const STATUS_FUNCTIONS = ['always', 'success', 'failure', 'cancelled'];

/** An expression's value, GitHub's evaluator reading `contexts`, the status functions answered from `status`. */
export function evaluate(expression: string, contexts: Contexts, status: JobStatus = 'success') {
  const { tokens } = new Lexer(expression).lex();
  const tree = new Parser(
    tokens,
    Object.keys(contexts),
    STATUS_FUNCTIONS.map((name) => ({ name, minArgs: 0, maxArgs: 0 })),
  ).parse();
  const asData = JSON.parse(JSON.stringify(contexts), data.reviver) as data.Dictionary;
  const answer = (value: boolean) => ({
    name: '',
    minArgs: 0,
    maxArgs: 0,
    call: () => new data.BooleanData(value),
  });
  const functions = new Map([
    ['always', answer(true)],
    ['success', answer(status === 'success')],
    ['failure', answer(status === 'failure')],
    ['cancelled', answer(status === 'cancelled')],
  ]);
  return new Evaluator(tree, asData, functions).evaluate();
}

/** A value with `${{ … }}` in it, each evaluated and written as text. */
export const substitute = (text: string, contexts: Contexts) =>
  text.replace(/\$\{\{(.*?)\}\}/gs, (_, expression: string) =>
    evaluate(expression, contexts).coerceString(),
  );

/**
 * Whether a job's or step's `if` holds, as GitHub decides: without a status
 * function it holds only while the job goes well (`success() && …`).
 */
export function holds(condition: string | undefined, contexts: Contexts, status: JobStatus) {
  const expression = (condition ?? 'true').replace(/^\s*\$\{\{(.*)\}\}\s*$/s, '$1');
  const withStatus = /\b(always|success|failure|cancelled)\(\)/.test(expression)
    ? expression
    : `success() && (${expression})`;
  return truthy(evaluate(withStatus, contexts, status));
}

/** A step as the runner meets it: a step of the job, or one inside a composite action it uses. */
export interface RunnerStep {
  step: Step;
  /** The job's step that used the project's composite action, and the action's inputs. */
  composite?: { uses: Step; inputs: NonNullable<Action['inputs']> };
}

/**
 * The steps of `steps` as the runner runs them: a step that uses one of the
 * project's composite actions (./.github/actions/…) becomes that action's steps.
 */
export async function runnerSteps(steps: Step[]): Promise<RunnerStep[]> {
  const all: RunnerStep[] = [];
  for (const step of steps) {
    if (!step.uses?.startsWith('./.github/actions/')) {
      all.push({ step });
      continue;
    }
    const action = await readAction(step.uses);
    for (const inner of action.runs.steps)
      all.push({ step: inner, composite: { uses: step, inputs: action.inputs ?? {} } });
  }
  return all;
}

/**
 * The contexts a runner step reads, given the job's as they stand when it
 * runs: inside a composite action, its inputs from the `with` of the step
 * that used it (read then), or their defaults, and the action's own steps
 * so far (`own`) as its `steps`, as GitHub's runner gives them.
 */
export function contextsOf(
  { composite }: RunnerStep,
  job: Contexts,
  own: Record<string, unknown> = {},
): Contexts {
  if (!composite) return job;
  const inputs = Object.fromEntries(
    Object.entries(composite.inputs).map(([name, input]) => {
      const given = composite.uses.with?.[name];
      return [name, given !== undefined ? substitute(String(given), job) : (input.default ?? '')];
    }),
  );
  return { ...job, inputs, steps: own };
}

/**
 * Whether a runner step runs, given the job's contexts and how the job has
 * gone. Inside a composite action, the status functions answer for the
 * action's own steps so far (`inner`), as GitHub's runner evaluates them:
 * a report used with `always()` after a failure runs its steps.
 */
export const runs = (
  runnerStep: RunnerStep,
  job: Contexts,
  status: JobStatus,
  inner: JobStatus = 'success',
  own: Record<string, unknown> = {},
) =>
  runnerStep.composite
    ? holds(runnerStep.composite.uses.if, job, status) &&
      holds(runnerStep.step.if, contextsOf(runnerStep, job, own), inner)
    : holds(runnerStep.step.if, job, status);

/** A runner step's `with`, each value evaluated. */
export function inputsOf(runnerStep: RunnerStep, job: Contexts) {
  const contexts = contextsOf(runnerStep, job);
  return Object.fromEntries(
    Object.entries(runnerStep.step.with ?? {}).map(([name, value]) => [
      name,
      substitute(String(value), contexts),
    ]),
  );
}

/** The lines of a multi-line input (actions/cache's `path`, `restore-keys`). */
export const lines = (value: string | undefined) =>
  (value ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * actions/cache as GitHub keeps it: an entry is saved once under its key,
 * with a version made of its paths, as written and in order (the README's
 * "Cache Version"; @actions/cache's getCacheVersion also hashes the
 * compression, the same on every runner here). A restore finds the entry
 * whose key equals its own, else the newest whose key starts with one of its
 * restore keys, in their order, and only among entries of the same version.
 */
export class ActionsCache<T> {
  private entries: { key: string; version: string; content: T }[] = [];

  static version = (paths: string[]) => paths.join('\n');

  /** Saves `content` under `key` for `paths`; false when the key is taken (entries are immutable). */
  save(key: string, paths: string[], content: T): boolean {
    if (this.entries.some((entry) => entry.key === key)) return false;
    this.entries.push({ key, version: ActionsCache.version(paths), content });
    return true;
  }

  /** Evicts the entries whose key `matches`, as GitHub evicts one unused for a week or over the quota. */
  evict(matches: (key: string) => boolean) {
    this.entries = this.entries.filter((entry) => !matches(entry.key));
  }

  /** The entry a restore of `paths` finds with `key` and `restoreKeys`, or undefined. */
  restore(key: string, restoreKeys: string[], paths: string[]) {
    const version = ActionsCache.version(paths);
    const same = this.entries.filter((entry) => entry.version === version);
    const exact = same.find((entry) => entry.key === key);
    if (exact) return exact;
    for (const prefix of restoreKeys) {
      const newest = same.filter((entry) => entry.key.startsWith(prefix)).at(-1);
      if (newest) return newest;
    }
    return undefined;
  }
}

/** What a played step did: its exit status and what it wrote to GITHUB_OUTPUT, and how long it would run. */
export interface Played {
  status: number;
  output?: string;
  outputs?: Record<string, string>;
  /** Minutes it would run on a runner (Infinity: it hangs); none by default. */
  minutes?: number;
}

/** A job's run: each step that ran, how the job went, and its outputs. */
export interface JobRun {
  ran: { step: string; status: number; output: string }[];
  status: JobStatus;
  outputs: Record<string, string>;
}

/** The publication's deploy step, as stepName names it. */
export const DEPLOY = 'bash scripts/commands/deploy-hosting.sh "$CHANNEL"';

/** A step's name in a run's record: its name where it has one, its command, or the action it uses. */
export const stepName = ({ step }: RunnerStep) =>
  step.name ?? step.run ?? step.uses!.replace(/@.*/, '');

/**
 * Runs `job` as the runner does: each step whose `if` holds, composite
 * actions inlined, the job failing at the first step that fails (later steps
 * run only if their `if` says so, as a report does). Time as GitHub keeps
 * it: a step past its `timeout-minutes` is stopped and fails; a job past its
 * own is cancelled, and only the steps that run when cancelled still run. `play` does what a step
 * does here and answers null for a step it leaves out. `contexts` are the
 * workflow's (github, inputs, vars, secrets, needs); `env` is the workflow's
 * and the job's, evaluated here.
 */
export async function runJob(
  job: Job,
  contexts: Contexts,
  play: (
    step: RunnerStep,
    inputs: Record<string, string>,
    env: Record<string, string>,
  ) => Promise<Played | null> | Played | null,
  workflowEnv: Record<string, string> = {},
): Promise<JobRun> {
  const steps: Record<string, { outputs: Record<string, string>; outcome: string }> = {};
  let status: JobStatus = 'success';
  const ran: JobRun['ran'] = [];
  const evaluated = (env: Record<string, string> | undefined, ctx: Contexts) =>
    Object.fromEntries(
      Object.entries(env ?? {}).map(([name, value]) => [name, substitute(String(value), ctx)]),
    );
  const env = evaluated(workflowEnv, contexts);
  Object.assign(env, evaluated(job.env, { ...contexts, env }));
  let elapsed = 0;
  const jobLimit = job['timeout-minutes'] ?? 360;
  // How the composite action being run has gone so far, its own steps, and which it is.
  let inner: JobStatus = 'success';
  let own: Record<string, { outputs: Record<string, string>; outcome: string }> = {};
  let composite: Step | undefined;
  for (const runnerStep of await runnerSteps(job.steps ?? [])) {
    if (runnerStep.composite?.uses !== composite) {
      composite = runnerStep.composite?.uses;
      inner = 'success';
      own = {};
    }
    const now = { ...contexts, steps, env, job: { status } };
    // A step with an id is told in `steps`; a composite action's, by the step that used it.
    const id = runnerStep.composite ? runnerStep.composite.uses.id : runnerStep.step.id;
    if (!runs(runnerStep, now, status, inner, own)) {
      if (id) steps[id] ??= { outputs: {}, outcome: 'skipped' };
      if (runnerStep.composite && runnerStep.step.id)
        own[runnerStep.step.id] = { outputs: {}, outcome: 'skipped' };
      continue;
    }
    const stepEnv = {
      ...env,
      ...evaluated(runnerStep.step.env, contextsOf(runnerStep, now, own)),
    };
    const played = await play(runnerStep, inputsOf(runnerStep, now), stepEnv);
    if (!played) continue;
    // A composite action's steps share the limit of the step that used it.
    const limit = (runnerStep.composite?.uses ?? runnerStep.step)['timeout-minutes'] ?? Infinity;
    const minutes = Math.min(played.minutes ?? 0, limit, jobLimit - elapsed);
    elapsed += minutes;
    const stopped = (played.minutes ?? 0) > minutes;
    const exit = stopped ? 124 : played.status;
    ran.push({ step: stepName(runnerStep), status: exit, output: played.output ?? '' });
    if (exit !== 0) inner = 'failure';
    if (runnerStep.composite && runnerStep.step.id)
      own[runnerStep.step.id] = {
        outputs: played.outputs ?? {},
        outcome: exit === 0 ? 'success' : 'failure',
      };
    if (id)
      steps[id] = {
        outputs: played.outputs ?? {},
        outcome: (runnerStep.composite ? inner : exit === 0 ? 'success' : 'failure') as string,
      };
    if (elapsed >= jobLimit && stopped) status = 'cancelled';
    else if (exit !== 0 && status === 'success') status = 'failure';
  }
  const outputs = evaluated(job.outputs, { ...contexts, steps, job: { status } });
  return { ran, status, outputs };
}

/** The lines `key=value` of a GITHUB_OUTPUT file, as an object. */
export const readOutputs = (text: string) =>
  Object.fromEntries(
    text
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
