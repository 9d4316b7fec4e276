import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FirebaseSettings } from '~/site/firebase';
import { createFirestoreSource } from '~/news/sources/firestore.server';
import { newsQuery, queryNews } from '~/news/sources/firestore-rest';
import { startFirestoreTestServer } from '../../scripts/firestore-test-server.mjs';

/**
 * A local server that answers the Firestore REST protocol's runQuery and
 * records what it was asked: the real lite SDK (the build's reader) and the
 * browser's own request (firestore-rest.ts) both talk to it.
 */
interface Recorded {
  path: string;
  headers: IncomingMessage['headers'];
  body: { structuredQuery?: Record<string, unknown> };
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

const document = (id: string, fields: Record<string, unknown>) => ({
  document: {
    name: `projects/demo-isc/databases/(default)/documents/noticias/${id}`,
    fields,
    createTime: '2026-01-01T00:00:00Z',
    updateTime: '2026-01-01T00:00:00Z',
  },
  readTime: '2026-11-22T00:00:00Z',
});

const sentLimit = (query: Record<string, unknown>) => {
  const limit = query.limit as number | { value: number };
  return typeof limit === 'number' ? limit : limit.value;
};

describe("the build's reader (lite SDK)", () => {
  it('asks runQuery for noticias with a timestamp fecha, newest first, a page at a time', async () => {
    await createFirestoreSource(env, 300).all();
    expect(requests).toHaveLength(1);
    const { path, body } = requests[0]!;
    expect(path).toMatch(/^\/v1\/projects\/demo-isc\/databases\/\(default\)\/documents:runQuery/);
    const query = body.structuredQuery!;
    expect(query.from).toEqual([{ collectionId: 'noticias' }]);
    // The SDK adds the document name as a tie-breaker after our order.
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
    expect(sentLimit(query)).toBe(300);
  });

  it('fails on an error status', async () => {
    answer = {
      status: 403,
      body: { error: { code: 403, message: 'Missing or insufficient permissions.' } },
    };
    await expect(createFirestoreSource(env).all()).rejects.toThrow(/permission/i);
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
    const items = await createFirestoreSource(
      envFor((test.address() as AddressInfo).port),
      2,
    ).all();
    test.close();
    expect(items.map((item) => item.id)).toEqual(['e', 'd', 'c2', 'c1', 'b', 'a']);
    // 6 documents in pages of 2: three full pages, then an empty one that ends the read.
    expect(asked).toHaveLength(4);
  });
});

describe("the browser's request (no SDK)", () => {
  it('is the query the SDK sends', async () => {
    await createFirestoreSource(env, 20).all();
    const sdk = requests[0]!.body.structuredQuery!;
    expect(newsQuery(20).structuredQuery).toEqual({ ...sdk, limit: sentLimit(sdk) });
    await queryNews(env, 20);
    expect(requests[1]!.path).toBe(requests[0]!.path);
  });

  it('is a simple cross-origin request: text/plain and no header of its own, so no preflight', async () => {
    await queryNews(env, 2);
    const { headers } = requests[0]!;
    expect(headers['content-type']).toBe('text/plain');
    expect(Object.keys(headers).filter((name) => /^x-|^google-|authorization/i.test(name))).toEqual(
      [],
    );
    expect(sentLimit(requests[0]!.body.structuredQuery!)).toBe(2);
  });

  it('maps documents to their id plus data, as the SDK would, leaving out a broken one', async () => {
    answer = {
      status: 200,
      body: [
        document('aniversario', {
          fecha: { timestampValue: '2026-05-26T14:00:00.123456789Z' },
          contenido: { stringValue: '<p>125 años</p>' },
        }),
        document('sin-fecha', { contenido: { stringValue: '<p>Sin fecha</p>' } }),
        document('sin-contenido', {
          fecha: { timestampValue: '2026-05-01T00:00:00Z' },
          contenido: { integerValue: '3' },
        }),
      ],
    };
    const expected = [
      {
        id: 'aniversario',
        fecha: new Date('2026-05-26T14:00:00.123Z'),
        contenido: '<p>125 años</p>',
      },
      { id: 'sin-fecha', fecha: null, contenido: '<p>Sin fecha</p>' },
    ];
    expect(await queryNews(env, 20)).toEqual(expected);
    expect(await createFirestoreSource(env).all()).toEqual(expected);
  });

  it('fails on an error status and on an answer that is not a list', async () => {
    answer = { status: 403, body: { error: { code: 403 } } };
    await expect(queryNews(env, 2)).rejects.toThrow('Firestore answered 403');
    answer = { status: 200, body: { no: 'es una lista' } };
    await expect(queryNews(env, 2)).rejects.toThrow('Firestore did not answer a list');
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
    expect(ids(await queryNews(rulesEnv, 20))).toEqual(['reciente', 'antigua']);
    rules.close();
  });
});
