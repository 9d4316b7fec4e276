// The built pages of one folder written into another with the families'
// notice (or none), by the build's own function (src/build-end/notice-in-pages.ts):
// each page read once and written once, a few at a time. The notice's fast
// path (scripts/commands/publish-notice.mjs) and the benchmark's site with a
// notice (scripts/bench/first-screen.mjs) write pages this way.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { importSource } from './source-modules.mjs';

/**
 * Every HTML file under `from`, with `notice` (a PageNotice, or null) written
 * in with the build's `parts`, at the same path under `to`. Answers how many
 * pages there are and how many the notice changed.
 */
export async function writeNoticeInPages(from, to, notice, parts) {
  const [{ withNotice }, { mapPool }] = await Promise.all(
    ['build-end/notice-in-pages.ts', 'lib/map-pool.ts'].map(importSource),
  );
  const files = (await readdir(from, { recursive: true })).filter((name) => name.endsWith('.html'));
  const changed = await mapPool(files, 8, async (name) => {
    const before = await readFile(path.join(from, name), 'utf8');
    const after = withNotice(before, notice, parts);
    await mkdir(path.dirname(path.join(to, name)), { recursive: true });
    await writeFile(path.join(to, name), after);
    return after !== before;
  });
  return { pages: files.length, written: changed.filter(Boolean).length };
}
