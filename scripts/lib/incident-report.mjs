// What the failure issue of a live publication says (report-run.sh writes it
// on GitHub): its title and text, rewritten at each report so that they say
// what is true now, and a comment for the history. Pure functions,
// and a command:
//   node scripts/lib/incident-report.mjs DIR
// writes DIR/title, DIR/body, DIR/short (the same without the quoted log, for
// a body GitHub refuses) and DIR/comment, from the environment the report
// step has (see `fromEnvironment`), and first removes every secret from the
// step logs it reads. It imports nothing but Node's own: the alarm job runs
// it from a bare checkout, with no package installed, so the build folder's
// default and the preflight's file name are written here again
// (src/lib/build-directory.ts, src/builder/text/preflight.ts), and a test
// holds them to those.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sayToAdministrator as say } from './administrator-messages.mjs';

/** What the preflight refused, in the build's folder (src/builder/text/preflight.ts). */
export const PREFLIGHT_PROBLEMS_FILE = 'preflight-problems.json';
/** The build's folder unless BUILD_DIR names another (src/lib/build-directory.ts). */
export const DEFAULT_BUILD_DIR = 'build';

/** The incident's key: the mark its issue begins with (scripts/lib/github-issue.sh). */
export const INCIDENT = 'publicacion';
export const MARK = `<!-- aviso: ${INCIDENT} -->`;
/** A quoted line longer than this is cut: minified code, a base64 picture or a JSON dump make such lines. */
export const LINE_CHARACTERS = 300;
/** The last lines of the failed step that the issue quotes, after its first error line. */
export const TAIL_LINES = 20;
/** The most preflight problems the issue lists; the run's log has them all. */
const PROBLEMS_LISTED = 30;

/** The publication's steps that the issue names, by their id in publish.yml. */
export const STEP_NAMES = {
  'set-up': say('stepSetUp'),
  'sign-in': say('stepSignIn'),
  preflight: say('stepPreflight'),
  build: say('stepBuild'),
  notice: say('stepNotice'),
  deploy: say('stepDeploy'),
  'live-check': say('stepLiveCheck'),
};

const HIDDEN = '[oculto]';

/**
 * Credentials by their shape, for those no secret names (a token minted
 * during the run): whole PEM blocks, JWTs, GitHub's tokens, Google's access
 * tokens, `Bearer` values, a password in an address, a key's JSON fields.
 */
const SHAPES = [
  /-----BEGIN [A-Z0-9 ]+-----[\s\S]*?(?:-----END [A-Z0-9 ]+-----|$)/g,
  /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g,
  /\bgh[oprsu]_[A-Za-z0-9]{16,}/g,
  /\bgithub_pat_\w+/g,
  /\bya29\.[\w.-]+/g,
  /\b1\/\/0[\w-]{20,}/g,
  /(?<=\bBearer\s+)[\w.~+/=-]+/gi,
  /(?<=:\/\/[^\s/:@]+:)[^\s/@]+(?=@)/g,
  /(?<="(?:private_key|private_key_id|client_secret|refresh_token)"\s*:\s*")[^"]*/g,
];

/**
 * Every literal value worth removing from what the job holds: each secret
 * (GitHub's `secrets` context as JSON), each text field of one that is JSON
 * (a service account's key), each line of a multi-line one, and each as JSON
 * writes it (a key's lines joined by \n). Short values are left: a secret of
 * a letter or two would blank the whole log.
 */
export function secretValues(secrets) {
  const values = new Set();
  const add = (value) => {
    if (typeof value === 'object' && value !== null) return Object.values(value).forEach(add);
    if (typeof value !== 'string') return;
    const text = value.trim();
    if (text.length < 6) return;
    values.add(text);
    values.add(JSON.stringify(text).slice(1, -1));
    try {
      const parsed = JSON.parse(text);
      if (typeof parsed === 'object') add(parsed);
    } catch {
      // Not JSON: the value alone.
    }
    for (const line of text.split(/\r?\n|\\n/))
      if (line.trim().length >= 16) values.add(line.trim());
  };
  Object.values(secrets).forEach(add);
  // Longest first: a key's whole text goes before its lines.
  return [...values].sort((a, b) => b.length - a.length);
}

/** `text` with every value of `values` and every credential's shape replaced. */
export function redact(text, values) {
  let clean = text;
  for (const value of values) clean = clean.split(value).join(HIDDEN);
  for (const shape of SHAPES) clean = clean.replace(shape, HIDDEN);
  return clean;
}

/** A log line that says what went wrong, rather than where (a stack frame). */
const ERROR_LINE =
  /\b(error|err!|fatal|failed|failure|falló|no se pudo|could not|cannot|refused|denied|invalid)\b/i;
const STACK_FRAME = /^\s*at\s|^\s*\.\.\. \d+ lines? matching/;

const cut = (line) =>
  line.length > LINE_CHARACTERS ? say('lineCut', { line: line.slice(0, LINE_CHARACTERS) }) : line;

/**
 * The lines of a failed step's log the issue quotes: its first error line,
 * then its last TAIL_LINES, each cut to LINE_CHARACTERS; colours taken out.
 * The log must already be redacted.
 */
export function quotedLines(log) {
  const lines = log
    // eslint-disable-next-line no-control-regex -- the terminal's colour codes
    .replace(/\x1b\[[0-9;]*[A-Za-z]/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean);
  const tail = lines.slice(-TAIL_LINES);
  const first = lines.findIndex((line) => ERROR_LINE.test(line) && !STACK_FRAME.test(line));
  const head = first >= 0 && first < lines.length - TAIL_LINES ? [lines[first], '…'] : [];
  return [...head, ...tail].map(cut);
}

const ARGENTINA = new Intl.DateTimeFormat('es-AR', {
  timeZone: 'America/Argentina/Buenos_Aires',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** A moment as the administrator reads it: 07/12/2026 a las 09:15. */
export const inArgentina = (date) => {
  const part = Object.fromEntries(ARGENTINA.formatToParts(date).map((p) => [p.type, p.value]));
  return say('moment', part);
};

const RETRIES = say('retries');
const KEY_RETRIES = say('keyRetries');
const CLOSES = say('closes');
/** Where each key lives, and what it must be able to do (docs/guia-de-administracion.md). */
const KEYS = {
  live: { secret: say('liveKeySecret'), roles: say('liveKeyRoles') },
  preview: { secret: say('previewKeySecret'), roles: say('previewKeyRoles') },
};

/** What to do when the key `which` (live, or preview, which the question reads with) does not work. */
const renewKey = (which) => say('renewKey', KEYS[which]);

/** The failed step's id, as the issue quotes its log. */
export const failedStep = (steps = {}) =>
  Object.keys(STEP_NAMES).find((id) => steps[id]?.outcome === 'failure');

/**
 * What the issue says of a report: the kind of incident, its title, what
 * happened to the live site, and what to do. `steps` is the publication's
 * `steps` context; `questionFailed`, the schedule's question failed before
 * it; `questionSignIn`, the question's own sign-in failed.
 */
export function incidentKind({
  steps = {},
  questionFailed = false,
  questionSignIn = false,
  outcome,
}) {
  const failed = failedStep(steps);
  const deployed = steps.deploy?.outcome === 'success';
  if (failed === 'sign-in' || (questionSignIn && outcome === 'failure'))
    return {
      kind: 'key',
      title: say('keyFails'),
      step: STEP_NAMES['sign-in'],
      site: deployed ? say('siteChanged') : say('siteKeptNoNews'),
      todo: renewKey(failed === 'sign-in' ? 'live' : 'preview'),
      retries: KEY_RETRIES,
    };
  if (outcome !== 'failure' && questionFailed)
    return {
      kind: 'question',
      title: say('questionFails'),
      step: say('stepQuestion'),
      site: say('siteUpToDate'),
      // Its own key (the previews') could not sign in: the one to renew.
      todo: questionSignIn ? renewKey('preview') : say('questionTodo'),
      retries: questionSignIn ? KEY_RETRIES : RETRIES,
    };
  if (deployed && failed)
    return {
      kind: 'unchecked',
      title: say('unchecked'),
      step: STEP_NAMES[failed],
      site: say('siteChangedUnchecked'),
      todo: say('uncheckedTodo'),
      retries: RETRIES,
    };
  return {
    kind: 'failed',
    title: say('notPublished'),
    step: failed ? STEP_NAMES[failed] : say('stepPreparation'),
    site: say('siteKept'),
    todo: failed === 'preflight' ? say('preflightTodo') : say('failedTodo'),
    retries: RETRIES,
  };
}

/**
 * The title, its text (with and without the quoted log) and the
 * comment of this report. `log` is the failed step's log, redacted;
 * `problems`, what the preflight refused; `since`, when the incident began.
 */
export function incidentReport({ what, run, now, since, kind, log = '', problems = [] }) {
  const lines = quotedLines(log);
  // Longer than the tail: the first error line stands before it.
  const heading = lines.length > TAIL_LINES ? say('firstErrorAndTail') : say('tail');
  const quote = lines.length
    ? `${heading}\n\n~~~~text\n${lines.join('\n').replaceAll('~~~~', '~ ~ ~ ~')}\n~~~~`
    : '';
  const listed = problems
    .slice(0, PROBLEMS_LISTED)
    .map(({ file, line, message }) =>
      say('problemListed', { file, line, message: cut(String(message)) }),
    );
  if (problems.length > listed.length)
    listed.push(say('moreProblems', { count: problems.length - listed.length }));
  const preflight = listed.length ? `${say('preflightList')}\n${listed.join('\n')}` : '';
  const head = [
    MARK,
    say('whatFailed', { step: kind.step, what }),
    '',
    say('liveSite', { site: kind.site }),
    '',
    say('since', { since: inArgentina(since), now: inArgentina(now), run }),
    '',
    say('todo', { todo: kind.todo }),
  ].join('\n');
  const foot = `${kind.retries} ${CLOSES}`;
  const body = [head, preflight, quote, foot].filter(Boolean).join('\n\n');
  const short = [head, preflight, say('logTooLong'), foot].filter(Boolean).join('\n\n');
  const comment = say('reportComment', {
    now: inArgentina(now),
    step: kind.step,
    site: kind.site.replace(/\*\*/g, ''),
    run,
  });
  return { title: kind.title, body, short, comment };
}

/** Rewrites each step log in `dir` with the secrets taken out; answers the logs by step. */
function redactLogs(dir, values) {
  const logs = {};
  let names = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.log'));
  } catch {
    return logs;
  }
  for (const name of names) {
    const file = path.join(dir, name);
    const clean = redact(readFileSync(file, 'utf8'), values);
    writeFileSync(file, clean);
    logs[name.slice(0, -4)] = clean;
  }
  return logs;
}

const parsed = (text, fallback) => {
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
};

/**
 * The report from the report step's environment: OUTCOME (failure or
 * success), QUESTION (the schedule's question job's result),
 * QUESTION_SIGN_IN (its sign-in's outcome), STEPS, STEP_LOGS, SECRETS (the
 * job's `secrets` context as JSON), HEARTBEAT_URL, GH_TOKEN, WHAT, RUN_URL,
 * BUILD_DIR, NOW (seconds) and SINCE (when the open issue was opened).
 */
export function fromEnvironment(env) {
  const steps = parsed(env.STEPS || '{}', {});
  const values = secretValues({
    ...parsed(env.SECRETS || '{}', {}),
    HEARTBEAT_URL: env.HEARTBEAT_URL,
    GH_TOKEN: env.GH_TOKEN,
  });
  const logs = redactLogs(
    env.STEP_LOGS || path.join(env.RUNNER_TEMP || '/tmp', 'step-logs'),
    values,
  );
  const now = new Date(env.NOW ? Number(env.NOW) * 1000 : Date.now());
  const since = env.SINCE ? new Date(env.SINCE) : now;
  const kind = incidentKind({
    steps,
    outcome: env.OUTCOME,
    questionFailed: env.QUESTION === 'failure',
    questionSignIn: env.QUESTION_SIGN_IN === 'failure',
  });
  const failed = failedStep(steps);
  let problems = [];
  try {
    problems = JSON.parse(
      readFileSync(path.join(env.BUILD_DIR || DEFAULT_BUILD_DIR, PREFLIGHT_PROBLEMS_FILE), 'utf8'),
    );
  } catch {
    // No preflight problems written: none to list.
  }
  return incidentReport({
    what: env.WHAT,
    run: env.RUN_URL || '',
    now,
    since: Number.isNaN(since.getTime()) ? now : since,
    kind,
    log: failed ? (logs[failed] ?? '') : '',
    problems: problems.map((problem) => ({
      ...problem,
      message: redact(String(problem.message), values),
    })),
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(fromEnvironment(process.env)))
    writeFileSync(path.join(dir, name), text);
}
