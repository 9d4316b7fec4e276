// `npm run bench:compare -- [commit] [path …]`: the site of this working
// tree beside the one built from `commit` (by default the newest tag, else
// the commit before HEAD), both built alike (local news), served alike
// (superstatic, as production) and measured interleaved in the same run, so
// that what the machine does meanwhile weighs on both: Lighthouse (mobile) on
// each path (home by default), and the move home → contract in Chromium on a
// desktop and a phone (next-page.mjs), ROUNDS times each (default 8), which
// site goes first alternating round by round. Prints each figure of each
// site, the ratio of the medians, and the spread of the rounds' own ratios
// (this over that, each round's pair measured back to back).
import { execFileSync, execSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { cleanEnv } from '../lib/project-copy.mjs';
import { startStaticServer } from '../lib/static-server.mjs';
import { median, measure } from './lighthouse.mjs';
import { measureMove, revealMenuLink } from './next-page.mjs';
import { startThrottlingProxy } from './throttling-proxy.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 8);
const CONTRACT = '/secundario/normasDeConvivencia';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** The commit to compare with: the one named, else the newest tag, else the one before HEAD. */
function otherCommit(named) {
  if (named) return git('rev-parse', '--short', named);
  try {
    return git('describe', '--tags', '--abbrev=0');
  } catch {
    return git('rev-parse', '--short', 'HEAD~1');
  }
}

/**
 * `commit` checked out beside the project and built as this one is: its own
 * packages (this project's, linked, when its lockfile is the same). Answers
 * its folder and how to remove it.
 */
async function buildCommit(commit) {
  const dir = await mkdtemp(path.join(tmpdir(), 'isc-compare-'));
  git('worktree', 'add', '--detach', dir, commit);
  const remove = async () => {
    git('worktree', 'remove', '--force', dir);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const sameLock = execSync(`git diff --quiet ${commit} -- package-lock.json; echo $?`, {
      encoding: 'utf8',
    }).trim();
    if (sameLock === '0') symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
    else execSync('npm ci --no-audit --no-fund', { cwd: dir, stdio: 'inherit', env: cleanEnv() });
    execSync('npm run build', { cwd: dir, stdio: 'inherit', env: cleanEnv() });
  } catch (error) {
    await remove();
    throw error;
  }
  return { dir, remove };
}

/** Round by round, `measureOne(site)` on both sites, which goes first alternating. */
async function interleaved(sites, measureOne) {
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...sites].reverse() : sites;
    const figures = {};
    for (const site of order) figures[site.name] = await measureOne(site);
    rounds.push(figures);
  }
  return rounds;
}

/**
 * A figure of both sites over the rounds: each one's median, the ratio of
 * medians, the spread of the rounds' ratios (rounds where the other's figure
 * is 0 have none), and in how many rounds this one's was higher.
 */
function compared(rounds, [ours, theirs], pick) {
  const pairs = rounds
    .map((round) => [pick(round[ours.name]), pick(round[theirs.name])])
    .filter(([a, b]) => Number.isFinite(a) && Number.isFinite(b));
  if (!pairs.length) return null;
  const ratios = pairs
    .filter(([, b]) => b > 0)
    .map(([a, b]) => a / b)
    .sort((x, y) => x - y);
  const quartile = (q) => ratios[Math.min(ratios.length - 1, Math.floor(q * ratios.length))];
  const mine = median(pairs.map(([a]) => a));
  const other = median(pairs.map(([, b]) => b));
  return {
    ours: mine,
    theirs: other,
    ratio: other > 0 ? mine / other : null,
    spread: ratios.length ? [ratios[0], quartile(0.25), quartile(0.75), ratios.at(-1)] : null,
    slower: pairs.filter(([a, b]) => a > b).length,
    rounds: pairs.length,
  };
}

const number = (value) => (Math.abs(value) >= 100 ? Math.round(value) : Number(value.toFixed(1)));

function report(commit, rows) {
  console.info(
    `\n## This tree beside ${commit} (${ROUNDS} rounds, interleaved; spread: min, quartiles, max of the rounds' ratios)\n`,
  );
  console.info(`| Page or move | Figure | This | ${commit} | Ratio | Spread | This slower |`);
  console.info('| --- | --- | --- | --- | --- | --- | --- |');
  for (const { what, figure, result } of rows)
    console.info(
      result
        ? `| ${what} | ${figure} | ${number(result.ours)} | ${number(result.theirs)} | ${result.ratio === null ? '—' : `${result.ratio.toFixed(2)}×`} | ${result.spread?.map((r) => r.toFixed(2)).join(' / ') ?? '—'} | ${result.slower} of ${result.rounds} |`
        : `| ${what} | ${figure} | — | — | — | not measured | |`,
    );
}

const [named, ...paths] = process.argv.slice(2);
const commit = otherCommit(named === '-' ? undefined : named);
const routes = paths.length ? paths : ['/'];
console.info(`Building this tree, then ${commit}…`);
execSync('npm run build', { stdio: 'inherit', env: cleanEnv() });
const other = await buildCommit(commit);
const address = (server) => `http://127.0.0.1:${server.address().port}`;
const thisServer = await startStaticServer(0, { root: 'build/client' });
const otherServer = await startStaticServer(0, {
  root: path.relative(process.cwd(), path.join(other.dir, 'build/client')),
});
const sites = [
  { name: 'this', base: address(thisServer) },
  { name: commit, base: address(otherServer) },
];
const rows = [];
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
});
const proxy = await startThrottlingProxy();
try {
  for (const route of routes) {
    const rounds = await interleaved(sites, (site) =>
      measure({ port: chrome.port, runs: 1 }, site.name, `${site.base}${route}`),
    );
    for (const [figure, pick] of [
      ['FCP, ms', (r) => r.fcpMs],
      ['LCP, ms', (r) => r.lcpMs],
      ['TBT, ms', (r) => r.tbtMs],
      ['bytes, KB', (r) => r.bytes.total / 1000],
    ])
      rows.push({ what: `Lighthouse ${route}`, figure, result: compared(rounds, sites, pick) });
  }
  for (const device of ['desktop', 'phone']) {
    const rounds = await interleaved(sites, (site) =>
      measureMove({
        proxy,
        from: `${site.base}/`,
        to: `${site.base}${CONTRACT}`,
        reveal: revealMenuLink(CONTRACT),
        device,
        runs: 1,
      }),
    );
    rows.push({
      what: `home → contract, Chromium, ${device}`,
      figure: 'next page, ms',
      result: compared(rounds, sites, (r) => r.ms ?? NaN),
    });
  }
} finally {
  await chrome.kill();
  proxy.close();
  thisServer.close();
  otherServer.close();
  await other.remove();
}
report(commit, rows);
