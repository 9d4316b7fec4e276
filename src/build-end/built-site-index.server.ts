// Build time only: the built site as the content checks read it
// (content-checks.ts, SiteIndexData): each page's ids, and the files it
// serves. The build's checks and the editor's preview read the same.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathOfPageFile } from '../lib/page-path.ts';
import { paths } from '../site/pages.ts';
import type { SiteIndexData } from '../builder/text/content-checks.ts';

/** Folders of what the site makes, never linked from a page's text: not listed. */
const MADE = ['assets/', '_img/', 'pagefind/', `${paths.editor.slice(1)}/`];

/** The site built in `clientDir`, written down for the content checks. */
export async function readBuiltSite(clientDir: string): Promise<SiteIndexData> {
  const pages: Record<string, string[]> = {};
  const files: string[] = [];
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(clientDir, path.join(entry.parentPath, entry.name));
    if (!file.endsWith('.html')) {
      if (!MADE.some((folder) => file.startsWith(folder))) files.push(`/${file}`);
      continue;
    }
    const html = await readFile(path.join(clientDir, file), 'utf8');
    pages[pathOfPageFile(file)] = [
      ...new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!)),
    ];
  }
  const lists = Object.values(pages);
  const common = (lists[0] ?? []).filter((id) => lists.every((ids) => ids.includes(id)));
  for (const [page, ids] of Object.entries(pages))
    pages[page] = ids.filter((id) => !common.includes(id));
  return { pages, common, files: files.sort(), applications: [paths.editor] };
}
