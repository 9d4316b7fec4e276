import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';

/**
 * Indexes the built pages for the site search with Pagefind, in Spanish
 * (stemming, so "faltas" finds "falta"). Only what a page marks
 * `data-pagefind-body` (its <main>) is read; each heading with an id becomes
 * a result of its own. The index goes to pagefind/, fetched in chunks by the
 * browser only when a visitor searches.
 */
export async function indexForSearch(client: string): Promise<void> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'es' });
  if (!index) throw new Error(`The search index could not be created: ${errors.join('; ')}`);
  const added = await index.addDirectory({ path: client });
  if (added.errors.length) throw new Error(`Search indexing failed: ${added.errors.join('; ')}`);
  const output = path.join(client, 'pagefind');
  const written = await index.writeFiles({ outputPath: output });
  if (written.errors.length)
    throw new Error(`The search index was not written: ${written.errors.join('; ')}`);
  await pagefind.close();
  // Pagefind's own interfaces: the site has its own (src/page-script/search.ts).
  for (const file of await readdir(output)) {
    if (/^pagefind-(component-ui|modular-ui|ui|highlight)\./.test(file))
      await rm(path.join(output, file));
  }
}
