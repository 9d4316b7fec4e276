// «Publicar en el sitio» with no rebuild, as the workflows run it: the
// preview job states its facts (promotion.mjs facts), staff's merge lands on
// main, and the live publication (kept-site.sh decide, then promotion.mjs
// decide) clones the preview's version live through Hosting's REST API
// (deploy-hosting.sh clone) when main is that preview as it was built, and
// builds otherwise. In a copy of the project, against stand-ins of GitHub
// and Hosting; the live job's steps with nothing installed, as they run.
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOnSite, SITE_STATUS, WORKFLOW_AUTHOR } from '~/editor/review';
import { SCHOOL_OFFSET } from '~/lib/dates';
import { PREVIEW_ONLY_HEADER, PROMOTION_STATUS } from '../../scripts/lib/promotion.mjs';
import { copyProject } from '../../scripts/lib/project-copy.mjs';
import { startGitHubApi } from '../../scripts/test-servers/github-api.mjs';
import { startHostingApi } from '../../scripts/test-servers/hosting-api.mjs';
import { gitIn, runCommand } from '../support/command';

const REPO = 'escuela/sitio';
const TOKEN = 'gh-token';
const PREVIEW_VERSION = '5e1f0c2a9b7d3e40';
const SOURCE = `sites/isc-vista/versions/${PREVIEW_VERSION}`;
/** The live site's configuration as Hosting keeps it, and the preview's: the same and noindex. */
const LIVE_CONFIG = {
  cleanUrls: true,
  headers: [{ glob: '**', headers: { 'X-Content-Type-Options': 'nosniff' } }],
};
const PREVIEW_CONFIG = {
  ...LIVE_CONFIG,
  headers: [
    ...LIVE_CONFIG.headers,
    { glob: '**', headers: { [PREVIEW_ONLY_HEADER.key]: PREVIEW_ONLY_HEADER.value } },
  ],
};

describe('a preview put live as it is', () => {
  let copy: Awaited<ReturnType<typeof copyProject>>;
  let github: Awaited<ReturnType<typeof startGitHubApi>>;
  let pullHead: string;
  let merged: string;

  const git = gitIn(() => copy.dir);
  const file = async (name: string, text: string) => {
    await mkdir(path.dirname(path.join(copy.dir, name)), { recursive: true });
    await writeFile(path.join(copy.dir, name), text);
  };
  const env = (more: Record<string, string> = {}) => ({
    ...process.env,
    GITHUB_API_URL: github.url,
    GITHUB_REPOSITORY: REPO,
    GITHUB_TOKEN: TOKEN,
    ...more,
  });
  /** The preview job's facts, as it states them once the preview is up (it has every package). */
  const postFacts = async () => {
    const modules = path.join(copy.dir, 'node_modules');
    const linked = await symlink(path.resolve('node_modules'), modules).then(
      () => true,
      () => false,
    );
    try {
      const facts = await runCommand('node', ['scripts/commands/promotion.mjs', 'facts'], {
        cwd: copy.dir,
        env: env({ HEAD_SHA: pullHead, PREVIEW_VERSION }),
      });
      expect(facts.status, facts.output).toBe(0);
      return facts.output;
    } finally {
      if (linked) await rm(modules);
    }
  };
  /** The hash of the editor's site the preview built, as kept-site.sh keeps it. */
  const editorHash = async () => {
    const ran = await runCommand('node', ['scripts/commands/promotion.mjs', 'editor-hash'], {
      cwd: copy.dir,
    });
    expect(ran.status, ran.output).toBe(0);
    return ran.output.trim();
  };
  const record = (line: string) =>
    file('.cache/publication/record', `published=${line}\nfailures=0\n`);
  /** What the live publication of a push decides, and why. */
  const decide = async () => {
    const output = path.join(copy.dir, 'github-output');
    await writeFile(output, '');
    const ran = await runCommand('bash', ['scripts/commands/kept-site.sh', 'decide'], {
      cwd: copy.dir,
      env: env({ GITHUB_OUTPUT: output, FIREBASE_PREVIEW_SITE: 'isc-vista' }),
    });
    expect(ran.status, ran.output).toBe(0);
    return { said: ran.output.trim(), output: (await readFile(output, 'utf8')).trim() };
  };

  beforeAll(async () => {
    copy = await copyProject('isc-promotion-', (name) =>
      /^(package\.json|scripts\/|src\/|content\/aviso\.json$)/.test(name),
    );
    github = await startGitHubApi({ repo: REPO, token: TOKEN });
    const live = await git('rev-parse', 'HEAD');

    // The last good publication built main as it was, and kept its site.
    await record(`${live} 1765000000`);
    await file('build/client/index.html', '<h1>Inicio</h1>');
    await file('build/notice-parts.json', '{}');
    await file('build/build-report.json', JSON.stringify({ news: { outage: null } }));
    await file('build/editor/editar.html', '<title>Editor</title>');
    await file('build/editor/assets/app-1a2b.js', 'sveltia()');
    const kept = await runCommand('bash', ['scripts/commands/kept-site.sh', 'keep'], {
      cwd: copy.dir,
    });
    expect(kept.status, kept.output).toBe(0);

    // Staff save a page: a pull request, whose preview is built from it and states its facts.
    await git('checkout', '--quiet', '-b', 'cms/paginas/historia');
    await file('content/historia.mdx', '---\ntitle: Historia\n---\nUna frase nueva.\n');
    await git('add', 'content/historia.mdx');
    await git('commit', '--quiet', '-m', 'Actualizar Páginas «historia»');
    pullHead = await git('rev-parse', 'HEAD');
    github.state.pulls.push({
      number: 12,
      title: 'Actualizar Páginas «historia»',
      updated_at: new Date().toISOString(),
      head: { ref: 'cms/paginas/historia', sha: pullHead, repo: { full_name: REPO } },
    });
    await rm(path.join(copy.dir, 'node_modules'));
    expect(await postFacts()).toContain(`${PROMOTION_STATUS}: tree=`);

    // «Publicar en el sitio»: squashed onto main, which has not moved.
    await git('checkout', '--quiet', 'main');
    await git('merge', '--quiet', '--squash', pullHead);
    await git('commit', '--quiet', '-m', 'Actualizar Páginas «historia» (#12)');
    merged = await git('rev-parse', 'HEAD');
    Object.assign(github.state.pulls[0]!, {
      state: 'closed',
      merged_at: new Date().toISOString(),
      merge_commit_sha: merged,
    });
  }, 60_000);
  afterAll(async () => {
    github?.close();
    await copy?.remove();
  });

  it('is chosen when main is the preview’s tree, after the publication it names, with the live editor', async () => {
    const { said, output } = await decide();
    expect(said).toMatch(/main is the preview of #12 as it was built/);
    expect(output).toBe(`path=clone\nsource=${SOURCE}`);
  });

  it('clones the preview’s version live with the live configuration, uploading nothing, and tells the editor’s panel', async () => {
    const hosting = await startHostingApi({
      site: 'isc-sitio',
      config: LIVE_CONFIG,
      files: { '/index.html': '<h1>Inicio</h1>' },
      others: {
        [SOURCE]: {
          config: PREVIEW_CONFIG,
          files: { '/index.html': '<h1>Inicio</h1>', '/historia/index.html': 'Una frase nueva.' },
        },
      },
    });
    try {
      const deploy = await runCommand('bash', ['scripts/commands/deploy-hosting.sh', 'clone'], {
        cwd: copy.dir,
        env: env({
          FIREBASE_PROJECT_ID: 'isc-sitio',
          HOSTING_API_URL: hosting.url,
          HOSTING_ACCESS_TOKEN: 'ya29.token',
          CLONE_SOURCE: SOURCE,
          GITHUB_SHA: merged,
        }),
      });
      expect(deploy.status, deploy.output).toBe(0);
      expect(deploy.output).toContain(`isc-sitio live with ${SOURCE}`);
      // What `firebase hosting:clone isc-vista:pr-12 isc-sitio:live` asks, unfinalized.
      expect(hosting.clones).toEqual([{ sourceVersion: SOURCE, finalize: false }]);
      expect(hosting.live().config).toEqual(LIVE_CONFIG);
      expect(hosting.livePage('/historia/index.html')).toBe('Una frase nueva.');
      expect(hosting.uploaded).toEqual([]);
    } finally {
      hosting.close();
    }
    const access = { api: github.url, repo: REPO, token: TOKEN };
    expect(await isOnSite(access, merged)).toBe(false);
    const told = await runCommand('node', ['scripts/commands/promotion.mjs', 'live'], {
      cwd: copy.dir,
      env: env(),
    });
    expect(told.status, told.output).toBe(0);
    expect(github.state.statuses[merged]).toEqual([
      expect.objectContaining({ context: SITE_STATUS, state: 'success' }),
    ]);
    expect(await isOnSite(access, merged)).toBe(true);
  });

  it('believes only the workflow’s facts', async () => {
    const forged = {
      context: PROMOTION_STATUS,
      state: 'success',
      target_url: null,
      description: `tree=${'0'.repeat(40)} version=otra record=${'0'.repeat(16)} editor=${'0'.repeat(16)}`,
      creator: { login: 'alguien' },
    };
    github.state.statuses[pullHead]!.push(forged);
    try {
      expect((await decide()).output).toBe(`path=clone\nsource=${SOURCE}`);
      expect(forged.creator.login).not.toBe(WORKFLOW_AUTHOR);
    } finally {
      github.state.statuses[pullHead]!.pop();
    }
  });

  it('rebuilds when the live site was published since the preview was built', async () => {
    const live = (await git('rev-parse', 'HEAD~1')).trim();
    await record(`${live} 1765000900`);
    try {
      const { said, output } = await decide();
      expect(said).toMatch(/published since the preview of #12 was built: the whole build/);
      expect(output).toBe('path=build');
    } finally {
      await record(`${live} 1765000000`);
    }
  });

  it('rebuilds when the editor’s site would change, which a clone of the site leaves as it is', async () => {
    await file('.cache/site/editor-hash', `${'f'.repeat(16)}\n`);
    const { said, output } = await decide();
    expect(said).toMatch(/another editor than the live one: the whole build/);
    expect(output).toBe('path=build');
  });

  it('rebuilds when main moved since the preview was built', async () => {
    await file('content/otra.mdx', '---\ntitle: Otra\n---\n');
    await git('add', 'content/otra.mdx');
    await git('commit', '--quiet', '-m', 'Otro cambio');
    const { said, output } = await decide();
    expect(said).toMatch(/no pull request's merge: the whole build/);
    expect(output).toBe('path=build');
    // The same tree from another merge: still not the preview's.
    Object.assign(github.state.pulls[0]!, { merge_commit_sha: await git('rev-parse', 'HEAD') });
    expect((await decide()).said).toMatch(/built from another tree than main's: the whole build/);
  });

  it('rebuilds once the families’ notice the preview carries has ended, so that the build leaves it out', async () => {
    await git('reset', '--quiet', '--hard', merged);
    Object.assign(github.state.pulls[0]!, { merge_commit_sha: merged });
    await file('.cache/site/editor-hash', await editorHash());
    expect((await decide()).output).toBe(`path=clone\nsource=${SOURCE}`);
    // Its facts, had the notice been shown with an end an hour ago (the form's school time).
    const notice = JSON.parse(await readFile(path.join(copy.dir, 'content/aviso.json'), 'utf8'));
    const hours = Number(SCHOOL_OFFSET.slice(0, 3));
    const end = new Date(Date.now() - 3_600_000 + hours * 3_600_000).toISOString().slice(0, 16);
    await file('content/aviso.json', JSON.stringify({ ...notice, shown: true, end }));
    try {
      expect(await postFacts()).toMatch(/until=[1-9]\d+$/m);
    } finally {
      await file('content/aviso.json', JSON.stringify(notice));
    }
    const { said, output } = await decide();
    expect(said).toMatch(/notice the preview of #12 carries has ended since: the whole build/);
    expect(output).toBe('path=build');
  });

  it('never states facts for a preview built without the news', async () => {
    await file('build/build-report.json', JSON.stringify({ news: { outage: 'HTTP 503' } }));
    const before = github.state.statuses[pullHead]!.length;
    expect(await postFacts()).toMatch(
      /Built without the news \(HTTP 503\): this preview is never promoted/,
    );
    expect(github.state.statuses[pullHead]).toHaveLength(before);
  });
});
