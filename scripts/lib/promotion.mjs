// Promoting a preview: what «Publicar en el sitio» needs to put a pull
// request's preview live as it is, with no build. The preview job states
// what it built from as a commit status (PROMOTION_STATUS) on the pull
// request's head; the live job (scripts/commands/promotion.mjs decide) takes
// the preview only when every fact still holds of main, and the deploy
// (scripts/commands/deploy-clone.mjs) clones its version to the live site,
// less the headers only a preview has. Node's own modules alone: the live
// job reads this before anything is installed.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The commit statuses the workflows post, by what they tell, and who posts them (the editor's panel reads them too). */
const STATUSES = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../src/content/commit-statuses.json'), 'utf8'),
);
/** The commit status that carries a preview's facts, on the pull request's head. */
export const PROMOTION_STATUS = STATUSES.promotion;
/** The commit status that says the live site serves main's commit. */
export const SITE_STATUS = STATUSES.site;

/** What the live site's status says (src/content/messages.ts: onSite). */
export const ON_SITE = STATUSES.onSite;

/** Who the workflow's GITHUB_TOKEN writes as: the only author whose statuses are believed. */
export const WORKFLOW_AUTHOR = STATUSES.author;

/**
 * What a preview serves and the live site must not: it keeps search engines
 * off the preview's address. It lives in the channel's headers, never in
 * the files, so that the files are the live build's.
 */
export const PREVIEW_ONLY_HEADER = { key: 'X-Robots-Tag', value: 'noindex' };

/** The facts a preview was built from, in the order the status writes them. */
const FACTS = ['tree', 'version', 'record', 'editor', 'until'];

/**
 * The status's description for `facts`: main's tree the preview was built
 * from, the version its deploy made, the hash of the publication's record
 * it started after, the hash of the editor's site it built, and until when
 * its pages hold (the end of the families' notice, in seconds since 1970,
 * after which a build leaves it out; 0: no notice).
 * @param {{ tree: string, version: string, record: string, editor: string, until: number }} facts
 */
export const factsText = (facts) => FACTS.map((name) => `${name}=${facts[name]}`).join(' ');

/** The facts of a status's description, or null unless it holds each, well formed. */
export function readFacts(text) {
  const facts = Object.fromEntries((text ?? '').split(' ').map((pair) => pair.split('=', 2)));
  const wellFormed = {
    tree: /^[0-9a-f]{40}$/,
    version: /^[\w-]{1,64}$/,
    record: /^[0-9a-f]{16}$/,
    editor: /^[0-9a-f]{16}$/,
    until: /^\d{1,12}$/,
  };
  return FACTS.every((name) => wellFormed[name].test(facts[name] ?? '')) ? facts : null;
}

/** The first 16 hex digits of the SHA-256 of `content`. */
const short = (content) => createHash('sha256').update(content).digest('hex').slice(0, 16);

/** The hash of the publication's record at `file`: its whole text, or none. */
export async function recordHash(file) {
  return short(await readFile(file, 'utf8').catch(() => ''));
}

/** The hash of the folder `dir`: each file's path and content, in path order; '' when absent. */
export async function folderHash(dir) {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch {
    return '';
  }
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
  const lines = [];
  for (const file of files) lines.push(`${file} ${short(await readFile(path.join(dir, file)))}`);
  return short(lines.join('\n'));
}

/** firebase.json with the preview-only header on every file of the site (target `sitio`). */
export function previewConfig(firebaseJson) {
  const { key, value } = PREVIEW_ONLY_HEADER;
  return {
    ...firebaseJson,
    hosting: firebaseJson.hosting.map((site) =>
      site.target === 'sitio'
        ? {
            ...site,
            headers: [...(site.headers ?? []), { source: '**', headers: [{ key, value }] }],
          }
        : site,
    ),
  };
}

/**
 * A version's configuration as Hosting keeps it, less the rule previewConfig
 * adds (firebase-tools sends firebase.json's `headers` as `{ glob, headers:
 * { key: value } }`): what a live deploy of the same firebase.json gives.
 * Other rules naming the same header (the editor's signpost's) stay.
 */
export function liveConfig(config) {
  const { key, value } = PREVIEW_ONLY_HEADER;
  const previewOnly = (rule) =>
    rule.glob === '**' &&
    Object.keys(rule.headers ?? {}).length === 1 &&
    rule.headers[key] === value;
  return { ...config, headers: (config.headers ?? []).filter((rule) => !previewOnly(rule)) };
}
