// `node scripts/commands/publish-notice.mjs`: the notice's fast path. The
// live site as the last good publication built it (KEPT_SITE_DIR, else
// .cache/site: scripts/commands/kept-site.sh) becomes the build to deploy
// (BUILD_DIR, else build), with the families' notice as main has it written
// into every page by the build's own function (src/build-end/notice-in-pages.ts):
// no page is built. Exits 1, saying the file and the field in Spanish, when
// the notice cannot be read, and writes nothing.
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { importSource } from '../lib/source-modules.mjs';

const [kinds, contentFiles, problem, notices, pages, { buildDirectory }, pool] = await Promise.all(
  [
    'content/kinds.ts',
    'content/files.server.ts',
    'content/problem.ts',
    'content/notice.ts',
    'build-end/notice-in-pages.ts',
    'lib/build-directory.ts',
    'lib/map-pool.ts',
  ].map(importSource),
);

const kept = path.resolve(process.env.KEPT_SITE_DIR ?? '.cache/site');
const build = path.resolve(buildDirectory());

const read = await contentFiles.readJsonKind('.', kinds.contentKinds.notice);
if (!read || !('value' in read)) {
  if (!read) console.error(`${kinds.contentKinds.notice.file} is missing.`);
  for (const each of read ?? []) console.error(problem.describeProblem(each));
  console.error('The notice could not be read: nothing was written.');
  process.exit(1);
}
const notice = notices.noticeForPages(read.value, new Date());
const parts = JSON.parse(await readFile(path.join(kept, pages.NOTICE_PARTS_FILE), 'utf8'));

await rm(build, { recursive: true, force: true });
for (const name of [pages.NOTICE_PARTS_FILE, 'build-report.json'])
  await cp(path.join(kept, name), path.join(build, name));

// Each kept page read once and written once, a few at a time.
const files = (await readdir(path.join(kept, 'client'), { recursive: true })).filter((name) =>
  name.endsWith('.html'),
);
const changed = await pool.mapPool(files, 8, async (name) => {
  const before = await readFile(path.join(kept, 'client', name), 'utf8');
  const after = pages.withNotice(before, notice, parts);
  await mkdir(path.dirname(path.join(build, 'client', name)), { recursive: true });
  await writeFile(path.join(build, 'client', name), after);
  return after !== before;
});
const written = changed.filter(Boolean).length;
console.log(
  notice
    ? `Notice ${notice.id} (until ${new Date(notice.end).toISOString()}) written into ${written} of ${files.length} pages of the kept site.`
    : `No notice to show: taken out of ${written} of ${files.length} pages of the kept site.`,
);
