// `npm run live:check [-- ADDRESS]`: after a deploy, whether the site at
// ADDRESS (else LIVE_SITE_URL, else the school's siteUrl) shows what this build published:
// its news screen links the newest item with a page, and that page answers
// with its title; and home carries the families' notice the build's home
// carries, or none. Reads the build's report (build/build-report.json, or
// BUILD_DIR's) and its home page. Exits 1, saying what is missing, when it does not; a few
// tries, a few seconds apart, let the host's CDN take the new files.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { importSource } from '../lib/source-modules.mjs';

const [{ school }, { paths }, { readBuildReport }, { buildDirectory }, { noticeIn }] =
  await Promise.all(
    [
      'site/identity.ts',
      'site/pages.ts',
      'build-end/report.server.ts',
      'lib/build-directory.ts',
      'build-end/notice-in-pages.ts',
    ].map(importSource),
  );

const [address = process.env.LIVE_SITE_URL || school.siteUrl] = process.argv.slice(2);
const tries = Number(process.env.LIVE_CHECK_TRIES ?? 6);
const pause = Number(process.env.LIVE_CHECK_PAUSE_MS ?? 10_000);
const base = address.replace(/\/$/, '');

const { newest } = await readBuildReport(buildDirectory());
const notice = noticeIn(
  await readFile(path.join(buildDirectory(), 'client', 'index.html'), 'utf8').catch(() => ''),
);

/** The text as HTML writes it, to be found in a page. */
const html = (text) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

async function page(pathname) {
  const response = await fetch(base + pathname, {
    headers: { 'cache-control': 'no-cache' },
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, text: await response.text() };
}

/** What is missing on the live site, or an empty list. */
async function missing() {
  const problems = [];
  const home = await page(paths.home);
  if (noticeIn(home.text) !== notice)
    problems.push(
      notice
        ? `${paths.home} does not carry the notice ${notice}`
        : `${paths.home} still carries the notice ${noticeIn(home.text)}`,
    );
  const screen = await page(paths.news);
  if (screen.status !== 200) problems.push(`${paths.news} answered ${screen.status}`);
  if (!newest) return problems;
  if (!screen.text.includes(`href="${newest.path}"`))
    problems.push(`${paths.news} does not link the newest item, ${newest.path}`);
  const item = await page(newest.path);
  if (item.status !== 200) problems.push(`${newest.path} answered ${item.status}`);
  else if (!item.text.includes(html(newest.title)))
    problems.push(`${newest.path} does not show its title, "${newest.title}"`);
  return problems;
}

let problems = [];
for (let attempt = 1; attempt <= tries; attempt++) {
  try {
    problems = await missing();
  } catch (error) {
    problems = [`${base} could not be reached (${error.cause?.message ?? error.message})`];
  }
  if (!problems.length) break;
  if (attempt < tries) await new Promise((resolve) => setTimeout(resolve, pause));
}
if (problems.length) {
  console.error(`The live site at ${base} does not show what this build published:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `${
    newest
      ? `The live site at ${base} shows the newest item, "${newest.title}", on ${paths.news} and at ${newest.path}`
      : `The live site at ${base} answers on ${paths.news} (no news items yet)`
  }; home carries ${notice ? `the notice ${notice}` : 'no notice'}.`,
);
