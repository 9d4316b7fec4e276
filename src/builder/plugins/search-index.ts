import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';

/** Pagefind's own interfaces, left out: the site has its own (src/page-script/search.ts). */
const UNUSED = /^pagefind-(component-ui|modular-ui|ui|highlight)\./;

/**
 * Indexes the built pages for the site search with Pagefind, in Spanish
 * (stemming, so "faltas" finds "falta"). Only what a page marks
 * `data-pagefind-body` (its <main>) is read; each heading with an id becomes
 * a result of its own. The index goes to pagefind/, fetched in chunks by the
 * browser only when a visitor searches.
 *
 * The files are taken from Pagefind in memory and written here, not with its
 * writeFiles: its backend hands small writes to background threads and
 * answers before they reach the disk, so closing it straight after could
 * leave a file empty (a search that finds nothing, on a busy machine).
 */
export async function indexForSearch(client: string): Promise<void> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'es' });
  if (!index) throw new Error(`The search index could not be created: ${errors.join('; ')}`);
  const added = await index.addDirectory({ path: client });
  if (added.errors.length) throw new Error(`Search indexing failed: ${added.errors.join('; ')}`);
  const built = await index.getFiles();
  await pagefind.close();
  if (built.errors.length)
    throw new Error(`The search index was not built: ${built.errors.join('; ')}`);
  const output = path.join(client, 'pagefind');
  for (const file of built.files) {
    if (UNUSED.test(file.path)) continue;
    const target = path.join(output, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.content);
  }
}
