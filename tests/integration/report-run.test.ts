// scripts/commands/report-run.sh and record-publication.sh as the
// publication runs them: in a clone of the project, with GitHub's `gh`
// stood in for (its issues kept as GitHub keeps them) and a heartbeat.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  answerFromRecord,
  checkedOutCommit,
  readPublicationRecord,
} from '~/news/archive/record.server';
import {
  PUSH_DEPLOY_MINUTES,
  retryAfterMinutes,
  SIGN_IN_RETRY_MINUTES,
} from '~/news/archive/schedule';
import { PREFLIGHT_PROBLEMS_FILE } from '~/builder/text/preflight';
import { runCommand } from '../support/command';
import { fakeGitHub, git, INCIDENT_LABEL, projectOnRunner } from '../support/runner';

const FAILED = 'El sitio no se pudo publicar';
/** The first line of every issue of the publication's incident. */
const MARK = '<!-- aviso: publicacion -->';
/** How the scripts find an incident's issue: the REST list of open issues with their label, never search. */
const LISTED = new RegExp(`^api repos/escuela/sitio/issues\\?state=open&labels=${INCIDENT_LABEL}&`);
const TIMEOUT_MS = 60_000;

let project: Awaited<ReturnType<typeof projectOnRunner>>;
let github: Awaited<ReturnType<typeof fakeGitHub>>;

beforeAll(async () => {
  project = await projectOnRunner();
  github = await fakeGitHub();
}, TIMEOUT_MS);
afterAll(async () => {
  await project?.remove();
  await github?.remove();
});
beforeEach(async () => {
  await github.setIssues([]);
  await github.clearCalls();
  github.pinged.length = 0;
});

/** Runs the clone's script `script` with `args`, as a step does. */
const step = (script: string, args: string[], env: Record<string, string> = {}) =>
  runCommand('bash', [`scripts/commands/${script}`, ...args], {
    cwd: project.clone,
    env: { ...process.env, ...github.env, ...env },
  });

const report = (outcome: string, env: Record<string, string> = {}) =>
  step('report-run.sh', [outcome, 'la publicación programada'], env);

/** The one open issue of the publication's incident (its text begins with its mark). */
async function incident() {
  const open = (await github.issues()).filter(
    (issue) => issue.state === 'open' && issue.body.startsWith(MARK),
  );
  expect(open).toHaveLength(1);
  return open[0]!;
}

/** A step's log as its shell keeps it, under RUNNER_TEMP/step-logs. */
async function stepLog(name: string, text: string) {
  const temp = path.join(project.clone, '.runner-temp');
  await mkdir(path.join(temp, 'step-logs'), { recursive: true });
  await writeFile(path.join(temp, 'step-logs', `${name}.log`), text);
  return temp;
}

const BUILD_FAILED = JSON.stringify({
  'set-up': { outcome: 'success' },
  'sign-in': { outcome: 'success' },
  build: { outcome: 'failure' },
  deploy: { outcome: 'skipped' },
});

describe('the report after a run', () => {
  beforeEach(() => rm(path.join(project.clone, '.runner-temp'), { recursive: true, force: true }));

  it('opens one issue for a failure, saying when it is tried again, and pings the heartbeat’s /fail', async () => {
    await github.setIssues([{ number: 3, title: 'Otra cosa', state: 'open' }]);
    expect((await report('failure', { STEPS: BUILD_FAILED })).status).toBe(0);
    const issue = await incident();
    expect(issue).toMatchObject({ number: 4, title: FAILED, labels: [INCIDENT_LABEL] });
    expect(issue.body).toMatch(
      /^<!-- aviso: publicacion -->\n\*\*Qué falló:\*\* la construcción del sitio \(npm run build\), en la publicación programada\./,
    );
    expect(issue.body).toContain('https://github.com/escuela/sitio/actions/runs/1');
    // The waits it tells are the schedule's own.
    expect(issue.body).toMatch(
      /a los 15 minutos, a los 30, a la hora, a las 2 y a las 4 horas, y después cada 6 horas/,
    );
    expect([1, 2, 3, 4, 5, 6, 20].map((n) => retryAfterMinutes(n))).toEqual([
      15, 30, 60, 120, 240, 360, 360,
    ]);
    expect(github.pinged).toEqual(['/ping/abc/fail']);
    // A run queued behind it fails minutes later: it finds the issue just
    // opened (no search index to lag), rewrites it and adds a comment.
    await report('failure', { STEPS: BUILD_FAILED });
    const again = await incident();
    expect(again.number).toBe(4);
    expect(again.comments).toEqual([expect.stringMatching(/falló la construcción del sitio/)]);
  });

  it.each([
    [
      { build: { outcome: 'failure' }, deploy: { outcome: 'skipped' } },
      FAILED,
      '**Qué falló:** la construcción del sitio (npm run build)',
      '**El sitio publicado:** sigue como estaba: ninguna noticia se perdió',
    ],
    [
      { deploy: { outcome: 'failure' } },
      FAILED,
      '**Qué falló:** la subida a Firebase Hosting',
      '**El sitio publicado:** sigue como estaba',
    ],
    [
      { deploy: { outcome: 'success' }, 'live-check': { outcome: 'failure' } },
      'El sitio se publicó, pero no se pudo comprobar',
      '**Qué falló:** la comprobación del sitio publicado (npm run live:check)',
      '**El sitio publicado:** **cambió**',
    ],
    [
      {},
      FAILED,
      '**Qué falló:** un paso de preparación (la descarga del código o la instalación)',
      '**El sitio publicado:** sigue como estaba',
    ],
  ])(
    'says in the issue which step failed and whether the site changed (%j)',
    async (steps, title, failed, site) => {
      await report('failure', { STEPS: JSON.stringify(steps) });
      const issue = await incident();
      expect(issue.title).toBe(title);
      expect(issue.body).toContain(failed);
      expect(issue.body).toContain(site);
    },
  );

  it('quotes the failed step’s first error line, then its last lines, from the log its shell kept', async () => {
    const temp = path.join(project.clone, '.runner-temp');
    const script = path.join(temp, 'build-step.sh');
    await mkdir(temp, { recursive: true });
    await writeFile(
      script,
      [
        'echo "building…"',
        'echo "Error: The news could not be read from Firestore (503)." >&2',
        'for i in $(seq 1 30); do echo "    at frame$i (file:///build/x.js:$i:1)"; done',
        'exit 3',
      ].join('\n'),
    );
    // The step's shell, as the workflow names it (shell: bash scripts/lib/logged-step.sh {0}).
    const ran = await runCommand('bash', ['scripts/lib/logged-step.sh', script, 'build'], {
      cwd: project.clone,
      env: { ...process.env, RUNNER_TEMP: temp },
    });
    expect(ran.status).toBe(3);
    await report('failure', { RUNNER_TEMP: temp, STEPS: BUILD_FAILED });
    const quoted = (await incident()).body.split('~~~~text\n')[1]!.split('\n~~~~')[0]!.split('\n');
    expect(quoted[0]).toBe('Error: The news could not be read from Firestore (503).');
    expect(quoted[1]).toBe('…');
    expect(quoted.slice(2)).toHaveLength(20);
    expect(quoted.at(-1)).toBe('    at frame30 (file:///build/x.js:30:1)');
  });

  it('takes out every secret the job holds, by value and by shape, from the issue and the step logs', async () => {
    const pem = [
      '-----BEGIN PRIVATE KEY-----',
      'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj',
      'MzEfYyjiWA4R4/M2bS1GB4t7NXp98C3SC6dVMvDuictGeurT8jNbvJZHtCSuYEvu',
      '-----END PRIVATE KEY-----',
    ].join('\n');
    const key = {
      type: 'service_account',
      project_id: 'colegio-isc',
      private_key_id: '8f2c1d9e7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d',
      private_key: `${pem}\n`,
      client_email: 'publicador@colegio-isc.iam.gserviceaccount.com',
      client_id: '104857384756473829102',
    };
    const planted = {
      'the key’s id': key.private_key_id,
      'a line of the key': pem.split('\n')[1]!,
      'the account': key.client_email,
      'the client id': key.client_id,
      'the heartbeat': `http://127.0.0.1:9/ping/${'s'.repeat(12)}`,
      'GitHub’s token': 'ghs_0123456789abcdefghijABCDEFGHIJ',
      'a JWT': 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJwdWJsaWNhZG9yIn0.c2lnbmF0dXJl',
      'a runner token': 'ghr_abcdefghijklmnopqrstuvwxyz012345',
      'a Bearer token': 'Bearer abc.def-ghi_jkl',
      'a PEM block':
        '-----BEGIN RSA PRIVATE KEY-----\nAAAAB3NzaC1yc2E\n-----END RSA PRIVATE KEY-----',
      'an access token': 'ya29.a0AfH6SMBx-abcdefghijklmnop',
    };
    const log = [
      'Error: something went wrong',
      `credentials: ${JSON.stringify(key)}`,
      ...Object.entries(planted).map(([what, value]) => `${what}: ${value}`),
      'done',
    ].join('\n');
    const temp = await stepLog('build', log);
    await report('failure', {
      RUNNER_TEMP: temp,
      STEPS: BUILD_FAILED,
      HEARTBEAT_URL: planted['the heartbeat'],
      GH_TOKEN: planted['GitHub’s token'],
      SECRETS: JSON.stringify({
        FIREBASE_SERVICE_ACCOUNT_ISC: JSON.stringify(key, null, 2),
        HEARTBEAT_URL: planted['the heartbeat'],
        GITHUB_TOKEN: planted['GitHub’s token'],
      }),
    });
    const body = (await incident()).body;
    const kept = await readFile(path.join(temp, 'step-logs', 'build.log'), 'utf8');
    expect(body).toContain('the key’s id: [oculto]');
    for (const [what, value] of Object.entries(planted)) {
      const part = value.includes('\n') ? value.split('\n')[1]! : value.replace(/^Bearer /, '');
      expect(body, what).not.toContain(part);
      expect(kept, what).not.toContain(part);
    }
    expect(body).not.toContain('MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj');
  });

  it('cuts a line of 70,000 characters, so GitHub takes the issue, well under its limit', async () => {
    const temp = await stepLog('build', `Error: bundle\n${'A'.repeat(70_000)}\nfin`);
    const ran = await report('failure', { RUNNER_TEMP: temp, STEPS: BUILD_FAILED });
    expect(ran.status).toBe(0);
    const { body } = await incident();
    expect(body.length).toBeLessThan(20_000);
    expect(body).toContain(`${'A'.repeat(300)}… (línea cortada)`);
  });

  it('sends a text GitHub refuses again without the quote, and fails the step when GitHub takes nothing', async () => {
    const temp = await stepLog('build', `Error: x\n${'línea larga '.repeat(25)}\n`.repeat(20));
    const short = await report('failure', {
      RUNNER_TEMP: temp,
      STEPS: BUILD_FAILED,
      GH_MAX_BODY: '2500',
    });
    expect(short.status).toBe(0);
    expect((await incident()).body).toContain(
      'El registro del paso era demasiado largo para este aviso: miralo en la ejecución.',
    );
    await github.setIssues([]);
    const refused = await report('failure', { STEPS: BUILD_FAILED, GH_MAX_BODY: '10' });
    // Not told: the step fails, so the alarm job runs; the heartbeat heard /fail all the same.
    expect(refused.status).toBe(1);
    expect(await github.issues()).toEqual([]);
    expect(github.pinged.at(-1)).toBe('/ping/abc/fail');
  });

  it('says what is true now: a failed question alone, then a failed build, rewrite one issue', async () => {
    expect((await report('success', { QUESTION: 'failure' })).status).toBe(0);
    const question = await incident();
    expect(question.title).toBe('La consulta programada de las noticias falla');
    expect(question.body).toContain('**está al día**');
    expect(question.body).not.toMatch(/no se pudo publicar/i);
    expect(github.pinged).toEqual(['/ping/abc/fail']);
    await report('failure', { QUESTION: 'failure', STEPS: BUILD_FAILED });
    const build = await incident();
    expect(build.number).toBe(question.number);
    expect(build.title).toBe(FAILED);
    expect(build.body).not.toContain('está al día');
    expect(build.body).toContain('**Qué falló:** la construcción del sitio');
    expect(build.comments).toHaveLength(1);
    // Once the question answers again, a good publication closes it.
    await report('success', { QUESTION: 'success' });
    expect((await github.issues())[0]!.state).toBe('closed');
  });

  it('tells the administrator to renew the key when the sign-in to Google failed, and that it tries once a day', async () => {
    await report('failure', {
      STEPS: JSON.stringify({
        'set-up': { outcome: 'success' },
        'sign-in': { outcome: 'failure' },
      }),
    });
    const issue = await incident();
    expect(issue.title).toBe(
      'La clave de la cuenta de servicio no funciona: el sitio no se publica',
    );
    expect(issue.body).toContain('Renová la clave de la cuenta de servicio');
    expect(issue.body).toContain('`FIREBASE_SERVICE_ACCOUNT_ISC`');
    expect(issue.body).toContain('**Actions** → **Deploy** → **Run workflow**');
    expect(issue.body).toContain('una vez por día');
    // The question's own sign-in, before a publication whose build failed after it.
    await github.setIssues([]);
    await report('failure', {
      QUESTION: 'failure',
      QUESTION_SIGN_IN: 'failure',
      STEPS: BUILD_FAILED,
    });
    expect((await incident()).title).toMatch(/^La clave de la cuenta de servicio no funciona/);
  });

  it('says in the issue what the preflight refused, by file and line, not only in the log', async () => {
    const buildDir = path.join(project.clone, 'build');
    await mkdir(buildDir, { recursive: true });
    const problem = {
      file: 'content/colegio.json',
      line: 3,
      message:
        '«Número de WhatsApp» todavía es el de ejemplo (5492657000000): poné el del colegio.',
    };
    await writeFile(path.join(buildDir, PREFLIGHT_PROBLEMS_FILE), JSON.stringify([problem]));
    try {
      await report('failure', { STEPS: JSON.stringify({ preflight: { outcome: 'failure' } }) });
    } finally {
      await rm(buildDir, { recursive: true, force: true });
    }
    expect((await incident()).body).toContain(
      'Lo que falta antes de publicar (lo corrige quien administra el sitio; después la publicación sale sola):\n- `content/colegio.json`, línea 3: «Número de WhatsApp» todavía es el de ejemplo (5492657000000): poné el del colegio.',
    );
  });

  it('keeps one issue when two reports open one at the same time (the alarm and the next publication)', async () => {
    const [first, second] = await Promise.all([
      report('failure', { STEPS: BUILD_FAILED, GH_LIST_TOGETHER: '2' }),
      report('failure', { STEPS: BUILD_FAILED, GH_LIST_TOGETHER: '2' }),
    ]);
    expect([first.status, second.status]).toEqual([0, 0]);
    // Both read an empty list and opened one; the newer is closed, its news on the older.
    const all = await github.issues();
    expect(all.map(({ number, state }) => [number, state])).toEqual([
      [1, 'open'],
      [2, 'closed'],
    ]);
    expect(all[1]!.comments).toEqual(['Es el mismo aviso que #1: sigue allí.']);
    expect(all[0]!.comments).toHaveLength(1);
  });

  it('closes the open issue once a publication goes well, and pings the heartbeat', async () => {
    await report('failure', { STEPS: BUILD_FAILED });
    github.pinged.length = 0;
    await report('success');
    const [issue] = await github.issues();
    expect(issue!.state).toBe('closed');
    expect(issue!.comments).toEqual([expect.stringMatching(/^Volvió a salir bien: /)]);
    expect(github.pinged).toEqual(['/ping/abc']);
  });

  it('says nothing on GitHub when a good run follows good runs', async () => {
    await github.setIssues([
      { number: 7, title: FAILED, body: MARK, state: 'closed', labels: [INCIDENT_LABEL] },
    ]);
    await report('success');
    expect(await github.calls()).toEqual([expect.stringMatching(LISTED)]);
  });

  it('for a question that found main live, pings the heartbeat and touches no issue', async () => {
    await github.setIssues([
      { number: 7, title: FAILED, body: MARK, state: 'open', labels: [INCIDENT_LABEL] },
    ]);
    expect((await report('live')).status).toBe(0);
    expect(await github.calls()).toEqual([]);
    expect((await github.issues())[0]!.state).toBe('open');
    expect(github.pinged).toEqual(['/ping/abc']);
  });

  it('says nothing, and pings nothing, for a cancelled run', async () => {
    expect((await report('cancelled')).status).toBe(0);
    expect(await github.calls()).toEqual([]);
    expect(github.pinged).toEqual([]);
  });

  it('pings the heartbeat whatever GitHub’s API answers, opens no issue blind, and fails the step so the alarm runs', async () => {
    const failed = await report('failure', { GH_DOWN: '1' });
    expect(failed.status).toBe(1);
    expect((await github.calls()).every((call) => LISTED.test(call))).toBe(true);
    expect(github.pinged).toEqual(['/ping/abc/fail']);
    const good = await report('success', { GH_DOWN: '1' });
    expect(good.status).toBe(0);
    expect(github.pinged).toEqual(['/ping/abc/fail', '/ping/abc']);
  });

  it('refuses an outcome it does not know', async () => {
    expect((await report('skipped')).status).toBe(2);
    expect(await github.calls()).toEqual([]);
  });
});

describe('the publication’s record', () => {
  const recordDir = () => path.join(project.clone, '.cache/publication');
  const record = (outcome: string, now: number) =>
    step('record-publication.sh', [outcome], { NOW: String(now) });

  it('is written by the script and read by the question alike, and decides what is due', async () => {
    const main = checkedOutCommit(project.clone);
    expect(main.commit).toBe(await git(project.clone, 'rev-parse', 'HEAD'));
    const t = Math.floor(main.committedAt.getTime() / 1000) + 2 * 3600;
    const at = (seconds: number) => new Date(seconds * 1000);

    // No record: nothing says main is live.
    expect(await readPublicationRecord(recordDir())).toBeNull();
    expect(answerFromRecord(null, main, at(t))).toMatchObject({ changed: true });

    // A good publication of main: the question asks Firestore.
    expect((await record('success', t)).status).toBe(0);
    const good = (await readPublicationRecord(recordDir()))!;
    expect(good).toEqual({
      published: { commit: main.commit, at: at(t) },
      failures: 0,
      lastFailureAt: null,
      signInFailed: false,
    });
    expect(await readFile(path.join(recordDir(), 'record'), 'utf8')).toBe(
      `published=${main.commit} ${t}\nfailures=0\n`,
    );
    expect(answerFromRecord(good, main, at(t + 60))).toBeNull();

    // Two failures: the last good one kept, the wait doubled.
    await record('failure', t + 600);
    await record('failure', t + 1200);
    const failed = (await readPublicationRecord(recordDir()))!;
    expect(failed).toEqual({
      published: good.published,
      failures: 2,
      lastFailureAt: at(t + 1200),
      signInFailed: false,
    });
    const wait = retryAfterMinutes(2) * 60;
    expect(answerFromRecord(failed, main, at(t + 1200 + wait - 1))).toMatchObject({
      changed: false,
      summary: expect.stringMatching(/the last 2 publications failed: the next try at/),
    });
    expect(answerFromRecord(failed, main, at(t + 1200 + wait))).toMatchObject({ changed: true });

    // Another good one clears them.
    await record('success', t + 3600);
    expect((await readPublicationRecord(recordDir()))!.failures).toBe(0);
    expect((await record('skipped', t)).status).toBe(2);
  });

  it('tells the schedule’s first step, before anything is installed, to wait as long as the question would', async () => {
    await rm(recordDir(), { recursive: true, force: true });
    const waiting = async (now: number) => {
      const output = path.join(project.clone, 'waiting-output');
      await writeFile(output, '');
      const ran = await step('record-publication.sh', ['waiting'], {
        NOW: String(now),
        GITHUB_OUTPUT: output,
      });
      expect(ran.status).toBe(0);
      return (await readFile(output, 'utf8')).trim();
    };
    const main = checkedOutCommit(project.clone);
    const t = Math.floor(main.committedAt.getTime() / 1000) + 2 * 3600;
    // No record, or a good one: nothing to wait for.
    expect(await waiting(t)).toBe('waiting=false');
    await record('success', t);
    expect(await waiting(t + 60)).toBe('waiting=false');
    // After each failure, waiting exactly as long as the question's own answer says.
    let last = t;
    for (let failures = 1; failures <= 7; failures++) {
      last += 60;
      await record('failure', last);
      const wait = retryAfterMinutes(failures) * 60;
      const kept = (await readPublicationRecord(recordDir()))!;
      for (const now of [last + wait - 1, last + wait]) {
        const question = answerFromRecord(kept, main, new Date(now * 1000))!;
        expect(await waiting(now), `${failures} failures, ${now - last} s`).toBe(
          `waiting=${!question.changed}`,
        );
      }
    }
  });

  it('waits a day after a failed sign-in to Google, however many failed before, in the first step and the question alike', async () => {
    await rm(recordDir(), { recursive: true, force: true });
    const main = checkedOutCommit(project.clone);
    const t = Math.floor(main.committedAt.getTime() / 1000) + 2 * 3600;
    await record('failure', t);
    const ran = await step('record-publication.sh', ['failure'], {
      NOW: String(t + 900),
      SIGN_IN: 'true',
    });
    expect(ran.status).toBe(0);
    expect(await readFile(path.join(recordDir(), 'record'), 'utf8')).toBe(
      `failures=2 ${t + 900} sign-in\n`,
    );
    const kept = (await readPublicationRecord(recordDir()))!;
    expect(kept).toMatchObject({ failures: 2, signInFailed: true });
    expect(retryAfterMinutes(2, true)).toBe(SIGN_IN_RETRY_MINUTES);
    expect(SIGN_IN_RETRY_MINUTES).toBe(24 * 60);
    const output = path.join(project.clone, 'waiting-output');
    for (const [after, waiting] of [
      [SIGN_IN_RETRY_MINUTES * 60 - 1, true],
      [SIGN_IN_RETRY_MINUTES * 60, false],
    ] as const) {
      await writeFile(output, '');
      await step('record-publication.sh', ['waiting'], {
        NOW: String(t + 900 + after),
        GITHUB_OUTPUT: output,
      });
      expect((await readFile(output, 'utf8')).trim()).toBe(`waiting=${waiting}`);
      expect(answerFromRecord(kept, main, new Date((t + 900 + after) * 1000))).toMatchObject({
        changed: !waiting,
      });
    }
  });

  it('records a publication that went through after a failed question as a failure: the next waits', async () => {
    await rm(recordDir(), { recursive: true, force: true });
    const t = Math.floor(Date.now() / 1000);
    const ran = await step('record-publication.sh', ['success'], {
      NOW: String(t),
      QUESTION: 'failure',
    });
    expect(ran.output).toContain('recorded as a failure');
    expect(await readPublicationRecord(recordDir())).toMatchObject({ failures: 1 });
    await step('record-publication.sh', ['success'], { NOW: String(t + 900), QUESTION: 'success' });
    expect(await readPublicationRecord(recordDir())).toMatchObject({ failures: 0 });
  });

  it('leaves a young commit to its push deploy, and publishes main once that had its time', () => {
    const published = { commit: 'a'.repeat(40), at: new Date('2026-11-26T10:00:00Z') };
    const record = { published, failures: 0, lastFailureAt: null, signInFailed: false };
    const main = { commit: 'b'.repeat(40), committedAt: new Date('2026-11-26T11:00:00Z') };
    const after = (minutes: number) => new Date(main.committedAt.getTime() + minutes * 60_000);
    expect(answerFromRecord(record, main, after(PUSH_DEPLOY_MINUTES - 1))).toMatchObject({
      changed: false,
      summary: expect.stringMatching(/its push deploy publishes it/),
    });
    expect(answerFromRecord(record, main, after(PUSH_DEPLOY_MINUTES))).toMatchObject({
      changed: true,
      summary: 'main (bbbbbbb) has moved since the last publication (aaaaaaa)',
    });
  });
});
