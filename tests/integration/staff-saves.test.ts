// What the editor lets staff save never stops a publication: a copy of the
// project set up as the administrator's guide asks, then each save the
// editor allows, then the live path's own steps (the preflight, the build
// with the live publication's settings). Every one publishes, the news
// included, and the editor offers nothing the build would leave out.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsSlug } from '~/site/pages';
import { COLLECTIONS } from '~/editor/entry-links';
import { buildIn, copyProject } from '../../scripts/lib/project-copy.mjs';
import { noticias, storageObjects } from '../../scripts/samples/noticias.mjs';
import { testServerEnv } from '../../scripts/lib/firestore-site.mjs';
import { startFirestoreTestServer } from '../../scripts/test-servers/server.mjs';
import { configureIdentity, adoptSampleNews } from '../support/ready-to-publish.mjs';
import { runCommand } from '../support/command';

/** Two builds and their preflights, each some seconds on a busy two-core machine. */
const TIMEOUT_MS = 600_000;

/** The live publication's settings (publish.yml): content problems warn, the news may not be missing. */
const LIVE = { CONTENT_PROBLEMS: 'warn', ALLOW_NEWS_OUTAGE: '0', GITHUB_ACTIONS: 'true' };

let copy: Awaited<ReturnType<typeof copyProject>>;
const file = (name: string) => path.join(copy.dir, name);
const edit = async (name: string, change: (text: string) => string) =>
  writeFile(file(name), change(await readFile(file(name), 'utf8')));

/** `npm run preflight` in the copy, as the publication runs it, with `env` added. */
const preflight = (env: Record<string, string> = {}) =>
  runCommand('node', ['scripts/commands/preflight.mjs'], {
    cwd: copy.dir,
    env: { ...process.env, ...env },
  });

/** The collections the built editor offers. */
const offered = async () =>
  (
    JSON.parse(await readFile(file('build/editor/editar/config.json'), 'utf8')) as {
      collections: { name: string }[];
    }
  ).collections.map((collection) => collection.name);

/** The news items' pages the build made. */
const itemPages = async () =>
  (await readdir(file('build/client/institucional/novedades'), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && entry.name !== 'archivo')
    .map((entry) => entry.name);

beforeAll(async () => {
  copy = await copyProject('isc-staff-saves-');
  await configureIdentity(copy.dir);
}, TIMEOUT_MS);
afterAll(() => copy?.remove());

describe('every save the editor allows publishes', () => {
  it(
    'with the news from Firestore: a page marked «Borrador», another unmarked, the school’s details, and the news files shipped beside them',
    async () => {
      const server = await startFirestoreTestServer({
        port: 0,
        documents: noticias,
        storage: await storageObjects(),
      });
      try {
        const firestore = testServerEnv((server.address() as AddressInfo).port);
        // Staff mark the history page «Borrador» (the shipped pages are), edit the curriculum and the details.
        await edit('content/historia.mdx', (text) => text.replace(/^draft: .*$/m, 'draft: true'));
        await edit('content/estructura-curricular.mdx', (text) =>
          text.replace(/^draft: true\n/m, ''),
        );
        await edit('content/colegio.json', (text) =>
          text.replace('"students": 1100', '"students": 1125'),
        );
        // The news files shipped (samples among them) are not published beside Firestore, and refuse nothing.
        expect((await preflight(firestore)).status).toBe(0);
        // Every read of staff's files is counted, in every process of the build.
        const reads = file('staff-reads.jsonl');
        const { log } = await buildIn(copy.dir, {
          ...LIVE,
          ...firestore,
          NODE_OPTIONS: `--import ${path.resolve('tests/support/count-file-reads.mjs')}`,
          STAFF_READS_FILE: reads,
        });
        expect(log).not.toMatch(/::error/);
        // The content store read each page and JSON file once, for the whole build.
        const counted: Record<string, number> = {};
        for (const line of (await readFile(reads, 'utf8')).trim().split('\n'))
          for (const [name, times] of Object.entries(JSON.parse(line) as Record<string, number>))
            counted[name] = (counted[name] ?? 0) + times;
        const staffFiles = (await readdir(file('content')))
          .filter((name) => /\.(mdx|json)$/.test(name))
          .map((name) => `content/${name}`);
        expect(staffFiles.length).toBeGreaterThan(5);
        expect(counted).toEqual(Object.fromEntries(staffFiles.map((name) => [name, 1])));
        // Every news item Firestore holds has its page; the editor offers no news files beside them.
        const shown = noticias.filter(
          (item) => !['sin-texto', 'vacia', 'solo-script'].includes(item.id),
        );
        expect((await itemPages()).sort()).toEqual(shown.map((item) => newsSlug(item.id)).sort());
        expect(await offered()).not.toContain(COLLECTIONS.news);
        // The draft page is published, with no review date.
        const history = await readFile(
          file('build/client/institucional/historiaISC/index.html'),
          'utf8',
        );
        expect(history).toContain('<h1');
        expect(history).not.toContain('Última revisión');
        const curriculum = await readFile(
          file('build/client/secundario/estructuraCurricular/index.html'),
          'utf8',
        );
        expect(curriculum).toContain('Última revisión');
        expect(await readFile(file('build/client/index.html'), 'utf8')).toContain(
          '<span data-count-up="true">1125</span>',
        );
      } finally {
        server.close();
      }
    },
    TIMEOUT_MS,
  );

  it(
    'with the news as files: a new item and a deleted one; «Ejemplo» is no field staff can tick',
    async () => {
      await adoptSampleNews(copy.dir);
      const news = await readdir(file('content/news'));
      await rm(file(`content/news/${news[0]}`));
      // A new item as the editor writes it (config.server.ts): its date, then its text.
      const created = '2026-11-20-jornada-de-puertas-abiertas';
      await writeFile(
        file(`content/news/${created}.md`),
        '---\nfecha: 2026-11-20T10:00:00\n---\nJornada de puertas abiertas para las familias de 2027.\n',
      );
      const { status, output } = await preflight();
      expect({ status, output }).toEqual({ status: 0, output: 'Listo para publicar.\n' });
      await buildIn(copy.dir, LIVE);
      expect(await itemPages()).toContain(created);
      expect(await itemPages()).not.toContain(news[0]!.replace(/\.\w+$/, ''));
      expect(await offered()).toContain(COLLECTIONS.news);
      // «Ejemplo» is not a field staff can tick.
      const config = JSON.parse(await readFile(file('build/editor/editar/config.json'), 'utf8'));
      const sample = config.collections
        .find((collection: { name: string }) => collection.name === COLLECTIONS.news)
        .fields.find((field: { name: string }) => field.name === 'sample');
      expect(sample).toEqual({ name: 'sample', label: 'Ejemplo', widget: 'hidden' });
    },
    TIMEOUT_MS,
  );
});
