import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adoptSampleNews,
  configureIdentity,
  publishDrafts,
  removeLocalNews,
} from '../fixtures/ready-to-publish.mjs';

const run = promisify(execFile);

/** Each preflight starts Node and Vite's module runner: seconds on a busy two-core machine. */
const PREFLIGHT_TIMEOUT_MS = 60_000;

/** Runs the preflight on `folder`; resolves with its exit code and output. */
async function preflight(folder: string, env: Record<string, string> = {}) {
  try {
    const { stdout } = await run('node', ['scripts/commands/preflight.mjs', folder], {
      env: { PATH: process.env.PATH, ...env },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('npm run preflight, on a copy of the project', () => {
  let copy = '';

  beforeAll(async () => {
    // The content alone: preflight reads it as the content module describes it.
    copy = await mkdtemp(path.join(tmpdir(), 'preflight-'));
    await cp('content', path.join(copy, 'content'), { recursive: true });
  });
  afterAll(() => rm(copy, { recursive: true, force: true }));

  it(
    'refuses the site as shipped, one line per reason with its file',
    async () => {
      const { code, output } = await preflight(copy);
      expect(code).toBe(1);
      const lines = output.split('\n').filter((line) => line.startsWith('  '));
      const pages = (await readdir('content')).filter((f) => f.endsWith('.mdx'));
      const news = await readdir('content/news');
      expect(lines).toHaveLength(8 + 3 + pages.length + news.length);
      expect(output).toContain('content/colegio.json: links.facebook is a placeholder address');
      expect(output).toContain('content/colegio.json: whatsappNumber is the placeholder');
      expect(output).toContain('content/sitio.json: siteUrl is the shipped default');
      expect(output).toContain('content/sitio.json: repository.url is a placeholder address');
      expect(output).toContain('content/normas-de-convivencia.mdx: draft: true');
      expect(output).toContain('content/news/2026-10-05-inscripciones-2027.md: sample: true');
    },
    PREFLIGHT_TIMEOUT_MS,
  );

  it(
    'checks the school’s details by their schema, naming the file and each wrong field',
    async () => {
      const file = path.join(copy, 'content/colegio.json');
      const shipped = await readFile(file, 'utf8');
      const details = JSON.parse(shipped);
      await writeFile(
        file,
        JSON.stringify({ ...details, students: 0, whatsappNumber: 'llamar al 15' }),
      );
      const { code, output } = await preflight(copy);
      await writeFile(file, shipped);
      expect(code).toBe(1);
      expect(output).toContain('content/colegio.json: field "students": ');
      expect(output).toContain(
        'content/colegio.json: field "whatsappNumber": Escribí solo números, entre 10 y 15, como 5492657123456',
      );
      // The pages are still read and told.
      expect(output).toContain('content/normas-de-convivencia.mdx: draft: true');
    },
    PREFLIGHT_TIMEOUT_MS,
  );

  const FIRESTORE = { VITE_FIREBASE_PROJECT_ID: 'isc-prod', VITE_FIREBASE_API_KEY: 'clave' };

  it(
    'passes a configured site, and refuses local news when Firestore is the source',
    async () => {
      await configureIdentity(copy);
      await publishDrafts(copy);
      await adoptSampleNews(copy);
      expect(await preflight(copy)).toEqual({ code: 0, output: 'Ready to publish.\n' });

      const firestore = await preflight(copy, FIRESTORE);
      expect(firestore.code).toBe(1);
      expect(firestore.output).toMatch(
        /content\/news\/2026-10-05-inscripciones-2027\.md: local news are not published when the news come from Firestore/,
      );
      await removeLocalNews(copy);
      expect((await preflight(copy, FIRESTORE)).code).toBe(0);
      // Half-set settings are a reason not to publish, named like the others.
      const halfSet = await preflight(copy, { VITE_FIREBASE_PROJECT_ID: 'isc-prod' });
      expect(halfSet).toEqual({
        code: 1,
        output: expect.stringContaining(
          '.env or the environment: Invalid Firebase settings: VITE_FIREBASE_API_KEY is missing',
        ),
      });
    },
    PREFLIGHT_TIMEOUT_MS,
  );
});
