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
import { PUSH_DEPLOY_MINUTES, retryAfterMinutes } from '~/news/archive/schedule';
import { PREFLIGHT_PROBLEMS_FILE } from '~/builder/text/preflight';
import { runCommand } from '../support/command';
import { fakeGitHub, git, INCIDENT_LABEL, projectOnRunner } from '../support/runner';

const TITLE = 'El sitio no se pudo publicar';
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

describe('the report after a run', () => {
  it('opens one issue for a failure, saying when it is tried again, and pings the heartbeat’s /fail', async () => {
    await github.setIssues([{ number: 3, title: 'Otra cosa', state: 'open' }]);
    expect((await report('failure')).status).toBe(0);
    const [, issue] = await github.issues();
    expect(issue).toMatchObject({
      number: 4,
      title: TITLE,
      state: 'open',
      labels: [INCIDENT_LABEL],
    });
    expect(issue!.body).toMatch(/^Falló: la publicación programada\./);
    expect(issue!.body).toContain('https://github.com/escuela/sitio/actions/runs/1');
    // The waits it tells are the schedule's own.
    const told = issue!.body.match(
      /a los 15 minutos, a los 30, a la hora, a las 2 y a las 4 horas, y después cada 6 horas/,
    );
    expect(told).not.toBeNull();
    expect([1, 2, 3, 4, 5, 6, 20].map(retryAfterMinutes)).toEqual([15, 30, 60, 120, 240, 360, 360]);
    expect(github.pinged).toEqual(['/ping/abc/fail']);
    // A run queued behind it fails minutes later: it finds the issue just opened (no search index to lag).
    await report('failure');
    expect((await github.issues()).filter((each) => each.title === TITLE)).toHaveLength(1);
  });

  it.each([
    [
      { build: { outcome: 'failure' }, deploy: { outcome: 'skipped' } },
      'Falló la construcción del sitio (npm run build). El sitio publicado sigue como estaba: ninguna noticia se perdió.',
    ],
    [
      { deploy: { outcome: 'failure' } },
      'Falló la subida a Firebase Hosting. El sitio publicado sigue como estaba',
    ],
    [
      { deploy: { outcome: 'success' }, 'live-check': { outcome: 'failure' } },
      'Falló la comprobación del sitio publicado (npm run live:check), después de subir el sitio: **el sitio publicado cambió**',
    ],
    [
      {},
      'Falló un paso de preparación (la descarga del código o el acceso a Google). El sitio publicado sigue como estaba',
    ],
  ])(
    'says in the issue which step failed and whether the site changed (%j)',
    async (steps, told) => {
      await report('failure', { STEPS: JSON.stringify(steps) });
      const [issue] = await github.issues();
      expect(issue!.body).toContain(told);
    },
  );

  it('quotes the last lines of the failed step’s output, kept by its shell, with no credential', async () => {
    const temp = path.join(project.clone, '.runner-temp');
    const script = path.join(temp, 'build-step.sh');
    await mkdir(temp, { recursive: true });
    await writeFile(
      script,
      [
        'for i in $(seq 1 30); do echo "línea $i"; done',
        'echo "token ghs_abcdefghijklmnopqrstuvwxyz0123" >&2',
        'echo "Error: content/historia.mdx: falta el título" >&2',
        'exit 3',
      ].join('\n'),
    );
    try {
      // The step's shell, as the workflow names it (shell: bash scripts/lib/logged-step.sh {0}).
      const ran = await runCommand('bash', ['scripts/lib/logged-step.sh', script, 'build'], {
        cwd: project.clone,
        env: { ...process.env, RUNNER_TEMP: temp },
      });
      expect(ran.status).toBe(3);
      expect(ran.output).toContain('línea 30');
      await report('failure', {
        RUNNER_TEMP: temp,
        STEPS: JSON.stringify({ 'set-up': { outcome: 'success' }, build: { outcome: 'failure' } }),
      });
      const body = (await github.issues())[0]!.body;
      expect(body).toContain('Falló la construcción del sitio (npm run build)');
      const quoted = body.split('Las últimas líneas de ese paso:')[1]!;
      expect(quoted).toContain('línea 30');
      expect(quoted).toContain('Error: content/historia.mdx: falta el título');
      expect(quoted).not.toContain('línea 5\n');
      expect(body).not.toContain('ghs_');
      expect(quoted).toContain('(línea omitida: podía tener una clave)');
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
  });

  it('takes a good publication after a failed question for a failure: one issue, the heartbeat’s /fail, never “healthy”', async () => {
    expect((await report('success', { QUESTION: 'failure' })).status).toBe(0);
    const [issue] = await github.issues();
    expect(issue).toMatchObject({ title: TITLE, state: 'open' });
    expect(issue!.body).toContain('Falló la consulta programada de las noticias');
    expect(issue!.body).toContain('**el sitio está al día**');
    expect(github.pinged).toEqual(['/ping/abc/fail']);
    // Once the question answers again, a good publication closes it.
    await report('success', { QUESTION: 'success' });
    expect((await github.issues())[0]!.state).toBe('closed');
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
      await report('failure');
    } finally {
      await rm(buildDir, { recursive: true, force: true });
    }
    const [issue] = await github.issues();
    expect(issue!.body).toContain(
      'Lo que falta antes de publicar (lo corrige quien administra el sitio; después la publicación sale sola):\n- `content/colegio.json`, línea 3: «Número de WhatsApp» todavía es el de ejemplo (5492657000000): poné el del colegio.',
    );
  });

  it('adds nothing while the incident’s issue is open: one mail an incident', async () => {
    await github.setIssues([{ number: 7, title: TITLE, state: 'open', labels: [INCIDENT_LABEL] }]);
    await report('failure');
    expect(await github.calls()).toEqual([expect.stringMatching(LISTED)]);
    expect(github.pinged).toEqual(['/ping/abc/fail']);
  });

  it('closes the open issue once a publication goes well, and pings the heartbeat', async () => {
    await github.setIssues([{ number: 7, title: TITLE, state: 'open', labels: [INCIDENT_LABEL] }]);
    await report('success');
    const [issue] = await github.issues();
    expect(issue!.state).toBe('closed');
    expect(issue!.comments).toEqual([expect.stringMatching(/^Volvió a salir bien: /)]);
    expect(github.pinged).toEqual(['/ping/abc']);
  });

  it('says nothing on GitHub when a good run follows good runs', async () => {
    await github.setIssues([
      { number: 7, title: TITLE, state: 'closed', labels: [INCIDENT_LABEL] },
    ]);
    await report('success');
    expect(await github.calls()).toEqual([expect.stringMatching(LISTED)]);
  });

  it('for a question that found main live, pings the heartbeat and touches no issue', async () => {
    await github.setIssues([{ number: 7, title: TITLE, state: 'open', labels: [INCIDENT_LABEL] }]);
    expect((await report('live')).status).toBe(0);
    expect(await github.calls()).toEqual([]);
    expect((await github.issues())[0]!.state).toBe('open');
    expect(github.pinged).toEqual(['/ping/abc']);
  });

  it('says nothing, and pings nothing, for a cancelled run', async () => {
    await github.setIssues([{ number: 7, title: TITLE, state: 'open', labels: [INCIDENT_LABEL] }]);
    expect((await report('cancelled')).status).toBe(0);
    expect(await github.calls()).toEqual([]);
    expect(github.pinged).toEqual([]);
  });

  it('pings the heartbeat whatever GitHub’s API answers, and opens no second issue blind', async () => {
    const failed = await report('failure', { GH_DOWN: '1' });
    expect(failed.status).toBe(0);
    expect(await github.calls()).toEqual([expect.stringMatching(LISTED)]);
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
    });
    expect(await readFile(path.join(recordDir(), 'record'), 'utf8')).toBe(
      `published=${main.commit} ${t}\nfailures=0\n`,
    );
    expect(answerFromRecord(good, main, at(t + 60))).toBeNull();

    // Two failures: the last good one kept, the wait doubled.
    await record('failure', t + 600);
    await record('failure', t + 1200);
    const failed = (await readPublicationRecord(recordDir()))!;
    expect(failed).toEqual({ published: good.published, failures: 2, lastFailureAt: at(t + 1200) });
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
    const record = { published, failures: 0, lastFailureAt: null };
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
