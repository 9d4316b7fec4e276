import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** Runs the preflight on `folder`; resolves with its exit code and output. */
async function preflight(folder: string, env: Record<string, string> = {}) {
  try {
    const { stdout } = await run('node', ['scripts/preflight.mjs', folder], {
      env: { PATH: process.env.PATH, ...env },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** Edits a file of the copy in place. */
async function edit(file: string, change: (text: string) => string) {
  await writeFile(file, change(await readFile(file, 'utf8')));
}

describe('npm run preflight, on a copy of the project', () => {
  let copy = '';

  beforeAll(async () => {
    copy = await mkdtemp(path.join(tmpdir(), 'preflight-'));
    await mkdir(path.join(copy, 'src/site'), { recursive: true });
    await cp('src/site/identity.ts', path.join(copy, 'src/site/identity.ts'));
    await cp('content', path.join(copy, 'content'), { recursive: true });
  });
  afterAll(() => rm(copy, { recursive: true, force: true }));

  it('refuses the site as shipped, one line per reason with its file', async () => {
    const { code, output } = await preflight(copy);
    expect(code).toBe(1);
    const lines = output.split('\n').filter((line) => line.startsWith('  '));
    const pages = (await readdir('content')).filter((f) => f.endsWith('.mdx'));
    const news = await readdir('content/news');
    expect(lines).toHaveLength(8 + 2 + pages.length + news.length);
    expect(output).toContain('src/site/identity.ts: links.facebook is a placeholder address');
    expect(output).toContain('src/site/identity.ts: whatsappNumber is the placeholder');
    expect(output).toContain('src/site/identity.ts: siteUrl is the shipped default');
    expect(output).toContain('content/normas-de-convivencia.mdx: draft: true');
    expect(output).toContain('content/news/2026-10-05-inscripciones-2027.md: sample: true');
  });

  it('passes a configured site, and refuses local news when Firestore is the source', async () => {
    await edit(path.join(copy, 'src/site/identity.ts'), (text) =>
      text
        .replace(/`\$\{PLACEHOLDER\}\/([\w-]+)`/g, "'https://www.colegio-isc.edu.ar/$1'")
        .replace("'5492657000000'", "'5492657412345'")
        .replace("'https://isc-villamercedes.web.app'", "'https://www.colegio-isc.edu.ar'"),
    );
    for (const page of (await readdir(path.join(copy, 'content'))).filter((f) =>
      f.endsWith('.mdx'),
    ))
      await edit(path.join(copy, 'content', page), (text) => text.replace(/^draft: true.*\n/m, ''));
    for (const item of await readdir(path.join(copy, 'content/news')))
      await edit(path.join(copy, 'content/news', item), (text) =>
        text.replace(/^sample: true\n/m, ''),
      );
    expect(await preflight(copy)).toEqual({ code: 0, output: 'Ready to publish.\n' });

    const firestore = await preflight(copy, { VITE_FIREBASE_PROJECT_ID: 'isc-prod' });
    expect(firestore.code).toBe(1);
    expect(firestore.output).toMatch(
      /content\/news\/2026-10-05-inscripciones-2027\.md: local news are not published when the news come from Firestore/,
    );
    await rm(path.join(copy, 'content/news'), { recursive: true });
    await mkdir(path.join(copy, 'content/news'));
    expect((await preflight(copy, { VITE_FIREBASE_PROJECT_ID: 'isc-prod' })).code).toBe(0);
  });
});
