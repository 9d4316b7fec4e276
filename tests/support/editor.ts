// The editor at /editar/ as the browser tests drive it: the built editor
// on Sveltia's test backend (scripts/lib/editor-test-repository.mjs), seeded
// with the project's files, and what the tests read of it.
import type { Page } from 'playwright-core';
import { editorSite } from './browser';
import {
  editedFiles,
  openTestEditor,
  TEST_REPOSITORY,
} from '../../scripts/lib/editor-test-repository.mjs';

/** The project's files the editor edits, by path, as bytes. */
export const repositoryFiles = async (): Promise<Map<string, Buffer>> =>
  editedFiles('.', await (await fetch(editorSite('/editar/config.json'))).json());

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

/**
 * Opens the editor on the test repository seeded with `files`: the page's
 * configuration is intercepted in this browser only. Resolves once the
 * collections are listed.
 */
export const openEditor = (page: Page, files: Map<string, Buffer>): Promise<void> =>
  openTestEditor(page, editorSite('/'), files);

/**
 * Opens an entry of the editor by its address (whole, or its "#…"), as
 * "Editar esta página" does; resolves once its form is up. From its
 * collection's list: Sveltia leaves its form empty when the address goes
 * from one entry straight to another.
 */
export async function openEntry(page: Page, address: string): Promise<void> {
  const hash = address.slice(address.indexOf('#'));
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
