// The editor at /editar/ as the browser tests drive it: the built editor,
// with its built configuration but Sveltia's test backend, whose repository
// lives in the browser's origin-private file system. The production build
// names GitHub: only these tests, intercepting the configuration in their
// own browser, switch it to the test repository.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { url } from './browser';

/** The folder of the origin-private file system Sveltia's test backend reads as the repository. */
const TEST_REPOSITORY = 'sveltia-cms-test';

/** The folders of the project the editor edits, and so what the test repository is seeded with. */
const EDITED = ['content', 'public/images'];

/** The project's files the editor edits, by path, as bytes. */
export async function repositoryFiles(): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const folder of EDITED)
    for (const entry of await readdir(folder, { recursive: true, withFileTypes: true }))
      if (entry.isFile()) {
        const file = path.join(entry.parentPath, entry.name);
        files.set(file, await readFile(file));
      }
  return files;
}

/** Writes `files` into the test repository of the page's origin (the page must be on the site). */
export async function seedTestRepository(page: Page, files: Map<string, Buffer>): Promise<void> {
  const encoded = [...files].map(([file, bytes]): [string, string] => [
    file,
    bytes.toString('base64'),
  ]);
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
          await dir.getFileHandle(parts.at(-1)!, { create: true })
        ).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
        await writable.close();
      }
    },
    { folder: TEST_REPOSITORY, encoded },
  );
}

/** Every file of the page's test repository, by path, as bytes: what the editor committed. */
export async function testRepositoryFiles(page: Page): Promise<Map<string, Buffer>> {
  const listed = await page.evaluate(async (folder) => {
    const out: [string, string][] = [];
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of (
        dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
      ).entries()) {
        if (handle.kind === 'directory')
          await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else {
          const bytes = new Uint8Array(
            await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer(),
          );
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          out.push([`${prefix}${name}`, btoa(binary)]);
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(folder), '');
    return out;
  }, TEST_REPOSITORY);
  return new Map(listed.map(([file, base64]) => [file, Buffer.from(base64, 'base64')]));
}

/** The built configuration with the test backend in GitHub's place, published at once (no pull requests there). */
export async function testConfiguration(): Promise<Record<string, unknown>> {
  const built = await (await fetch(url('/editar/config.json'))).json();
  return { ...built, backend: { name: 'test-repo' }, publish_mode: 'simple' };
}

/**
 * Opens the editor on the test repository seeded with `files`: the page's
 * configuration is intercepted in this browser only. Resolves once the
 * collections are listed.
 */
export async function openEditor(page: Page, files: Map<string, Buffer>): Promise<void> {
  const config = await testConfiguration();
  await page.route('**/editar/config.json*', (route) => route.fulfill({ json: config }));
  await page.goto(url('/robots.txt'));
  await seedTestRepository(page, files);
  await page.goto(url('/editar'));
  await page.getByRole('button', { name: 'Trabajar con un repositorio de prueba' }).click();
  await page
    .getByRole('heading', { name: 'Colecciones' })
    .or(page.getByText('Colecciones'))
    .first()
    .waitFor();
}

/**
 * Opens an entry of the editor by its address, as "Editar esta página" does;
 * resolves once its form is up. From its collection's list: Sveltia leaves
 * its form empty when the address goes from one entry straight to another.
 */
export async function openEntry(page: Page, hash: string): Promise<void> {
  const save = page.getByRole('button', { name: 'Guardar' });
  await page.evaluate((to) => (location.hash = to), hash.replace(/\/entries\/.*$/, ''));
  await save.waitFor({ state: 'detached' });
  await page.evaluate((to) => (location.hash = to), hash);
  await save.waitFor();
}

/** The lines of `after` that differ from `before`'s, by number (files of as many lines). */
export function changedLines(
  before: string,
  after: string,
): { line: number; was: string; is: string }[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const changes = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if (a[i] !== b[i]) changes.push({ line: i + 1, was: a[i] ?? '', is: b[i] ?? '' });
  return changes;
}
