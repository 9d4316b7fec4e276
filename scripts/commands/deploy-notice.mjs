// `node scripts/commands/deploy-notice.mjs`: the notice's fast path's deploy.
// The pages in BUILD_DIR/client (written by publish-notice.mjs) replace the
// live version's through Hosting's REST API, as firebase-tools deploys: a new
// version with the live version's own configuration (firebase.json as the
// last full publication deployed it: only the notice changed since) and its
// files, each page of ours listed by the hash Hosting knows it by (SHA-256
// of its gzip at level 9, firebase-tools' own), only those Hosting lacks
// uploaded (the pages whose notice changed), then finalized and released.
// The pictures and the other files are the live version's: none is kept or
// uploaded again. The editor's site is not
// touched. firebase-tools itself would do the same, but its install (643
// packages, 26 s) would take half the minute the notice has.
// Signed in as deploy-hosting.sh is (GOOGLE_APPLICATION_CREDENTIALS), with
// FIREBASE_PROJECT_ID (and FIREBASE_HOSTING_SITE when the site's id differs).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { call, hostingApi, hostingHeaders, publicSite } from '../lib/hosting-api.mjs';
import { importSource } from '../lib/source-modules.mjs';

const [{ buildDirectory }, { mapPool }] = await Promise.all(
  ['lib/build-directory.ts', 'lib/map-pool.ts'].map(importSource),
);

/** Uploads in flight at once (firebase-tools' own default). */
const UPLOADS = 200;

const site = publicSite();
if (!site) {
  console.error('FIREBASE_PROJECT_ID is not set: the repository variable of the Firebase project');
  process.exit(1);
}
const client = path.resolve(buildDirectory(), 'client');
const v1 = `${hostingApi()}/v1beta1`;
const headers = await hostingHeaders();

/** The files of the released version `name`, by path: their hashes. */
async function versionFiles(name) {
  const files = {};
  let pageToken = '';
  do {
    const page = await call(
      'GET',
      `${v1}/${name}/files?pageSize=1000${pageToken ? `&pageToken=${pageToken}` : ''}`,
      headers,
    );
    for (const file of page.files ?? []) files[file.path] = file.hash;
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  return files;
}

/** Our pages, gzipped as Hosting stores them, by their path from the site's root. */
async function ourPages() {
  const names = (await readdir(client, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(client, path.join(entry.parentPath, entry.name)));
  const files = new Map();
  for (const name of names) {
    const gzipped = gzipSync(await readFile(path.join(client, name)), { level: 9 });
    const hash = createHash('sha256').update(gzipped).digest('hex');
    files.set(`/${name.split(path.sep).join('/')}`, { hash, gzipped });
  }
  return files;
}

const live = (await call('GET', `${v1}/sites/${site}/channels/live`, headers)).release?.version;
if (!live?.config) throw new Error(`the live channel of ${site} has no released version to follow`);
const pages = await ourPages();
const files = await versionFiles(live.name);
const missing = [...pages.keys()].filter((name) => !(name in files));
if (missing.length)
  throw new Error(`the live version of ${site} has no ${missing.join(', ')}: not the kept site's`);
for (const [name, { hash }] of pages) files[name] = hash;
const version = await call('POST', `${v1}/sites/${site}/versions`, headers, {
  config: live.config,
});
// In batches of a thousand files, as firebase-tools sends them.
const entries = Object.entries(files);
const uploadRequiredHashes = [];
let uploadUrl = '';
for (let at = 0; at < entries.length; at += 1000) {
  const answer = await call('POST', `${v1}/${version.name}:populateFiles`, headers, {
    files: Object.fromEntries(entries.slice(at, at + 1000)),
  });
  uploadRequiredHashes.push(...(answer.uploadRequiredHashes ?? []));
  uploadUrl = answer.uploadUrl ?? uploadUrl;
}
const byHash = new Map([...pages.values()].map((page) => [page.hash, page.gzipped]));
/** Sends one file Hosting lacks. */
async function upload(hash) {
  if (!byHash.has(hash)) throw new Error(`Hosting lacks ${hash}, a file of the live version`);
  const response = await fetch(`${uploadUrl}/${hash}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    body: byHash.get(hash),
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`the upload of ${hash} answered ${response.status}`);
}
// UPLOADS at a time, as firebase-tools' queue sends them.
await mapPool(uploadRequiredHashes, UPLOADS, upload);
await call('PATCH', `${v1}/${version.name}?update_mask=status`, headers, { status: 'FINALIZED' });
await call(
  'POST',
  `${v1}/sites/${site}/releases?versionName=${encodeURIComponent(version.name)}`,
  headers,
  { message: `aviso ${process.env.GITHUB_SHA ?? ''}`.trim() },
);
console.log(
  `Hosting: ${site} live with ${Object.keys(files).length} files, the live version's but ${pages.size} pages, of which ${uploadRequiredHashes.length} uploaded (Hosting had the rest).`,
);
