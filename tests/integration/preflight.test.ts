import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFLIGHT_PROBLEMS_FILE } from '~/builder/text/preflight';
import { adoptSampleNews, configureIdentity } from '../support/ready-to-publish.mjs';

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

/** What the preflight left beside the build for the preview's report and the failure issue. */
const leftProblems = async (folder: string) => {
  try {
    return JSON.parse(await readFile(path.join(folder, 'build', PREFLIGHT_PROBLEMS_FILE), 'utf8'));
  } catch {
    return null;
  }
};

describe('npm run preflight, on a copy of the project', () => {
  let copy = '';

  beforeAll(async () => {
    // The content alone: preflight reads it as the content module describes it.
    copy = await mkdtemp(path.join(tmpdir(), 'preflight-'));
    await cp('content', path.join(copy, 'content'), { recursive: true });
  });
  afterAll(() => rm(copy, { recursive: true, force: true }));

  it(
    'refuses the site as shipped, in Spanish, one line per reason with its file and line',
    async () => {
      const { code, output } = await preflight(copy);
      expect(code).toBe(1);
      const lines = output.split('\n').filter((line) => line.startsWith('  '));
      const news = await readdir('content/news');
      // Eight addresses and the WhatsApp number, the site's address and repository, each sample item.
      expect(lines).toHaveLength(8 + 4 + news.length);
      expect(output).toMatch(/^El sitio todavía no se puede publicar \(\d+\):/);
      expect(output).toContain(
        'content/colegio.json, línea 5: «Facebook del colegio» todavía tiene la dirección de ejemplo (https://example.com/reemplazar/facebook-del-colegio): poné la del colegio.',
      );
      expect(output).toContain(
        'content/colegio.json, línea 3: «Número de WhatsApp» todavía es el de ejemplo (5492657000000)',
      );
      expect(output).toContain(
        'content/sitio.json, línea 2: «Dirección del sitio» todavía es la de ejemplo',
      );
      expect(output).toContain(
        'content/sitio.json, línea 3: «Dirección del editor» todavía es la de ejemplo (https://isc-villamercedes-editor.web.app)',
      );
      expect(output).toContain(
        'content/sitio.json, línea 5: «Dirección del repositorio» todavía es la de ejemplo',
      );
      expect(output).toContain(
        'content/news/2026-10-05-inscripciones-2027.md, línea 3: Es una noticia de ejemplo que vino con el sitio',
      );
      // No text staff can save in the editor: a page marked «Borrador» publishes.
      expect(output).not.toMatch(/\.mdx/);
      // The same problems, left for the preview's report and the failure issue.
      expect(await leftProblems(copy)).toHaveLength(lines.length);
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
      expect(output).toContain(
        'content/colegio.json, línea 1: «Cantidad de alumnos» no es válido: Demasiado pequeño',
      );
      expect(output).toContain(
        'content/colegio.json, línea 1: «Número de WhatsApp» no es válido: Escribí solo números, entre 10 y 15, como 5492657123456',
      );
      // The other files are still read and told.
      expect(output).toContain('content/sitio.json, línea 2:');
    },
    PREFLIGHT_TIMEOUT_MS,
  );

  const FIRESTORE = { VITE_FIREBASE_PROJECT_ID: 'isc-prod', VITE_FIREBASE_API_KEY: 'clave' };

  it(
    'passes a configured site, whatever staff marked as a draft, and local files while Firestore is the source',
    async () => {
      await configureIdentity(copy);
      await adoptSampleNews(copy);
      // The shipped pages are marked «Borrador»: no reason not to publish.
      expect(await readFile(path.join(copy, 'content/historia.mdx'), 'utf8')).toMatch(
        /^draft: true$/m,
      );
      expect(await preflight(copy)).toEqual({ code: 0, output: 'Listo para publicar.\n' });
      expect(await leftProblems(copy)).toBeNull();

      // With Firestore the files are not published: a sample among them stops nothing.
      await writeFile(
        path.join(copy, 'content/news/2026-11-20-ejemplo.md'),
        '---\nfecha: 2026-11-20\nsample: true\n---\n\nUn ejemplo.\n',
      );
      expect((await preflight(copy, FIRESTORE)).code).toBe(0);
      expect((await preflight(copy)).code).toBe(1);
      await rm(path.join(copy, 'content/news/2026-11-20-ejemplo.md'));
      // Half-set settings are a reason not to publish, told in Spanish.
      const halfSet = await preflight(copy, { VITE_FIREBASE_PROJECT_ID: 'isc-prod' });
      expect(halfSet).toEqual({
        code: 1,
        output: expect.stringContaining(
          'La configuración de Firebase (las variables VITE_FIREBASE_* del repositorio, o .env) no es válida: Invalid Firebase settings: VITE_FIREBASE_API_KEY is missing',
        ),
      });
    },
    PREFLIGHT_TIMEOUT_MS,
  );
});
