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

const [kinds, entries, problem, notices, pages, { buildDirectory }] = await Promise.all(
  [
    'content/kinds.ts',
    'content/entries.ts',
    'content/problem.ts',
    'content/notice.ts',
    'build-end/notice-in-pages.ts',
    'lib/build-directory.ts',
  ].map(importSource),
);

const kept = path.resolve(process.env.KEPT_SITE_DIR ?? '.cache/site');
const build = path.resolve(buildDirectory());

const { file, schema } = kinds.contentKinds.notice;
const read = entries.readJsonEntry(schema, { file, text: await readFile(file, 'utf8') });
if (!('value' in read)) {
  for (const each of read) console.error(problem.describeProblem(each));
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
let written = 0;
const queue = [...files];
const rewriteNext = async () => {
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const before = await readFile(path.join(kept, 'client', name), 'utf8');
    const after = pages.withNotice(before, notice, parts);
    if (after !== before) written += 1;
    await mkdir(path.dirname(path.join(build, 'client', name)), { recursive: true });
    await writeFile(path.join(build, 'client', name), after);
  }
};
await Promise.all(Array.from({ length: 8 }, rewriteNext));
console.log(
  notice
    ? `Notice ${notice.id} (until ${new Date(notice.end).toISOString()}) written into ${written} of ${files.length} pages of the kept site.`
    : `No notice to show: taken out of ${written} of ${files.length} pages of the kept site.`,
);
