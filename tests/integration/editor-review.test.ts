// What the review panel reads of each saved change, against a stand-in for
// GitHub's REST API (scripts/test-servers/github-api.mjs), with the preview's
// status posted by the workflow's own script.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editorPull,
  startGitHubApi,
  workflowComment,
  workflowRun,
  workflowStatus,
} from '../../scripts/test-servers/github-api.mjs';
import { CONTENT_PROBLEMS_FILE } from '~/builder/text/content-checks';
import {
  findingsComment,
  GitHubRefusal,
  PREVIEW_STATUS,
  publishChange,
  readChanges,
  NO_RUN_AFTER_MS,
  type GitHubAccess,
} from '~/editor/review';

const REPO = 'escuela/sitio';
const TOKEN = 'github_pat_secretaria';
let github: Awaited<ReturnType<typeof startGitHubApi>>;
let access: GitHubAccess;

const run = workflowRun;
const repeated = {
  file: 'content/normas-de-convivencia.mdx',
  line: 60,
  message: 'El artículo 4 está repetido: ya aparece en la línea 49. No -- es un guion.',
};
const link = {
  file: 'content/normas-de-convivencia.mdx',
  line: 58,
  message: 'El enlace «artículo 14» lleva a la sección #articulo-41 de esta página, que no existe.',
};

beforeAll(async () => {
  github = await startGitHubApi({ repo: REPO, token: TOKEN });
  access = { api: github.url, repo: REPO, token: TOKEN };
  const { state } = github;
  state.pulls.push(
    editorPull(11, 'Páginas', 'paginas/historia', 'a11'),
    editorPull(12, 'Páginas', 'paginas/normas-de-convivencia', 'b12'),
    editorPull(13, 'Noticias', 'noticias/2026-06-15-acto', 'c13', 'Crear'),
    {
      number: 14,
      title: 'Bump vite',
      updated_at: '2026-11-26T10:00:00Z',
      head: { ref: 'dependabot/npm_and_yarn/vite-8.1.0', sha: 'd14', repo: { full_name: REPO } },
    },
    editorPull(15, 'Colegio', 'colegio/datos', 'e15'),
  );
  state.runs.a11 = [run(101, 'completed', 'success')];
  state.statuses.a11 = [
    workflowStatus(PREVIEW_STATUS, 'pending'),
    workflowStatus(PREVIEW_STATUS, 'success', 'https://isc--pr11-x1.web.app'),
  ];
  state.runs.b12 = [run(201, 'completed', 'failure')];
  state.statuses.b12 = [workflowStatus(PREVIEW_STATUS, 'failure')];
  state.comments[12] = [
    // An earlier save's findings, corrected since: not this commit's.
    workflowComment(findingsComment('0ld', [{ ...link, line: 3 }])),
    { body: 'Un comentario de otra persona.', user: { login: 'familia' } },
    workflowComment(findingsComment('b12', [repeated, link])),
  ];
  // A run that failed, then re-run and still running: the newest tells.
  state.runs.c13 = [run(302, 'in_progress', null, 5), run(301, 'completed', 'failure', 1)];
  state.runs.e15 = [run(501, 'completed', 'timed_out')];
});
afterAll(() => github.close());

describe('the changes saved in the editor, as the panel reads them from GitHub', () => {
  it('lists the editor’s pull requests only, each checking, failed or ready', async () => {
    const changes = await readChanges(access);
    expect(changes.map(({ number, state }) => [number, state])).toEqual([
      [11, 'ready'],
      [12, 'failed'],
      [13, 'checking'],
      [15, 'failed'],
    ]);
  });

  it('gives a ready change its preview, and a failed one what to correct in this commit, by file and line', async () => {
    const [ready, failed, checking, technical] = await readChanges(access);
    expect(ready).toMatchObject({
      preview: 'https://isc--pr11-x1.web.app',
      findings: [],
      technical: false,
    });
    expect(failed!.preview).toBeUndefined();
    expect(failed!.technical).toBe(false);
    // The comment carries them intact, two hyphens included.
    expect(failed!.findings).toEqual([link, repeated]);
    expect(checking!.findings).toEqual([]);
    // Failed with nothing staff wrote to blame: the administrator's.
    expect(technical).toMatchObject({ state: 'failed', technical: true, findings: [] });
  });

  it('asks with the staff member’s token, and is refused without it', async () => {
    await expect(readChanges({ ...access, token: 'wrong' })).rejects.toEqual(
      new GitHubRefusal(401),
    );
  });

  it('publishes a change by merging its pull request in one commit and deleting its branch', async () => {
    const [ready] = await readChanges(access);
    await publishChange(access, ready!);
    expect(github.state.merged).toEqual([{ number: 11, method: 'squash', sha: 'a11' }]);
    expect(github.state.deletedRefs).toEqual(['cms/paginas/historia']);
    expect((await readChanges(access)).map((change) => change.number)).toEqual([12, 13, 15]);
  });
});

describe('the panel believes the school alone, and never leaves a change without a word', () => {
  const OUTSIDER = 'vecino/sitio';
  let other: Awaited<ReturnType<typeof startGitHubApi>>;
  let otherAccess: GitHubAccess;
  beforeAll(async () => {
    other = await startGitHubApi({ repo: REPO, token: TOKEN });
    otherAccess = { api: other.url, repo: REPO, token: TOKEN };
  });
  afterAll(() => other.close());
  const state = () => other.state;
  const changeNumbered = async (number: number, now?: number) =>
    (await readChanges(otherAccess, { now })).find((change) => change.number === number);

  it('leaves out a fork’s pull request on a cms/ branch, even on a commit that passed', async () => {
    state().pulls.push(
      editorPull(31, 'Páginas', 'paginas/historia', 'a31', 'Actualizar', { repo: OUTSIDER }),
      editorPull(32, 'Páginas', 'paginas/historia', 'b32', 'Actualizar', { repo: null }),
    );
    for (const sha of ['a31', 'b32']) {
      state().runs[sha] = [run(1, 'completed', 'success')];
      state().statuses[sha] = [workflowStatus(PREVIEW_STATUS, 'success', 'https://x.web.app')];
    }
    expect(await readChanges(otherAccess)).toEqual([]);
  });

  it('reads findings and the preview only from the workflow, never from anyone’s comment or status', async () => {
    state().pulls.push(editorPull(33, 'Páginas', 'paginas/fundador', 'c33'));
    state().runs.c33 = [run(1, 'completed', 'failure')];
    const phishing = {
      file: 'content/fundador.mdx',
      line: 1,
      message: 'Tu sesión venció: entrá en https://github-login.example/ y pegá tu token',
    };
    state().comments[33] = [
      workflowComment(findingsComment('c33', [repeated])),
      { body: findingsComment('c33', [phishing]), user: { login: 'vecino' } },
    ];
    expect((await changeNumbered(33))!.findings).toEqual([repeated]);
    // A preview status anyone with access could post is not the workflow's.
    state().pulls.push(editorPull(34, 'Páginas', 'paginas/historia', 'd34'));
    state().runs.d34 = [run(1, 'completed', 'success')];
    state().statuses.d34 = [
      {
        ...workflowStatus(PREVIEW_STATUS, 'success', 'https://trampa.example'),
        creator: { login: 'vecino' },
      },
    ];
    expect(await changeNumbered(34)).toMatchObject({ state: 'checking', preview: undefined });
  });

  it('keeps staff’s text as text in the workflow’s comment, and reads only the mark the workflow wrote', async () => {
    // A page's text, quoted in a finding: a heading and a link, and a forged mark with no findings.
    const forged = {
      file: 'content/historia.mdx',
      line: 12,
      message:
        '{\'x\' /*\n\n## Todo en orden: [aprobá acá](https://evil.example/login)\n\n<!-- revision-del-contenido {"sha":"h46","findings":[]} -->\n~~~~\n*/} no es un dato del colegio.',
    };
    const body = findingsComment('h46', [forged, repeated]);
    // As GitHub renders it (GitHub Flavored Markdown, its HTML comments kept).
    const html = String(
      await unified()
        .use(remarkParse)
        .use(remarkGfm)
        .use(remarkRehype, { allowDangerousHtml: true })
        .use(rehypeStringify, { allowDangerousHtml: true })
        .process(body),
    );
    expect(html).not.toMatch(/<h\d|<a |<em>/);
    expect(html.match(/<!-- revision-del-contenido/g)).toHaveLength(1);
    expect(html).toContain('## Todo en orden: [aprobá acá](https://evil.example/login)');
    state().pulls.push(editorPull(46, 'Páginas', 'paginas/historia', 'h46'));
    state().runs.h46 = [run(1, 'completed', 'failure')];
    state().comments[46] = [workflowComment(body)];
    expect((await changeNumbered(46))!.findings).toEqual([forged, repeated]);
  });

  it('takes findings it cannot read for a technical failure of that change alone', async () => {
    state().pulls.push(editorPull(35, 'Páginas', 'paginas/historia', 'e35'));
    state().runs.e35 = [run(1, 'completed', 'failure')];
    state().comments[35] = [
      workflowComment(findingsComment('e35', [{ file: 1, line: 'x', message: null } as never])),
    ];
    const changes = await readChanges(otherAccess);
    expect(changes.find((change) => change.number === 35)).toMatchObject({
      state: 'failed',
      technical: true,
      findings: [],
    });
    expect(changes.find((change) => change.number === 33)!.findings).toEqual([repeated]);
  });

  it('says a conflicting change cannot be checked, and one whose checks never started did not start', async () => {
    const saved = '2026-11-26T10:00:00Z';
    state().pulls.push(
      {
        ...editorPull(36, 'Páginas', 'paginas/historia', 'f36', 'Actualizar', {
          updated_at: saved,
        }),
        mergeable: false,
      },
      editorPull(37, 'Páginas', 'paginas/historia', 'g37', 'Actualizar', { updated_at: saved }),
    );
    const soon = Date.parse(saved) + 60_000;
    expect((await changeNumbered(36, soon))!.state).toBe('conflict');
    expect((await changeNumbered(37, soon))!.state).toBe('checking');
    const later = Date.parse(saved) + NO_RUN_AFTER_MS + 1;
    expect((await changeNumbered(37, later))!.state).toBe('unchecked');
    // A change that passed, then met a conflict when another was published, is no longer offered.
    state().runs.g37 = [run(1, 'completed', 'success')];
    state().statuses.g37 = [workflowStatus(PREVIEW_STATUS, 'success', 'https://y.web.app')];
    expect((await changeNumbered(37, later))!.state).toBe('ready');
    state().pulls.find((pull) => pull.number === 37)!.mergeable = false;
    expect((await changeNumbered(37, later))!.state).toBe('conflict');
  });

  it('offers no page marked «Borrador» for publishing, and says why: every other save publishes', async () => {
    const page = 'content/historia.mdx';
    // The page as shipped, marked or not: read by the pages' own reader, as the build reads it.
    const shipped = (await readFile(page, 'utf8')).replace(/^draft: .*\n/m, '');
    const text = (draft: boolean) =>
      `${shipped.replace(/^---\n/, draft ? '---\ndraft: true\n' : '---\n')}\nDraft: true en el texto no cuenta.\n`;
    state().pulls.push(
      editorPull(40, 'Páginas', 'paginas/historia', 'j40'),
      editorPull(41, 'Páginas', 'paginas/historia', 'k41'),
      editorPull(42, 'Colegio', 'colegio/datos', 'l42'),
    );
    for (const sha of ['j40', 'k41', 'l42']) {
      state().runs[sha] = [run(1, 'completed', 'success')];
      state().statuses[sha] = [workflowStatus(PREVIEW_STATUS, 'success', `https://${sha}.web.app`)];
    }
    state().files.j40 = { [page]: text(true) };
    state().files.k41 = { [page]: text(false) };
    const pageFile = (branch: string) => (branch === 'cms/paginas/historia' ? page : undefined);
    const changes = await readChanges(otherAccess, { pageFile });
    const byNumber = (n: number) => changes.find((change) => change.number === n);
    // Checked and previewed like any save, but not to publish.
    expect(byNumber(40)).toMatchObject({ state: 'draft', preview: 'https://j40.web.app' });
    expect(byNumber(41)!.state).toBe('ready');
    expect(byNumber(42)!.state).toBe('ready');
  });

  it('publishes only the commit that was checked: a head moved since is refused, and checked again', async () => {
    state().pulls.push(editorPull(38, 'Páginas', 'paginas/historia', 'h38'));
    state().runs.h38 = [run(1, 'completed', 'success')];
    state().statuses.h38 = [workflowStatus(PREVIEW_STATUS, 'success', 'https://z.web.app')];
    const checked = (await changeNumbered(38))!;
    expect(checked.state).toBe('ready');
    // Someone pushes to the branch after the checks passed.
    state().pulls.find((pull) => pull.number === 38)!.head.sha = 'i38';
    await expect(publishChange(otherAccess, checked)).rejects.toEqual(new GitHubRefusal(409));
    expect(state().merged).toEqual([]);
    expect(await changeNumbered(38)).toMatchObject({ sha: 'i38', state: 'checking' });
  });
});

describe('the preview job’s report, as the workflow posts it (scripts/commands/preview-status.mjs)', () => {
  let buildDir: string;
  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(tmpdir(), 'isc-preview-status-'));
  });
  afterAll(() => rm(buildDir, { recursive: true, force: true }));

  const post = (token: string, ...args: string[]) =>
    promisify(execFile)('node', ['scripts/commands/preview-status.mjs', ...args], {
      env: {
        ...process.env,
        GITHUB_API_URL: github.url,
        GITHUB_REPOSITORY: REPO,
        GITHUB_TOKEN: token,
        HEAD_SHA: 'f16',
        PR_NUMBER: '16',
        BUILD_DIR: buildDir,
      },
    });
  const sixteen = async () => (await readChanges(access)).find((change) => change.number === 16)!;

  it('takes a change from checking to ready with the preview’s address, or to failed', async () => {
    github.state.pulls.push(editorPull(16, 'Páginas', 'paginas/fundador', 'f16'));
    github.state.runs.f16 = [run(601, 'in_progress')];
    await post(TOKEN, 'pending');
    expect(await sixteen()).toMatchObject({ state: 'checking', preview: undefined });
    github.state.runs.f16 = [run(601, 'completed', 'success')];
    await post(TOKEN, 'success', 'https://isc--pr16-y2.web.app');
    expect(await sixteen()).toMatchObject({
      state: 'ready',
      preview: 'https://isc--pr16-y2.web.app',
    });
    // A failure with no content problem is the administrator's.
    await post(TOKEN, 'failure');
    expect(await sixteen()).toMatchObject({ state: 'failed', technical: true, findings: [] });
    expect(github.state.statuses.f16!.map(({ state }) => state)).toEqual([
      'pending',
      'success',
      'failure',
    ]);
    expect(github.state.comments[16] ?? []).toEqual([]);
  });

  it('tells the content problems the build found, on the pull request, where the panel reads them', async () => {
    await writeFile(path.join(buildDir, CONTENT_PROBLEMS_FILE), JSON.stringify([repeated]));
    await post(TOKEN, 'failure');
    expect(await sixteen()).toMatchObject({
      state: 'failed',
      technical: false,
      findings: [repeated],
    });
    const [comment] = github.state.comments[16]!;
    expect(comment!.body).toContain(
      '**Revisión del contenido:** hay una cosa para corregir antes de publicar.',
    );
    expect(comment!.body).toContain(`${repeated.file}, línea 60: ${repeated.message}`);
    expect(github.state.statuses.f16!.at(-1)!.description).toBe(
      'Hay algo para corregir en el texto: el editor dice qué y dónde.',
    );
  });

  it('warns, and fails nothing, when GitHub refuses it', async () => {
    const { stdout } = await post('expired', 'pending');
    expect(stdout).toContain(
      "::warning::The preview's status (pending) could not be told: GitHub answered 401",
    );
  });
});
