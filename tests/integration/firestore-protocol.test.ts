import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FirebaseSettings } from '~/site/firebase';
import { createFirestoreSource } from '~/news/sources/firestore.server';
import { getNews, listNews, newsQuery, readNews } from '~/news/sources/firestore-rest';
import { startFirestoreTestServer } from '../../scripts/test-servers/server.mjs';

/**
 * A local server that answers the Firestore REST protocol and records what
 * it was asked: the real lite SDK, whose requests ours are held to, and the
 * requests of firestore-rest.ts (the build's and the browser's) both talk to it.
 */
interface Recorded {
  path: string;
  headers: IncomingMessage['headers'];
  body: { structuredQuery?: Record<string, unknown>; documents?: string[]; mask?: unknown };
}

let server: Server;
let env: FirebaseSettings;
const requests: Recorded[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: [] };

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });

const envFor = (port: number): FirebaseSettings => ({
  options: { apiKey: 'clave-de-prueba', projectId: 'demo-isc' },
  emulatorHost: { host: '127.0.0.1', port },
  authIdTokenMaxAge: 300,
  storage: { buckets: ['demo-isc.appspot.com'] },
});

beforeAll(async () => {
  // The SDK logs every failed call; the tests assert on failures on purpose.
  const { setLogLevel } = await import('firebase/firestore/lite');
  setLogLevel('silent');
  server = createServer(async (req, res) => {
    const body = await read(req);
    requests.push({
      path: req.url ?? '',
      headers: req.headers,
      body: body ? JSON.parse(body) : {},
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  env = envFor((server.address() as AddressInfo).port);
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

beforeEach(() => {
  requests.length = 0;
  answer = { status: 200, body: [{ readTime: '2026-11-22T00:00:00Z' }] };
});

const document = (
  id: string,
  fields: Record<string, unknown>,
  updateTime = '2026-01-01T00:00:00.5Z',
) => ({
  document: {
    name: `projects/demo-isc/databases/(default)/documents/noticias/${id}`,
    fields,
    createTime: '2026-01-01T00:00:00Z',
    updateTime,
  },
  readTime: '2026-11-22T00:00:00Z',
});

/** What the lite SDK sends for the spec's query (the build's reader until it needed updateTime). */
async function sdkQuery(limitTo: number) {
  const {
    collection,
    connectFirestoreEmulator,
    getDocs,
    getFirestore,
    limit,
    orderBy,
    query,
    Timestamp,
    where,
  } = await import('firebase/firestore/lite');
  const { initializeApp } = await import('firebase/app');
  const db = getFirestore(initializeApp(env.options, `sdk-${Math.random()}`));
  connectFirestoreEmulator(db, env.emulatorHost!.host, env.emulatorHost!.port);
  await getDocs(
    query(
      collection(db, 'noticias'),
      where('fecha', '>=', new Timestamp(-62_135_596_800, 0)),
      orderBy('fecha', 'desc'),
      limit(limitTo),
    ),
  );
  return { db, request: requests.at(-1)! };
}

const sentLimit = (query: Record<string, unknown>) => {
  const limit = query.limit as number | { value: number };
  return typeof limit === 'number' ? limit : limit.value;
};

describe("the build's reader", () => {
  it('lists noticias with a timestamp fecha, newest first, a page at a time, and their dates alone', async () => {
    await createFirestoreSource(env, { pageSize: 300 }).list();
    expect(requests).toHaveLength(1);
    const { path, body } = requests[0]!;
    expect(path).toMatch(/^\/v1\/projects\/demo-isc\/databases\/\(default\)\/documents:runQuery/);
    const query = body.structuredQuery!;
    expect(query.from).toEqual([{ collectionId: 'noticias' }]);
    expect((query.orderBy as unknown[])[0]).toEqual({
      field: { fieldPath: 'fecha' },
      direction: 'DESCENDING',
    });
    // Only timestamps: a fecha written as text would otherwise sort first.
    expect(query.where).toEqual({
      fieldFilter: {
        field: { fieldPath: 'fecha' },
        op: 'GREATER_THAN_OR_EQUAL',
        value: { timestampValue: '0001-01-01T00:00:00.000000000Z' },
      },
    });
    // A listing asks for no text: name and updateTime come beside the fields.
    expect(query.select).toEqual({ fields: [{ fieldPath: 'fecha' }] });
    expect(sentLimit(query)).toBe(300);
  });

  it('fails on an error status', async () => {
    answer = {
      status: 403,
      body: { error: { code: 403, message: 'Missing or insufficient permissions.' } },
    };
    await expect(createFirestoreSource(env).all()).rejects.toThrow('Firestore answered 403');
  });

  it('reads the whole collection in pages, each after the last document of the one before', async () => {
    const doc = (id: string, fecha: string) => ({
      id,
      fields: { fecha: { timestampValue: fecha }, contenido: { stringValue: `<p>${id}</p>` } },
    });
    const documents = [
      doc('e', '2026-01-05T12:00:00Z'),
      doc('b', '2026-01-02T12:00:00Z'),
      doc('d', '2026-01-04T12:00:00Z'),
      // Two on the same instant: the document name breaks the tie, across a page boundary.
      doc('c2', '2026-01-03T12:00:00Z'),
      doc('c1', '2026-01-03T12:00:00Z'),
      doc('a', '2026-01-01T12:00:00Z'),
    ];
    const test = (await startFirestoreTestServer({ port: 0, documents })) as Server;
    const asked: unknown[] = [];
    test.on('request', (req: IncomingMessage) => asked.push(req.url));
    const source = createFirestoreSource(envFor((test.address() as AddressInfo).port), {
      pageSize: 2,
    });
    const items = await source.all();
    const listed = await source.list();
    test.close();
    expect(items.map((item) => item.id)).toEqual(['e', 'd', 'c2', 'c1', 'b', 'a']);
    expect(listed).toEqual(items.map(({ id, fecha, version }) => ({ id, fecha, version })));
    // 6 documents in pages of 2: three full pages, then an empty one that ends each read.
    expect(asked).toHaveLength(8);
  });
});

describe('the requests firestore-rest.ts sends', () => {
  it('are the query the lite SDK sends, with a projection', async () => {
    const { request } = await sdkQuery(20);
    const sdk = request.body.structuredQuery!;
    expect(sdk.select).toBeUndefined();
    const { select, ...ours } = newsQuery(20, 'versions').structuredQuery;
    expect(ours).toEqual({ ...sdk, limit: sentLimit(sdk) });
    expect(select).toEqual({ fields: [{ fieldPath: 'fecha' }] });
    expect(newsQuery(20, 'contents').structuredQuery.select).toEqual({
      fields: [{ fieldPath: 'fecha' }, { fieldPath: 'contenido' }],
    });
    await listNews(env, 20);
    expect(requests.at(-1)!.path).toBe(request.path);
  });

  it('get items by name as the lite SDK does (batchGet), their fields masked to the contract', async () => {
    const { getDoc, doc } = await import('firebase/firestore/lite');
    const { db } = await sdkQuery(1);
    answer = {
      status: 200,
      body: [
        {
          missing: 'projects/demo-isc/databases/(default)/documents/noticias/feria',
          readTime: '2026-11-22T00:00:00Z',
        },
      ],
    };
    await getDoc(doc(db, 'noticias', 'feria'));
    const sdk = requests.at(-1)!;
    await getNews(env, ['feria', 'acto']);
    const ours = requests.at(-1)!;
    expect(ours.path.split('?')[0]).toBe(sdk.path.split('?')[0]);
    expect(sdk.path).toMatch(/documents:batchGet/);
    expect(ours.body.documents).toEqual([
      sdk.body.documents![0],
      sdk.body.documents![0]!.replace('feria', 'acto'),
    ]);
    expect(ours.body.mask).toEqual({ fieldPaths: ['fecha', 'contenido'] });
  });

  it('are simple cross-origin requests: text/plain and no header of their own, so no preflight', async () => {
    await listNews(env, 2);
    await getNews(env, ['a']);
    for (const { headers } of requests) {
      expect(headers['content-type']).toBe('text/plain');
      expect(
        Object.keys(headers).filter((name) => /^x-|^google-|authorization/i.test(name)),
      ).toEqual([]);
    }
    expect(sentLimit(requests[0]!.body.structuredQuery!)).toBe(2);
  });

  it('map documents to their id, data and updateTime, rejecting one whose contenido is not text', async () => {
    answer = {
      status: 200,
      body: [
        document(
          'aniversario',
          {
            fecha: { timestampValue: '2026-05-26T14:00:00.123456789Z' },
            contenido: { stringValue: '<p>125 años</p>' },
          },
          '2026-05-26T15:00:00.987654Z',
        ),
        document('sin-fecha', { contenido: { stringValue: '<p>Sin fecha</p>' } }),
        document('sin-contenido', {
          fecha: { timestampValue: '2026-05-01T00:00:00Z' },
          contenido: { integerValue: '3' },
        }),
      ],
    };
    expect((await readNews(env, 20)).items).toEqual([
      {
        id: 'aniversario',
        fecha: new Date('2026-05-26T14:00:00.123Z'),
        contenido: '<p>125 años</p>',
        version: '2026-05-26T15:00:00.987654Z',
      },
      {
        id: 'sin-fecha',
        fecha: null,
        contenido: '<p>Sin fecha</p>',
        version: '2026-01-01T00:00:00.5Z',
      },
      {
        id: 'sin-contenido',
        fecha: new Date('2026-05-01T00:00:00Z'),
        version: '2026-01-01T00:00:00.5Z',
        rejected: 'its contenido is not text',
      },
    ]);
    // A listing names every document, whatever its text.
    expect((await listNews(env, 20)).items.map((item) => item.id)).toEqual([
      'aniversario',
      'sin-fecha',
      'sin-contenido',
    ]);
    answer = {
      status: 200,
      body: [
        { found: document('aniversario', { contenido: { stringValue: '<p>x</p>' } }).document },
        { missing: 'projects/demo-isc/databases/(default)/documents/noticias/borrada' },
      ],
    };
    expect(await getNews(env, ['aniversario', 'borrada'])).toEqual([
      { id: 'aniversario', fecha: null, contenido: '<p>x</p>', version: '2026-01-01T00:00:00.5Z' },
    ]);
  });

  it('fail on an error status and on an answer that is not a list', async () => {
    answer = { status: 403, body: { error: { code: 403 } } };
    await expect(listNews(env, 2)).rejects.toThrow('Firestore answered 403');
    await expect(getNews(env, ['a'])).rejects.toThrow('Firestore answered 403');
    answer = { status: 200, body: { no: 'es una lista' } };
    await expect(listNews(env, 2)).rejects.toThrow('Firestore did not answer a list');
  });

  it('ask nothing for no items', async () => {
    expect(await getNews(env, [])).toEqual([]);
    expect(requests).toEqual([]);
  });
});

describe('the protocol-level test server', () => {
  it('honours projections, and gives each document its own updateTime, changed by a write alone', async () => {
    const doc = (id: string, text: string) => ({
      id,
      fields: {
        fecha: { timestampValue: '2026-11-01T12:00:00Z' },
        contenido: { stringValue: text },
      },
    });
    const server = await startFirestoreTestServer({
      port: 0,
      documents: [doc('a', '<p>Uno</p>'), doc('b', '<p>Dos</p>')],
    });
    const at = envFor((server.address() as AddressInfo).port);
    try {
      const raw = await (
        await fetch(
          `http://127.0.0.1:${at.emulatorHost!.port}/v1/projects/demo-isc/databases/(default)/documents:runQuery`,
          { method: 'POST', body: JSON.stringify(newsQuery(20, 'versions')) },
        )
      ).json();
      // Only fecha among the fields; name and the times beside them.
      expect(Object.keys(raw[0].document.fields)).toEqual(['fecha']);
      expect(Object.keys(raw[0].document).sort()).toEqual([
        'createTime',
        'fields',
        'name',
        'updateTime',
      ]);
      const versions = async () =>
        Object.fromEntries((await listNews(at, 20)).items.map((i) => [i.id, i.version]));
      const before = await versions();
      expect(before.a).not.toBe(before.b);
      expect(await versions()).toEqual(before);
      server.documents = [doc('a', '<p>Uno, corregido</p>'), doc('b', '<p>Dos</p>')];
      const after = await versions();
      expect(after.a).not.toBe(before.a);
      expect(after.b).toBe(before.b);
      const [whole] = await getNews(at, ['a']);
      expect(whole).toMatchObject({ contenido: '<p>Uno, corregido</p>', version: after.a });
    } finally {
      server.close();
    }
  });
});

describe("the query against Firestore's ordering rules", () => {
  it('leaves out a fecha stored as text or missing, which descending order would put first', async () => {
    const doc = (id: string, fecha: Record<string, unknown> | undefined) => ({
      id,
      fields: { ...(fecha && { fecha }), contenido: { stringValue: `<p>${id}</p>` } },
    });
    const rules = (await startFirestoreTestServer({
      port: 0,
      documents: [
        doc('texto', { stringValue: '2099-01-01' }),
        doc('reciente', { timestampValue: '2026-11-01T12:00:00Z' }),
        doc('sin-fecha', undefined),
        doc('numero', { integerValue: '99999999999' }),
        doc('antigua', { timestampValue: '2026-01-01T12:00:00Z' }),
      ],
    })) as Server;
    const rulesEnv = envFor((rules.address() as AddressInfo).port);
    const ids = (items: { id: string }[]) => items.map((item) => item.id);
    expect(ids(await createFirestoreSource(rulesEnv).all())).toEqual(['reciente', 'antigua']);
    expect(ids((await listNews(rulesEnv, 20)).items)).toEqual(['reciente', 'antigua']);
    rules.close();
  });
});
