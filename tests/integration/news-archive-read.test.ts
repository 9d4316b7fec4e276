import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFirestoreTestServer } from '../../scripts/test-servers/server.mjs';
import type { FirebaseSettings } from '~/site/firebase';
import { keptArchiveKey } from '~/news/archive/kept-key.server';
import { keepArchive, readKeptArchive } from '~/news/archive/kept.server';
import { readNewsArchive } from '~/news/archive/read.server';
import { LIST_EVERYTHING_AFTER_MS } from '~/news/archive/schedule';

/**
 * `count` items, the newest first, as Firestore holds them: each with a
 * kilobyte that does not compress, as a pasted photo's data does not.
 */
const collection = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `nota-${String(count - 1 - i).padStart(4, '0')}`,
    fields: {
      fecha: { timestampValue: new Date(Date.UTC(2026, 0, count - i)).toISOString() },
      contenido: {
        stringValue: `<p>Nota número ${count - 1 - i}.</p><p hidden>${randomBytes(768).toString('base64')}</p>`,
      },
    },
  }));

type Doc = ReturnType<typeof collection>[number];

/** A new item dated years back: it lands far below the newest. */
const backDated: Doc = {
  id: 'recuerdo',
  fields: {
    fecha: { timestampValue: '2001-05-26T12:00:00Z' },
    contenido: { stringValue: '<p>Un recuerdo del centenario.</p>' },
  },
};

let server: Awaited<ReturnType<typeof startFirestoreTestServer>>;
let keptDir = '';
const firebase = (projectId = 'demo-isc'): FirebaseSettings => ({
  options: { apiKey: 'clave-de-prueba', projectId },
  emulatorHost: { host: '127.0.0.1', port: (server.address() as AddressInfo).port },
  authIdTokenMaxAge: 300,
  storage: {
    buckets: [`${projectId}.appspot.com`],
    emulatorHost: { host: '127.0.0.1', port: (server.address() as AddressInfo).port },
  },
});

/** One build's read, and what it asked of Firestore. */
async function build(
  projectId?: string,
  { listEverything = false, listingRequest = null as string | null } = {},
) {
  const before = { queries: server.queries, reads: server.reads, bytes: server.bytes };
  const archive = await readNewsArchive({
    firebase: firebase(projectId),
    localDir: '',
    ifUnreadable: 'stop',
    keptDir,
    listEverything,
    listingRequest,
  });
  return {
    archive: archive!,
    requests: server.queries - before.queries,
    reads: server.reads - before.reads,
    bytes: server.bytes - before.bytes,
  };
}

const ids = (archive: { items: { id: string }[] }) => archive.items.map((item) => item.id);

beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  keptDir = await mkdtemp(path.join(tmpdir(), 'kept-news-'));
  server = await startFirestoreTestServer({ port: 0, documents: collection(450) });
});
afterEach(async () => {
  vi.restoreAllMocks();
  server.close();
  await rm(keptDir, { recursive: true, force: true });
});

describe('a build with the archive the last one kept', () => {
  it('reads everything whole when nothing was kept, in pages', async () => {
    const { archive, requests, reads } = await build();
    expect(archive.items).toHaveLength(450);
    expect(requests).toBe(2);
    expect(reads).toBe(450);
  });

  it('asks only the newest versions and the count when nothing changed, downloads no item and prepares none anew', async () => {
    const first = await build();
    const second = await build();
    expect(ids(second.archive)).toEqual(ids(first.archive));
    expect(second.archive.entries).toEqual(first.archive.entries);
    // The newest 20 versions (a read each) and the count (a read per 1,000).
    expect(second.requests).toBe(2);
    expect(second.reads).toBe(20 + 1);
    expect(second.bytes).toBeLessThan(20 * 300);
  });

  it('lists every version on the daily run, and so sees an edit below the newest items', async () => {
    await build();
    const documents = server.documents as Doc[];
    const older = documents[100]!;
    documents[100] = {
      ...older,
      fields: { ...older.fields, contenido: { stringValue: '<p>Corregida abajo.</p>' } },
    };
    const quick = await build();
    expect(quick.archive.items[100]!.title).not.toBe('Corregida abajo.');
    const daily = await build(undefined, { listEverything: true });
    expect(daily.archive.items[100]!.title).toBe('Corregida abajo.');
    // Two pages of versions, then the edited item whole.
    expect(daily.requests).toBe(3);
    expect(daily.reads).toBe(450 + 1);
    expect(daily.bytes / 450).toBeLessThan(300 + 2048 / 450);
  });

  it('lists every version once after the "Run workflow" button asked, and then not again', async () => {
    await build();
    const request = path.join(keptDir, 'requested-at');
    // Pressed after the last listing (the first build's).
    await writeFile(request, new Date().toISOString());
    const asked = await build(undefined, { listingRequest: request });
    expect(asked.requests).toBe(2);
    expect(asked.reads).toBe(450);
    const next = await build(undefined, { listingRequest: request });
    expect(next.reads).toBe(20 + 1);
  });

  it('lists every version once the last listing of them all is a day old, and then not again', async () => {
    const start = Date.now();
    await build();
    const key = await keptArchiveKey(firebase());
    const kept = (await readKeptArchive(keptDir, key))!;
    // The first build read everything, which is a listing of every version.
    expect(kept.listedEverythingAt!.getTime()).toBeGreaterThanOrEqual(start - 1000);
    await keepArchive(keptDir, key, {
      ...kept,
      listedEverythingAt: new Date(Date.now() - LIST_EVERYTHING_AFTER_MS - 1000),
    });
    const due = await build();
    expect(due.requests).toBe(2);
    expect(due.reads).toBe(450);
    const relisted = (await readKeptArchive(keptDir, key))!.listedEverythingAt!;
    expect(relisted.getTime()).toBeGreaterThanOrEqual(start - 1000);
    const next = await build();
    expect(next.reads).toBe(20 + 1);
    // A build that only asked the newest keeps the time of the last full listing.
    expect((await readKeptArchive(keptDir, key))!.listedEverythingAt).toEqual(relisted);
  });

  it.each([
    ['an item added with an old date', (docs: Doc[]) => [...docs, backDated]],
    [
      'an item deleted below the newest',
      (docs: Doc[]) => [...docs.slice(0, 300), ...docs.slice(301)],
    ],
  ])('lists every version when the count does not add up: %s', async (_, change) => {
    const first = await build();
    server.documents = change(server.documents as Doc[]);
    const second = await build();
    expect(ids(second.archive)).toEqual((server.documents as Doc[]).map((doc) => doc.id));
    expect(second.archive.items).toHaveLength(
      first.archive.items.length + (server.documents.length - 450),
    );
    // The question (newest and count), every version, and what is new.
    expect(second.reads).toBeGreaterThanOrEqual(21 + server.documents.length);
  });

  it('gets whole only the new and the edited items; a deleted one loses its page', async () => {
    const first = await build();
    const [newest, edited, deleted, ...rest] = server.documents as Doc[];
    const added: Doc = {
      id: 'nueva',
      fields: {
        fecha: { timestampValue: '2027-06-01T12:00:00Z' },
        contenido: { stringValue: '<p>Una nota nueva.</p>' },
      },
    };
    const edit: Doc = {
      ...edited!,
      fields: { ...edited!.fields, contenido: { stringValue: '<p>Corregida.</p>' } },
    };
    server.documents = [added, newest!, edit, ...rest];
    const asked: string[] = [];
    server.on('request', (req: { url: string }) => asked.push(req.url));
    const second = await build();
    expect(ids(second.archive)).toEqual([
      'nueva',
      newest!.id,
      edited!.id,
      ...ids(first.archive).slice(3),
    ]);
    expect(ids(second.archive)).not.toContain(deleted!.id);
    expect(second.archive.items[2]!.title).toBe('Corregida.');
    // The newest versions and the count account for the collection: no
    // listing of every version, then one batchGet of the two.
    expect(asked.filter((url) => url.includes(':batchGet'))).toHaveLength(1);
    expect(asked.filter((url) => url.includes(':runQuery'))).toHaveLength(1);
    expect(second.reads).toBe(20 + 1 + 2);
    // The unchanged ones are the last build's, as it kept them.
    expect(second.archive.entries[1]).toEqual(first.archive.entries[0]);
  });

  it('says again, of an item kept as it was, that its picture was left out', async () => {
    const gone =
      'https://firebasestorage.googleapis.com/v0/b/demo-isc.appspot.com/o/noticias%2Fborrada.jpg?alt=media';
    server.documents = [
      {
        id: 'con-foto-borrada',
        fields: {
          fecha: { timestampValue: '2027-01-01T12:00:00Z' },
          contenido: { stringValue: `<p>Con foto.</p><p><img src="${gone}" alt="Una carpa"></p>` },
        },
      },
    ];
    const warned: string[][] = [];
    for (let run = 0; run < 2; run++) {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { archive, reads } = await build();
      warned.push(warn.mock.calls.map(([message]) => String(message)));
      expect(archive.items[0]!.html).toContain('Una carpa');
      expect(archive.items[0]!.html).not.toContain('firebasestorage');
      // The newest versions (the one item) and the count.
      if (run === 1) expect(reads).toBe(2);
      warn.mockRestore();
    }
    expect(warned[1]).toEqual(warned[0]);
    expect(warned[0]).toEqual([
      expect.stringMatching(
        /^Warning: News item "con-foto-borrada": the picture .+ was left out: Storage answered 404\.$/,
      ),
    ]);
  });

  it('reads everything whole when the archive was kept for another project', async () => {
    await build();
    const other = await build('otro-proyecto');
    expect(other.reads).toBe(450);
    expect(other.requests).toBe(2);
  });

  it.each([
    ['the listing', 0],
    ['the download of what changed', 2],
  ])('stops, saying why, when Firestore fails during %s', async (_, after) => {
    await build();
    server.documents = [
      { ...(server.documents as Doc[])[0]!, id: 'otra-nueva' },
      ...(server.documents as Doc[]),
    ];
    server.failure = { status: 503, after: server.asked + after };
    await expect(build()).rejects.toThrow(/^The news could not be read from Firestore/);
  });
});
