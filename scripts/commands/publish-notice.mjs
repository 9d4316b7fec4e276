// `node scripts/commands/publish-notice.mjs`: the notice's fast path. The
// live site as the last good publication built it (KEPT_SITE_DIR, else
// .cache/site: scripts/commands/kept-site.sh) becomes the build to deploy
// (BUILD_DIR, else build), with the families' notice as main has it written
// into every page by the build's own function (src/build-end/notice-in-pages.ts):
// no page is built. Exits 1, saying the file and the field in Spanish, when
// the notice cannot be read, and writes nothing.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { importSource } from '../lib/source-modules.mjs';
import { writeNoticeInPages } from '../lib/notice-pages.mjs';

const [kinds, contentFiles, problem, notices, pages, { buildDirectory }] = await Promise.all(
  [
    'content/kinds.ts',
    'content/kind-files.server.ts',
    'content/problem.ts',
    'content/notice.ts',
    'build-end/notice-in-pages.ts',
    'lib/build-directory.ts',
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

const { pages: count, written } = await writeNoticeInPages(
  path.join(kept, 'client'),
  path.join(build, 'client'),
  notice,
  parts,
);
console.log(
  notice
    ? `Notice ${notice.id} (until ${new Date(notice.end).toISOString()}) written into ${written} of ${count} pages of the kept site.`
    : `No notice to show: taken out of ${written} of ${count} pages of the kept site.`,
);
