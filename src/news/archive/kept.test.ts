import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirebaseSettings } from '~/site/firebase';
import { SCHOOL_DETAILS_FILE, SITE_SETUP_FILE } from '~/content/kinds';
import { contentStore } from '~/content/store.server';
import { siteSetupSchema } from '~/content/site-setup';
import { schoolDetailsSchema } from '~/content/school-details';
import { entryCode, IDENTITY_READ, keptArchiveKey } from './kept-key.server';

const firebase: FirebaseSettings = {
  options: { apiKey: 'clave', projectId: 'demo-isc' },
  authIdTokenMaxAge: 300,
  storage: { buckets: ['demo-isc.appspot.com'] },
};

let root = '';
const edit = async (file: string, change: (text: string) => string) =>
  writeFile(path.join(root, file), change(await readFile(path.join(root, file), 'utf8')));
/** The lock file with `name`'s version changed. */
const bump = (name: string) =>
  edit('package-lock.json', (text) => {
    const lock = JSON.parse(text);
    lock.packages[`node_modules/${name}`].version += '-bumped';
    return JSON.stringify(lock);
  });

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'kept-key-'));
  await cp('src', path.join(root, 'src'), { recursive: true });
  // The school's details: the site's address decides which links of an item are its own.
  await mkdir(path.join(root, 'content'));
  await cp(SCHOOL_DETAILS_FILE, path.join(root, SCHOOL_DETAILS_FILE));
  await cp(SITE_SETUP_FILE, path.join(root, SITE_SETUP_FILE));
  await cp('package-lock.json', path.join(root, 'package-lock.json'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the code a kept archive is keyed by', () => {
  it('is what prepares an entry, found import by import, and the packages it uses', async () => {
    const { files, packages } = await entryCode(root);
    expect(files).toEqual(
      expect.arrayContaining([
        'src/news/archive/item.server.ts',
        'src/news/html/format.ts',
        'src/pictures/pipeline.server.ts',
        // The note a new-tab link carries, which item HTML takes from a component.
        'src/components/ExternalLink/ExternalLink.tsx',
        // The site's address, by which an item's links to the site are told from others.
        SITE_SETUP_FILE,
      ]),
    );
    expect(files).not.toContain('src/home/Hero.tsx');
    expect(files).not.toContain('src/news/live/live-news.ts');
    expect(packages.some((p) => p.startsWith('node_modules/dompurify@'))).toBe(true);
    expect(packages.some((p) => p.startsWith('node_modules/sharp@'))).toBe(true);
    expect(packages.some((p) => p.startsWith('node_modules/eslint@'))).toBe(false);
  });

  it('changes with that code and those packages, and with nothing else', async () => {
    const key = () => keptArchiveKey(firebase, root);
    const first = await key();
    expect(await key()).toBe(first);
    await bump('eslint');
    await edit('src/home/Hero.tsx', (text) => `${text}\n// Otro texto.\n`);
    expect(await key()).toBe(first);
    await edit('src/components/ExternalLink/ExternalLink.tsx', (text) =>
      text.replace('(se abre en una pestaña nueva)', '(abre una pestaña nueva)'),
    );
    const note = await key();
    expect(note).not.toBe(first);
    await bump('dompurify');
    expect(await key()).not.toBe(note);
  });

  it('follows what the entries read of the school’s details and the site’s setup (the site’s address), not the rest', async () => {
    const key = () => keptArchiveKey(firebase, root);
    const before = await key();
    // Each edit as a new build would read it: the content store keeps a file until it is forgotten.
    const json = async (file: string, change: (d: Record<string, unknown>) => void) => {
      await edit(file, (text) => {
        const d = JSON.parse(text);
        change(d);
        return JSON.stringify(d, null, 2);
      });
      contentStore(root).forget(path.join(root, file));
    };
    await json(SCHOOL_DETAILS_FILE, (d) => (d.students = 1234));
    await json(
      SCHOOL_DETAILS_FILE,
      (d) => ((d.links as Record<string, string>).blog = 'https://blog.example.org'),
    );
    await json(
      SITE_SETUP_FILE,
      (d) => ((d.repository as Record<string, string>).branch = 'publicado'),
    );
    expect(await key()).toBe(before);
    await json(SITE_SETUP_FILE, (d) => (d.siteUrl = 'https://www.colegio-isc.edu.ar'));
    expect(await key()).not.toBe(before);
  });

  it('lists every field of the school’s details and the site’s setup the entries’ code reads', async () => {
    const { files } = await entryCode(root);
    const fields = [
      ...Object.keys(schoolDetailsSchema.shape),
      ...Object.keys(siteSetupSchema.shape),
    ];
    const read = new Set<string>();
    // identity.ts, which the entries' code imports `school` from, reads the
    // others for its own exports (the WhatsApp and repository addresses).
    const readers = files.filter((f) => f.startsWith('src/') && f !== 'src/site/identity.ts');
    for (const file of readers)
      for (const [, field] of (await readFile(path.join(root, file), 'utf8')).matchAll(
        /\bschool\.(\w+)/g,
      ))
        if (fields.includes(field!)) read.add(field!);
    expect([...read].sort()).toEqual([...IDENTITY_READ].sort());
  });
});
