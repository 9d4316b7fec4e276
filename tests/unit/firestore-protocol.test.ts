import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirestoreSource } from '~/news/firestore-source';
import { requestNews, type NewsEvent } from '~/news/news-state';

/**
 * A local server that answers the Firestore REST protocol's runQuery, so the
 * real lite SDK encodes the query and decodes the answer.
 */
interface Recorded {
  path: string;
  body: { structuredQuery?: Record<string, unknown> };
}

let server: Server;
let port = 0;
const requests: Recorded[] = [];
let answer: { status: number; body: unknown } | 'no answer' = { status: 200, body: [] };

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  // The SDK logs every failed call; the tests assert on failures on purpose.
  const { setLogLevel } = await import('firebase/firestore/lite');
  setLogLevel('silent');
  server = createServer(async (req, res) => {
    const body = await read(req);
    requests.push({ path: req.url ?? '', body: body ? JSON.parse(body) : {} });
    if (answer === 'no answer') return;
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
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
});

/** The event requestNews reports first, as the live island would get it. */
function firstEvent(limit: number, timeoutMs?: number) {
  return new Promise<NewsEvent>((resolve) => {
    requestNews(source(), limit, () => [], resolve, timeoutMs);
  });
}

let news: ReturnType<typeof createFirestoreSource> | undefined;
/** The Firebase app, created once (as on a page), pointed at the local server. */
function source() {
  news ??= createFirestoreSource({
    options: { apiKey: 'clave-de-prueba', projectId: 'demo-isc' },
    emulatorHost: { host: '127.0.0.1', port },
    authIdTokenMaxAge: 300,
  });
  return news;
}

const document = (id: string, fields: Record<string, unknown>) => ({
  document: {
    name: `projects/demo-isc/databases/(default)/documents/noticias/${id}`,
    fields,
    createTime: '2026-01-01T00:00:00Z',
    updateTime: '2026-01-01T00:00:00Z',
  },
  readTime: '2026-11-22T00:00:00Z',
});

describe('Firestore news source at the protocol level', () => {
  it('asks runQuery for noticias, newest fecha first, with the limit', async () => {
    answer = { status: 200, body: [{ readTime: '2026-11-22T00:00:00Z' }] };
    await source().list(2);
    await source().list(20);
    expect(requests).toHaveLength(2);
    for (const [index, limit] of [2, 20].entries()) {
      const { path, body } = requests[index]!;
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
      const sent = body.structuredQuery!.limit as number | { value: number };
      expect(typeof sent === 'number' ? sent : sent.value).toBe(limit);
    }
  });

  it('maps documents to their id plus data, keeping one without fecha and leaving out a broken one', async () => {
    answer = {
      status: 200,
      body: [
        document('aniversario', {
          fecha: { timestampValue: '2026-05-26T14:00:00Z' },
          contenido: { stringValue: '<p>125 años</p>' },
        }),
        document('sin-fecha', { contenido: { stringValue: '<p>Sin fecha</p>' } }),
        document('fecha-texto', {
          fecha: { stringValue: 'ayer' },
          contenido: { stringValue: '<p>Texto</p>' },
        }),
        document('sin-contenido', {
          fecha: { timestampValue: '2026-05-01T00:00:00Z' },
          contenido: { integerValue: '3' },
        }),
      ],
    };
    const items = await source().list(20);
    expect(items).toEqual([
      { id: 'aniversario', fecha: new Date('2026-05-26T14:00:00Z'), contenido: '<p>125 años</p>' },
      { id: 'sin-fecha', fecha: null, contenido: '<p>Sin fecha</p>' },
      { id: 'fecha-texto', fecha: null, contenido: '<p>Texto</p>' },
    ]);
  });

  it('fails on an error status, logged as "Error fetching documents"', async () => {
    answer = {
      status: 403,
      body: {
        error: {
          code: 403,
          message: 'Missing or insufficient permissions.',
          status: 'PERMISSION_DENIED',
        },
      },
    };
    await expect(source().list(2)).rejects.toThrow(/permission/i);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await firstEvent(2)).toEqual({ type: 'failed' });
    expect(log).toHaveBeenCalledWith('Error fetching documents', expect.anything());
    log.mockRestore();
  });

  it('fails on a malformed answer and on no answer within the time limit', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = { status: 200, body: { no: 'es una lista' } };
    expect(await firstEvent(2)).toEqual({ type: 'failed' });
    answer = 'no answer';
    expect(await firstEvent(2, 200)).toEqual({ type: 'failed' });
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenLastCalledWith(
      'Error fetching documents',
      new Error('No answer within 0.2 s'),
    );
    log.mockRestore();
  });
});

describe("the query against Firestore's ordering rules", () => {
  it('leaves out a fecha stored as text or missing, which descending order would put first', async () => {
    const { startFirestoreTestServer } = await import('../../scripts/firestore-test-server.mjs');
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
    const { createFirestoreSource } = await import('~/news/firestore-source');
    const items = await createFirestoreSource({
      options: { apiKey: 'clave-de-prueba', projectId: 'demo-isc' },
      emulatorHost: { host: '127.0.0.1', port: (rules.address() as AddressInfo).port },
      authIdTokenMaxAge: 300,
    }).list(20);
    expect(items.map((item) => item.id)).toEqual(['reciente', 'antigua']);
    rules.close();
  });
});
