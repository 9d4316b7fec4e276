// The built editor on Sveltia's test backend, whose repository lives in the
// browser's origin-private file system: seeded with the project's files and
// opened with the built configuration but that backend. The production build
// names GitHub: only the browser tests and the benchmark, intercepting the
// configuration in their own browser, switch it to the test repository.

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The folders the editor's configuration (`config`, as built) edits: its collections' and its pictures'. */
const editedFolders = (config) => [
  ...config.collections.flatMap((collection) =>
    collection.folder
      ? [collection.folder]
      : collection.files.map((file) => path.dirname(file.file)),
  ),
  config.media_folder,
];

/** The files the editor configured as `config` edits in the project at `root`, by path from it, as bytes. */
export async function editedFiles(root, config) {
  const files = new Map();
  for (const folder of new Set(editedFolders(config)))
    for (const entry of await readdir(path.join(root, folder), {
      recursive: true,
      withFileTypes: true,
    }))
      if (entry.isFile()) {
        const file = path.relative(root, path.join(entry.parentPath, entry.name));
        files.set(file, await readFile(path.join(root, file)));
      }
  return files;
}

/** The folder of the origin-private file system Sveltia's test backend reads as the repository. */
export const TEST_REPOSITORY = 'sveltia-cms-test';

/** Writes `files` (path → bytes) into the test repository of the page's origin (the page must be on the site). */
export async function seedTestRepository(page, files) {
  const encoded = [...files].map(([file, bytes]) => [file, Buffer.from(bytes).toString('base64')]);
  await page.evaluate(
    async ({ folder, encoded }) => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry(folder, { recursive: true }).catch(() => {});
      const repository = await root.getDirectoryHandle(folder, { create: true });
      for (const [file, base64] of encoded) {
        const parts = file.split('/');
        let dir = repository;
        for (const part of parts.slice(0, -1))
          dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (
          await dir.getFileHandle(parts.at(-1), { create: true })
        ).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
        await writable.close();
      }
    },
    { folder: TEST_REPOSITORY, encoded },
  );
}

/** The built configuration at `site` with the test backend in GitHub's place, published at once. */
export async function testConfiguration(site) {
  const built = await (await fetch(new URL('/editar/config.json', site))).json();
  return { ...built, backend: { name: 'test-repo' }, publish_mode: 'simple' };
}

/**
 * Opens the editor at `site` on the test repository seeded with `files`: the
 * page's configuration is intercepted in this browser only. Resolves once the
 * collections are listed.
 */
export async function openTestEditor(page, site, files) {
  const config = await testConfiguration(site);
  await page.route('**/editar/config.json*', (route) => route.fulfill({ json: config }));
  // A blank page of the site's origin to seed it from: every file the site
  // serves is sandboxed, with no storage (firebase.json), and a page of the
  // site would start its own script.
  const blank = new URL('/semilla-del-repositorio-de-prueba', site).href;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>semilla</title>' }),
  );
  await page.goto(blank);
  await seedTestRepository(page, files);
  await page.goto(new URL('/editar', site).href);
  await page.getByRole('button', { name: 'Trabajar con un repositorio de prueba' }).click();
  await page
    .getByRole('heading', { name: 'Colecciones' })
    .or(page.getByText('Colecciones'))
    .first()
    .waitFor();
}
