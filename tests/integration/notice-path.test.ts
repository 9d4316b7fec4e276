// The notice's fast path, as publish.yml runs it for a push that changed the
// families' notice alone: in a copy of the project with only the question's
// few packages installed (no full install), kept-site.sh decides,
// publish-notice.mjs writes the notice into the kept pages (no page built),
// and deploy-hosting.sh notice deploys them through Hosting's REST API to a
// stand-in that keeps the live site, uploading those pages alone.
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { compile } from 'sass';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '~/build-end/built-pages';
import { noticeIn, noticeScriptSource, NOTICE_PARTS_FILE } from '~/build-end/notice-in-pages';
import { SCHOOL_OFFSET } from '~/lib/dates';
import { copyProject } from '../../scripts/lib/project-copy.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { startHostingApi } from '../../scripts/test-servers/hosting-api.mjs';
import { gitIn, runCommand } from '../support/command';

/** An install from npm's cache, some seconds on a busy machine. */
const TIMEOUT_MS = 300_000;
const DAY_MS = 86_400_000;

/** A built page as the build leaves it without a notice: the site's frame, its policy. */
function builtPage(title: string) {
  const bare =
    `<!DOCTYPE html><html lang="es-AR"><head><meta charSet="utf-8"/><title>${title}</title><style>body{margin:0}</style>` +
    '<script>document.documentElement.dataset.listo=""</script></head><body><a class="skip-link" href="#contenido">Saltar al contenido</a>' +
    `<header>ISC</header><main id="contenido"><h1>${title}</h1></main></body></html>`;
  const policy = contentSecurityPolicy(bare, { connect: [], frames: [] });
  return bare.replace(
    '<head>',
    `<head><meta http-equiv="Content-Security-Policy" content="${policy}"/>`,
  );
}

/** Argentina's wall clock `ms` from now, as staff's form writes it (YYYY-MM-DDTHH:mm). */
const schoolTime = (ms: number) => {
  const hours = Number(SCHOOL_OFFSET.slice(0, 3));
  return new Date(Date.now() + ms + hours * 3_600_000).toISOString().slice(0, 16);
};

const PAGES = {
  '/index.html': builtPage('Inicio'),
  '/institucional/fundador/index.html': builtPage('Nuestro fundador'),
  '/institucional/novedades/index.html': builtPage('Novedades'),
  // The editor's signpost: not in the site's frame, never given a notice.
  '/editar.html':
    '<!DOCTYPE html><html><head></head><body><a href="https://editor.example">Editor</a></body></html>',
};
const OTHER_FILES = { '/assets/app.js': 'console.log("app")', '/_img/foto-640.avif': 'AVIF' };

describe('the notice’s fast path', () => {
  let copy: Awaited<ReturnType<typeof copyProject>>;
  let kept: string;
  let head: string;
  const git = gitIn(() => copy.dir);
  const record = (text: string) =>
    writeFile(path.join(copy.dir, '.cache/publication/record'), text);
  const decide = async () => {
    const output = path.join(copy.dir, 'github-output');
    await writeFile(output, '');
    const ran = await runCommand('bash', ['scripts/commands/kept-site.sh', 'decide'], {
      cwd: copy.dir,
      env: { ...process.env, GITHUB_OUTPUT: output },
    });
    expect(ran.status, ran.output).toBe(0);
    return { said: ran.output.trim(), path: (await readFile(output, 'utf8')).trim() };
  };

  beforeAll(async () => {
    copy = await copyProject('isc-notice-path-', (file) =>
      /^(package(-lock)?\.json|src\/|scripts\/|content\/|styles\/)/.test(file),
    );
    // The copy's own node_modules: the question's workspace alone, as the fast path installs it.
    await rm(path.join(copy.dir, 'node_modules'));
    const install = await runCommand(
      'npm',
      ['ci', '--workspace', 'news-check-packages', '--prefer-offline', '--no-audit', '--no-fund'],
      { cwd: copy.dir },
    );
    expect(install.status, install.output).toBe(0);

    // The site the last good publication put live, kept as kept-site.sh keeps it.
    const keptCommit = await git('rev-parse', 'HEAD');
    kept = path.join(copy.dir, '.cache/site');
    for (const [name, html] of Object.entries(PAGES)) {
      await mkdir(path.dirname(path.join(kept, 'client', name)), { recursive: true });
      await writeFile(path.join(kept, 'client', name), html);
    }
    const parts = {
      css: compile('styles/notice.scss', { style: 'compressed' }).css,
      script: transformSync(noticeScriptSource(), { minify: true }).code.trim(),
    };
    await writeFile(path.join(kept, NOTICE_PARTS_FILE), JSON.stringify(parts));
    await writeFile(path.join(kept, 'build-report.json'), '{}');
    await writeFile(path.join(kept, 'published'), `published=${keptCommit} 1765000000\n`);
    await mkdir(path.join(copy.dir, '.cache/publication'), { recursive: true });
    await record(`published=${keptCommit} 1765000000\nfailures=0\n`);

    // Then staff publish a notice, and nothing else.
    const notice = {
      shown: true,
      text: 'Hoy no hay clases por falta de agua: "mañana" sí & a horario.',
      link: '/noticias',
      level: 'urgent',
      end: schoolTime(2 * DAY_MS),
    };
    await writeFile(path.join(copy.dir, 'content/aviso.json'), JSON.stringify(notice, null, 2));
    await git('commit', '--quiet', '-am', 'Aviso para las familias');
    head = await git('rev-parse', 'HEAD');
  }, TIMEOUT_MS);
  afterAll(() => copy?.remove());

  it('is taken only when main differs from the live site’s commit in the notice alone, and the kept site is the live one', async () => {
    expect(await decide()).toEqual({
      said: expect.stringMatching(/in the notice alone \(content\/aviso.json\): the fast path/),
      path: 'path=notice',
    });
    const good = await readFile(path.join(copy.dir, '.cache/publication/record'), 'utf8');
    const [, commit] = /published=(\w+)/.exec(good)!;

    // A publication failed since the kept site's.
    await record(`${good.trim().replace('failures=0', 'failures=1 1765000100')}\n`);
    expect((await decide()).path).toBe('path=build');
    // The live site is another publication's (a scheduled one, with news the kept pages lack).
    await record(`published=${commit} 1765000999\nfailures=0\n`);
    expect(await decide()).toEqual({
      said: expect.stringMatching(/not the last good publication's/),
      path: 'path=build',
    });
    await record(good);
    // No kept site (evicted).
    await rename(kept, `${kept}-away`);
    expect((await decide()).path).toBe('path=build');
    await rename(`${kept}-away`, kept);
    // A page changed in the same push.
    await writeFile(path.join(copy.dir, 'content/uniforme-escolar.mdx'), '---\n---\nTexto.\n');
    await git('add', 'content/uniforme-escolar.mdx');
    await git('commit', '--quiet', '-m', 'Otro cambio');
    expect(await decide()).toEqual({
      said: expect.stringMatching(/in more than the notice \(2 files\)/),
      path: 'path=build',
    });
    await git('reset', '--quiet', '--hard', head);
    expect((await decide()).path).toBe('path=notice');
  });

  it('writes the notice into the kept pages and deploys them alone, on the question’s packages', async () => {
    // No full install: neither the site's framework nor firebase-tools is there.
    const installed = await readdir(path.join(copy.dir, 'node_modules'));
    expect(installed).toEqual(expect.arrayContaining(['vite', 'zod', 'google-auth-library']));
    for (const name of ['react', 'react-router', 'firebase-tools', '@mdx-js/mdx'])
      expect(installed).not.toContain(name);

    const wrote = await runCommand('node', ['scripts/commands/publish-notice.mjs'], {
      cwd: copy.dir,
    });
    expect(wrote.status, wrote.output).toBe(0);
    expect(wrote.output).toMatch(/written into 3 of 4 pages of the kept site/);
    const built = (name: string) => readFile(path.join(copy.dir, 'build/client', name), 'utf8');
    const home = await built('index.html');
    expect(noticeIn(home)).not.toBeNull();
    expect(home).toContain(
      'Hoy no hay clases por falta de agua: &quot;mañana&quot; sí &amp; a horario.',
    );
    expect(await built('editar.html')).toBe(PAGES['/editar.html']);

    const config = { headers: [{ glob: '**', headers: { 'X-Content-Type-Options': 'nosniff' } }] };
    // Two files a page of the list, so that every page of it is read.
    const hosting = await startHostingApi({
      site: 'isc-sitio',
      config,
      files: { ...PAGES, ...OTHER_FILES },
      pageSize: 2,
    });
    try {
      const before = hosting.live();
      const deploy = await runCommand('bash', ['scripts/commands/deploy-hosting.sh', 'notice'], {
        cwd: copy.dir,
        env: {
          ...process.env,
          FIREBASE_PROJECT_ID: 'isc-sitio',
          HOSTING_API_URL: hosting.url,
          HOSTING_ACCESS_TOKEN: 'ya29.token',
          GITHUB_SHA: head,
        },
      });
      expect(deploy.status, deploy.output).toBe(0);
      expect(deploy.output).toMatch(
        /isc-sitio live with 6 files, the live version's but 4 pages, of which 3 uploaded/,
      );
      // The pages in the site's frame, uploaded; everything else the live version's.
      expect(hosting.uploaded).toHaveLength(3);
      const after = hosting.live();
      expect(after).not.toBe(before);
      expect(after.config).toEqual(config);
      expect(Object.keys(after.files).sort()).toEqual(Object.keys(before.files).sort());
      for (const name of [...Object.keys(OTHER_FILES), '/editar.html'])
        expect(after.files[name]).toBe(before.files[name]);
      expect(hosting.livePage('/index.html')).toBe(home);
      expect(noticeIn(hosting.livePage('/institucional/fundador/index.html'))).toBe(noticeIn(home));
    } finally {
      hosting.close();
    }
    // The check after the deploy, on the same packages: the site serves the notice written.
    const served = (await startStaticServer(0, {
      root: path.relative(process.cwd(), path.join(copy.dir, 'build/client')),
    })) as Server;
    try {
      const address = `http://127.0.0.1:${(served.address() as AddressInfo).port}`;
      const check = await runCommand('node', ['scripts/commands/live-check.mjs', address], {
        cwd: copy.dir,
        env: { ...process.env, LIVE_CHECK_TRIES: '1' },
      });
      expect(check.status, check.output).toBe(0);
      expect(check.output).toContain(`home carries the notice ${noticeIn(home)}.`);
    } finally {
      served.close();
    }
  });

  it('never fails a publication over the site it keeps: the next notice then takes the whole build', async () => {
    const ran = await runCommand('bash', ['scripts/commands/kept-site.sh', 'keep'], {
      cwd: copy.dir,
      env: { ...process.env, BUILD_DIR: 'no-build', KEPT_SITE_DIR: '.cache/site-elsewhere' },
    });
    expect(ran.status).toBe(0);
    expect(ran.output).toMatch(/^::warning::The site could not be kept/m);
    await expect(readdir(path.join(copy.dir, '.cache/site-elsewhere'))).rejects.toThrow(/ENOENT/);
  });

  it('refuses a notice it cannot read, naming the file and the field, and writes nothing', async () => {
    const file = path.join(copy.dir, 'content/aviso.json');
    const saved = await readFile(file, 'utf8');
    await writeFile(file, JSON.stringify({ ...JSON.parse(saved), text: '' }));
    await rm(path.join(copy.dir, 'build'), { recursive: true, force: true });
    try {
      const wrote = await runCommand('node', ['scripts/commands/publish-notice.mjs'], {
        cwd: copy.dir,
      });
      expect(wrote.status).toBe(1);
      expect(wrote.output).toMatch(/content\/aviso\.json, línea \d+: .*/);
      expect(wrote.output).toMatch(/nothing was written/);
      await expect(readdir(path.join(copy.dir, 'build'))).rejects.toThrow(/ENOENT/);
    } finally {
      await writeFile(file, saved);
    }
  });
});
