// `npm run news:check`, the cheap question the schedule asks every quarter of
// an hour, run as the workflow runs it against the protocol-level server:
// the kept archive of a build, then each kind of change.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptArchiveKey } from '~/news/archive/kept-key.server';
import { keepArchive, readKeptArchive } from '~/news/archive/kept.server';
import { readNewsArchive } from '~/news/archive/read.server';
import { checkedOutCommit } from '~/news/archive/record.server';
import { LIST_EVERYTHING_AFTER_MS } from '~/news/archive/schedule';
import { parseSettings } from '~/builder/plugins/settings.server';
import { startFirestoreTestServer } from '../../scripts/test-servers/server.mjs';
import { runCommand } from '../support/command';

/** `count` items, the newest first, with a document that is not text among the newest. */
const collection = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `nota-${String(count - 1 - i).padStart(4, '0')}`,
    fields: {
      fecha: { timestampValue: new Date(Date.UTC(2026, 0, count - i)).toISOString() },
      contenido: i === 3 ? { integerValue: '3' } : { stringValue: `<p>Nota ${count - 1 - i}.</p>` },
    },
  }));
type Doc = ReturnType<typeof collection>[number];

const ITEMS = 300;
/** Each question runs a fresh process (Vite's module runner): give it time on a busy machine. */
const QUESTION_TIMEOUT_MS = 60_000;

let server: Awaited<ReturnType<typeof startFirestoreTestServer>>;
let keptDir = '';
/** The publication's record: the last publication published main as it stands. */
let recordDir = '';
let original: Doc[] = [];
const env = () => ({
  VITE_FIREBASE_PROJECT_ID: 'demo-isc',
  VITE_FIREBASE_API_KEY: 'clave-de-prueba',
  VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${(server.address() as AddressInfo).port}`,
});

/** Runs the command as a workflow step does, and what it wrote and cost. */
async function ask(options: { keptDir?: string; recordDir?: string } = {}) {
  const output = path.join(keptDir, `output-${Math.random().toString(36).slice(2)}`);
  const reads = server.reads;
  const { status, output: log } = await runCommand('node', ['scripts/commands/news-check.mjs'], {
    env: {
      ...Object.fromEntries(
        Object.entries(process.env).filter(
          ([name]) =>
            !/^(VITE_FIREBASE_|NEWS_CACHE_DIR$|PUBLICATION_RECORD_DIR$|LISTING_REQUEST_DIR$)/.test(
              name,
            ),
        ),
      ),
      ...env(),
      NEWS_CACHE_DIR: options.keptDir ?? keptDir,
      PUBLICATION_RECORD_DIR: options.recordDir ?? recordDir,
      LISTING_REQUEST_DIR: path.join(keptDir, 'listing-request'),
      GITHUB_OUTPUT: output,
    },
  });
  return {
    status,
    log: log.trim(),
    written: await readFile(output, 'utf8').catch(() => ''),
    reads: server.reads - reads,
  };
}

beforeAll(async () => {
  keptDir = await mkdtemp(path.join(tmpdir(), 'news-check-'));
  recordDir = path.join(keptDir, 'publication');
  await mkdir(recordDir);
  const now = Math.floor(Date.now() / 1000);
  await writeFile(
    path.join(recordDir, 'record'),
    `published=${checkedOutCommit().commit} ${now}\nfailures=0\n`,
  );
  server = await startFirestoreTestServer({ port: 0, documents: collection(ITEMS) });
  original = server.documents as Doc[];
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  // What the last deploy kept: a build's archive, read as the build reads it.
  await readNewsArchive({
    firebase: parseSettings(env()),
    localDir: '',
    ifUnreadable: 'stop',
    keptDir,
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  server?.close();
  await rm(keptDir, { recursive: true, force: true });
});
beforeEach(() => {
  server.documents = original;
  server.failure = null;
});

const doc = (id: string, fecha: string, text: string): Doc => ({
  id,
  fields: { fecha: { timestampValue: fecha }, contenido: { stringValue: text } },
});

describe('npm run news:check', () => {
  it(
    'says changed=false when nothing changed, a document that is not text among the newest, for at most 25 reads',
    async () => {
      const { status, written, reads, log } = await ask();
      expect(status).toBe(0);
      expect(written).toBe('changed=false\nlive=true\n');
      // The newest 20 versions and the count (a read per 1,000).
      expect(reads).toBe(21);
      expect(log).toBe(
        `News: no deploy is due: nothing changed (${ITEMS} items) (2 requests, 21 reads billed, ${log.match(/[\d.]+ KB/)![0]}); main as it stands is live.`,
      );
    },
    QUESTION_TIMEOUT_MS,
  );

  const changes: [string, (docs: Doc[]) => Doc[], RegExp][] = [
    [
      'a new item',
      (docs) => [doc('nueva', '2027-03-01T12:00:00Z', '<p>Nueva.</p>'), ...docs],
      /1 new item/,
    ],
    [
      'a new item dated years back',
      (docs) => [...docs, doc('recuerdo', '2001-05-26T12:00:00Z', '<p>Del centenario.</p>')],
      /301 items where the last deploy had 300/,
    ],
    [
      'an edit of one of the newest',
      (docs) =>
        docs.map((d, i) =>
          i === 1
            ? { ...d, fields: { ...d.fields, contenido: { stringValue: '<p>Corregida.</p>' } } }
            : d,
        ),
      /1 edited item/,
    ],
    [
      'a deletion among the newest',
      (docs) => docs.filter((_, i) => i !== 5),
      /299 items where the last deploy had 300/,
    ],
    [
      'a deletion of an old item',
      (docs) => docs.filter((_, i) => i !== 250),
      /299 items where the last deploy had 300/,
    ],
  ];
  it.each(changes)(
    'says changed=true after %s',
    async (_, change, said) => {
      server.documents = change(original);
      const { status, written, log, reads } = await ask();
      expect(status).toBe(0);
      expect(written).toBe('changed=true\nlive=false\n');
      expect(log).toMatch(said);
      expect(reads).toBeLessThanOrEqual(25);
    },
    QUESTION_TIMEOUT_MS,
  );

  it(
    'fails, deciding nothing, when Firestore cannot be asked',
    async () => {
      server.failure = { status: 503 };
      const { status, written, log } = await ask();
      expect(status).toBe(1);
      expect(written).toBe('');
      expect(log).toMatch(
        /^News: Firestore could not be asked what changed \(Firestore answered 503\)/,
      );
    },
    QUESTION_TIMEOUT_MS,
  );

  it(
    'says changed=true, asking nothing, once the daily listing of every item is due',
    async () => {
      const key = await keptArchiveKey(parseSettings(env())!);
      const kept = (await readKeptArchive(keptDir, key))!;
      const aged = await mkdtemp(path.join(tmpdir(), 'news-check-aged-'));
      const listedEverythingAt = new Date(Date.now() - LIST_EVERYTHING_AFTER_MS - 60_000);
      await keepArchive(aged, key, { ...kept, listedEverythingAt });
      const due = await ask({ keptDir: aged });
      await keepArchive(aged, key, { ...kept, listedEverythingAt: new Date() });
      const fresh = await ask({ keptDir: aged });
      await rm(aged, { recursive: true, force: true });
      expect(due.status).toBe(0);
      expect(due.written).toBe('changed=true\nlive=false\n');
      expect(due.reads).toBe(0);
      expect(due.log).toMatch(
        /the daily listing of every item is due \(the last was 24 hours ago\)/,
      );
      expect(fresh.written).toBe('changed=false\nlive=true\n');
    },
    QUESTION_TIMEOUT_MS * 2,
  );

  it(
    'says changed=true with no kept archive, asking nothing',
    async () => {
      const empty = await mkdtemp(path.join(tmpdir(), 'news-check-empty-'));
      const { status, written, reads, log } = await ask({ keptDir: empty });
      await rm(empty, { recursive: true, force: true });
      expect(status).toBe(0);
      expect(written).toBe('changed=true\nlive=false\n');
      expect(reads).toBe(0);
      expect(log).toMatch(/no archive kept from the last deploy/);
    },
    QUESTION_TIMEOUT_MS,
  );

  it(
    'after a failed publication, asks nothing and waits, then says changed=true; never live meanwhile',
    async () => {
      const failed = path.join(keptDir, 'failed');
      await mkdir(failed, { recursive: true });
      const record = (minutesAgo: number) =>
        writeFile(
          path.join(failed, 'record'),
          `published=${checkedOutCommit().commit} ${Math.floor(Date.now() / 1000) - 86_400}\nfailures=1 ${Math.floor(Date.now() / 1000) - minutesAgo * 60}\n`,
        );
      await record(5);
      const waiting = await ask({ recordDir: failed });
      expect(waiting).toMatchObject({
        status: 0,
        written: 'changed=false\nlive=false\n',
        reads: 0,
      });
      expect(waiting.log).toMatch(/the last publication failed: the next try at \d\d:\d\d UTC/);
      await record(16);
      const retry = await ask({ recordDir: failed });
      expect(retry).toMatchObject({ status: 0, written: 'changed=true\nlive=false\n', reads: 0 });
      expect(retry.log).toMatch(/trying again \(15 minutes after the last\)/);
      // Firestore down changes nothing while the record decides.
      server.failure = { status: 503 };
      await record(5);
      expect((await ask({ recordDir: failed })).status).toBe(0);
    },
    QUESTION_TIMEOUT_MS * 3,
  );

  it(
    'says changed=true, asking nothing, when the "Run workflow" button asked for every item since the last listing',
    async () => {
      const request = path.join(keptDir, 'listing-request');
      await mkdir(request, { recursive: true });
      await writeFile(path.join(request, 'requested-at'), new Date().toISOString());
      const asked = await ask();
      await rm(request, { recursive: true, force: true });
      expect(asked).toMatchObject({ status: 0, written: 'changed=true\nlive=false\n', reads: 0 });
      expect(asked.log).toMatch(/a listing of every item was asked for/);
    },
    QUESTION_TIMEOUT_MS,
  );
});
