import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFirestoreTestServer } from '../../scripts/test-servers/server.mjs';
import { newsPaths, newsSlug } from '~/site/pages';
import { archiveNews } from '~/news/archive/archive.server';
import { readNewsArchive } from '~/news/archive/read.server';
import { newsLog } from '~/news/archive/report';
import { newsOfBuild, readNewsForBuild } from '~/news/archive/this-build.server';
import { snapshotOf } from '~/news/archive/snapshot';
import type { NewsItem } from '~/news/model/types';

afterEach(() => vi.restoreAllMocks());

const item = (id: string, fecha: string | null, contenido: string): NewsItem => ({
  id,
  fecha: fecha ? new Date(fecha) : null,
  contenido,
  version: `${fecha} ${contenido}`,
});

describe('news addresses', () => {
  it('come from the document id alone', () => {
    expect(newsSlug('2026-10-05-inscripciones')).toBe('2026-10-05-inscripciones');
    expect(newsSlug('aB3xYz9QwErTy12345')).toBe('aB3xYz9QwErTy12345');
    expect(newsPaths.item('feria')).toBe('/institucional/novedades/feria');
  });

  it('write an id that is not plain letters and digits as its bytes, never like a plain one', () => {
    expect(newsSlug('Acto del día')).toBe('~4163746f2064656c2064c3ad61');
    expect(newsSlug('a/b')).not.toBe(newsSlug('a_b'));
    expect(newsSlug('a')).toMatch(/^[\w-]+$/);
  });

  it('stay the same when the text or the date is edited', async () => {
    const before = await archiveNews([
      item('feria', '2026-08-21T15:00:00Z', '<h2>Feria de ciencias</h2><p>Primer texto.</p>'),
    ]);
    const after = await archiveNews([
      item('feria', '2026-08-22T15:00:00Z', '<p><strong>Otra cosa.</strong> Texto nuevo.</p>'),
    ]);
    expect(after.items[0]!.path).toBe(before.items[0]!.path);
    expect(after.items[0]!.title).not.toBe(before.items[0]!.title);
  });
});

describe('archiveNews', () => {
  it('leaves out, naming it, an item that cannot be sanitised, dated or titled; keeps the rest', async () => {
    const archive = await archiveNews([
      item('buena', '2026-11-20T13:00:00Z', '<p>Una noticia.</p>'),
      item('marco', '2026-11-19T13:00:00Z', '<frameset><frame src="javascript:alert(1)">'),
      item('sin-fecha', null, '<p>Sin fecha.</p>'),
      item('sin-titulo', '2026-11-18T13:00:00Z', '<p><img src="/images/a.jpg"></p>'),
      item('otra', '2026-11-17T13:00:00Z', '<p>Otra noticia.</p>'),
    ]);
    expect(archive.items.map((i) => i.id)).toEqual(['buena', 'otra']);
    expect(archive.warnings).toEqual([
      {
        item: 'marco',
        warning: 'Leaving out news item "marco": nothing is left to show once sanitised.',
      },
      { item: 'sin-fecha', warning: 'Leaving out news item "sin-fecha": it has no valid fecha.' },
      {
        item: 'sin-titulo',
        warning:
          'Leaving out news item "sin-titulo": it has no text or picture description to title it by.',
      },
    ]);
    // Every document keeps its fingerprint: the live check compares them all.
    expect(archive.entries.map((e) => e.id)).toEqual([
      'buena',
      'marco',
      'sin-fecha',
      'sin-titulo',
      'otra',
    ]);
  });

  it('describes an item for its page: title, description, picture, and headings below the h1', async () => {
    const { items } = await archiveNews([
      item(
        'acto',
        '2026-11-20T13:00:00Z',
        '<h1>Acto por los 125 años</h1><p><img src="https://firebasestorage.googleapis.com/v0/b/x/o/a.jpg?alt=media" alt="El patio" width="1200" height="800"></p><h2>Programa</h2><p>Hubo música y baile.</p>',
      ),
    ]);
    const [acto] = items;
    expect(acto).toMatchObject({
      id: 'acto',
      title: 'Acto por los 125 años',
      path: '/institucional/novedades/acto',
      year: 2026,
      fecha: '2026-11-20T13:00:00.000Z',
      description: 'Acto por los 125 años Programa Hubo música y baile.',
      picture: {
        src: 'https://firebasestorage.googleapis.com/v0/b/x/o/a.jpg?alt=media',
        alt: 'El patio',
        width: 1200,
        height: 800,
      },
    });
    // In lists the item's top heading is an h3; on its page the title is the h1.
    expect(acto!.html).toMatch(/^<h3>Acto por los 125 años<\/h3>/);
    expect(acto!.pageHtml).not.toContain('Acto por los 125 años');
    expect(acto!.pageHtml).toContain('<h2>Programa</h2>');
  });

  it('files an item under its year in Buenos Aires, and counts the years', async () => {
    const { items, years } = await archiveNews([
      item('a', '2026-01-01T02:00:00Z', '<p>Todavía 2025 en Villa Mercedes.</p>'),
      item('b', '2025-06-01T12:00:00Z', '<p>Junio.</p>'),
      item('c', '2024-06-01T12:00:00Z', '<p>Otro año.</p>'),
    ]);
    expect(items.map((i) => i.year)).toEqual([2025, 2025, 2024]);
    expect(years).toEqual([
      { year: 2025, count: 2 },
      { year: 2024, count: 1 },
    ]);
  });
});

describe('snapshotOf', () => {
  it('shows the newest items and records the fingerprints of every document it was built from', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const archive = await archiveNews([
      item('uno', '2026-11-20T13:00:00Z', '<p>Uno.</p>'),
      item('roto', '2026-11-19T13:00:00Z', '<script>x</script>'),
      item('dos', '2026-11-18T13:00:00Z', '<p>Dos.</p>'),
      item('tres', '2026-11-17T13:00:00Z', '<p>Tres.</p>'),
    ]);
    const snapshot = snapshotOf(archive, 3)!;
    expect(snapshot.items.map((i) => i.id)).toEqual(['uno', 'dos']);
    expect(snapshot.items[0]).toEqual({
      id: 'uno',
      fecha: '2026-11-20T13:00:00.000Z',
      html: '<p>Uno.</p>',
      title: 'Uno.',
      path: '/institucional/novedades/uno',
    });
    expect(snapshot.shown.map((s) => s.id)).toEqual(['uno', 'roto', 'dos']);
    expect(snapshot.shown[1]).toEqual({ id: 'roto', version: archive.entries[1]!.version });
    // The next items with pages, for the live list when items above them are deleted.
    expect(snapshot.paged).toEqual(['tres']);
    expect(snapshotOf(null, 3)).toBeNull();
  });
});

describe('readNewsArchive', () => {
  const firebaseAt = (port: number) => ({
    options: { apiKey: 'clave-de-prueba', projectId: 'demo-isc' },
    emulatorHost: { host: '127.0.0.1', port },
    authIdTokenMaxAge: 300,
    storage: { buckets: ['demo-isc.appspot.com'] },
  });

  /** The protocol-level server on a free port, holding `count` plain items. */
  async function firestoreWith(count: number, failure: { status: number; after?: number } | null) {
    const documents = Array.from({ length: count }, (_, i) => ({
      id: `nota-${String(i).padStart(3, '0')}`,
      fields: {
        fecha: { timestampValue: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() },
        contenido: { stringValue: `<p>Nota número ${i}.</p>` },
      },
    }));
    const server = await startFirestoreTestServer({ port: 0, documents, failure });
    return { server, port: (server.address() as AddressInfo).port };
  }

  beforeAll(async () => (await import('firebase/firestore/lite')).setLogLevel('silent'));

  it('warns and gives an empty archive whose report says why, when Firestore cannot be reached and the build may go on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const archive = await readNewsArchive({
      // Nothing listens on port 9: the connection is refused at once.
      firebase: firebaseAt(9),
      localDir: 'content/news',
      ifUnreadable: 'spinner',
      keptDir: null,
    });
    expect(archive).toMatchObject({ items: [], years: [], report: { listed: 0 } });
    expect(archive.report.outage).toMatch(/.+/);
    // The warning is the report's own line.
    expect(warn).toHaveBeenCalledWith(newsLog(archive.report).warnings[0]);
    expect(warn.mock.calls[0]![0]).toMatch(/could not be read from Firestore while building/);
  });

  it.each([
    ['answers 500', { status: 500 }, 0],
    ['denies permission', { status: 403 }, 0],
    ['is over its quota', { status: 429 }, 0],
    ['fails on the second page of the read', { status: 503, after: 1 }, 300],
  ])('stops the build, saying why, when Firestore %s', async (_, failure, answered) => {
    const { server, port } = await firestoreWith(450, failure);
    try {
      await expect(
        readNewsArchive({
          firebase: firebaseAt(port),
          localDir: '',
          ifUnreadable: 'stop',
          keptDir: null,
        }),
      ).rejects.toThrow(
        /^The news could not be read from Firestore \(.+\)\. The build stops so that the site is not published with fewer news than the live one has/,
      );
      expect(server.reads).toBe(answered);
    } finally {
      server.close();
    }
  });

  it('fails the read when a page is not answered in time', async () => {
    const { createFirestoreSource } = await import('~/news/sources/firestore.server');
    const server = await startFirestoreTestServer({ port: 0, documents: [], latencyMs: 2_000 });
    try {
      const port = (server.address() as AddressInfo).port;
      await expect(
        createFirestoreSource(firebaseAt(port), { timeoutMs: 200 }).all(),
      ).rejects.toThrow('no answer within 0.2 s');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('stops the build when nothing listens where Firestore should be', async () => {
    await expect(
      readNewsArchive({
        firebase: firebaseAt(9),
        localDir: '',
        ifUnreadable: 'stop',
        keptDir: null,
      }),
    ).rejects.toThrow(/could not be read from Firestore/);
  });

  it('reads the whole collection in pages, and says how many documents and bytes it read', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { server, port } = await firestoreWith(450, null);
    try {
      const archive = await readNewsArchive({
        firebase: firebaseAt(port),
        localDir: '',
        ifUnreadable: 'stop',
        keptDir: null,
      });
      expect(archive!.items).toHaveLength(450);
      expect(archive!.items[0]!.id).toBe('nota-449');
      expect(server.queries).toBe(2);
      expect(archive!.report).toMatchObject({
        source: 'firestore',
        listed: 450,
        items: 450,
        kept: 0,
        listing: 'read whole: no archive kept',
        firestore: { requests: 2, documents: 450, reads: 450 },
      });
      // The sentence of the build's log is written from the report.
      expect(info).toHaveBeenCalledWith(
        expect.stringMatching(
          /^News: 450 items from Firestore, 0 of them kept from the last build \(read whole: no archive kept\); 2 requests, 450 documents, 450 reads billed, 0\.\d MB downloaded\.$/,
        ),
      );
    } finally {
      server.close();
    }
  });

  it('reads the local news when Firestore is not configured', async () => {
    const archive = await readNewsArchive({
      firebase: null,
      localDir: 'content/news',
      ifUnreadable: 'stop',
      keptDir: null,
    });
    expect(archive!.items.length).toBeGreaterThan(0);
    expect(archive!.items.every((i) => i.path.startsWith('/institucional/novedades/'))).toBe(true);
  });
});

describe("the build's archive", () => {
  it("is read once, before any page, and kept in the build folder, outside what the host serves, for the loaders and the build's end", async () => {
    const { mkdtemp, readdir, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const localDir = await mkdtemp(path.join(tmpdir(), 'build-news-'));
    await writeFile(path.join(localDir, 'primera.md'), `---\nfecha: 2026-06-01\n---\n**Primera.**`);
    const buildDir = await mkdtemp(path.join(tmpdir(), 'build-dir-'));
    const origin = { firebase: null, localDir, ifUnreadable: 'stop' as const, keptDir: null };
    await expect(newsOfBuild(buildDir)).rejects.toThrow(/before any page is rendered/);
    const read = await readNewsForBuild(buildDir, origin);
    expect(read.items.map((item) => item.id)).toEqual(['primera']);
    // A later item is not seen: the build's readers read what the build read.
    await writeFile(path.join(localDir, 'segunda.md'), `---\nfecha: 2026-07-01\n---\n**Segunda.**`);
    expect(await newsOfBuild(buildDir)).toEqual(read);
    expect(await readdir(buildDir)).toEqual(['news-archive.json']);
  });
});
