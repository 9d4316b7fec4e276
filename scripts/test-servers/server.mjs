// A local HTTP server that answers Firestore's REST `runQuery`, `batchGet` and
// `runAggregationQuery` (a count) as the real service does, so the site's own
// REST client can be pointed at it (VITE_FIREBASE_FIRESTORE_EMULATOR_HOST). It
// honours what the site asks: the collection, range filters on a field, the
// order (Firestore's order of value types included), cursors and the limit,
// and bills reads as Firestore does. It also answers Firebase
// Storage's downloads (`GET /v0/b/BUCKET/o/NAME?alt=media`, with ETags), as the
// build reaches them through VITE_FIREBASE_STORAGE_EMULATOR_HOST. Used by the
// Firestore-configured build, its browser tests and the benchmark.
import { createServer } from 'node:http';
import { answerQuery, CORS, FIRESTORE_TEST_PROJECT } from './firestore.mjs';
import { answerDownload, STORAGE_DOWNLOAD } from './storage.mjs';

export { answerRest, batchGet, compareValues, runQuery, updateTimeOf } from './firestore.mjs';
export { FIRESTORE_TEST_PROJECT };

/** Port of the server the Firestore-configured test build is pointed at. */
export const FIRESTORE_TEST_PORT = Number(process.env.FIRESTORE_TEST_PORT ?? 8181);

/**
 * Starts the server on 127.0.0.1:`port`, answering from `documents` after
 * `latencyMs`, and Storage downloads from `storage` ("bucket/name" to bytes,
 * or 'down'). `server.documents` can be replaced while it runs, and so can
 * `server.failure`: { status } fails every query with Firestore's error for
 * that status (403, 429, 500, 503), { status, after: n } every query past the
 * first n (a paged read that fails half-way). Resolves with the Node HTTP
 * server once listening; `server.queries` and `server.reads` count what it
 * answered, as Firestore bills it, `server.bytes` what it sent, and
 * `server.storageDownloads` and `server.storageUnchanged` the downloads and 304 answers.
 */
export function startFirestoreTestServer({
  port = FIRESTORE_TEST_PORT,
  documents,
  storage = {},
  latencyMs = 0,
  failure = /** @type {{ status: number, after?: number } | null} */ (null),
}) {
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://x');
    const download = req.method === 'GET' && STORAGE_DOWNLOAD.exec(pathname);
    if (download) answerDownload(server, req, res, download);
    else if (req.method === 'OPTIONS') res.writeHead(204, CORS).end();
    else if (req.method === 'POST' && /:(runQuery|batchGet|runAggregationQuery)$/.test(pathname))
      void answerQuery(server, req, res, latencyMs, pathname.slice(pathname.lastIndexOf(':') + 1));
    else res.writeHead(404, CORS).end();
  });
  server.documents = documents;
  server.storage = storage;
  server.failure = failure;
  server.asked = 0;
  /** Each request's Authorization header, or null: what credentials the client sent. */
  server.authorizations = [];
  server.queries = 0;
  server.reads = 0;
  server.bytes = 0;
  server.storageDownloads = 0;
  server.storageUnchanged = 0;
  return new Promise((resolve, reject) => {
    server.on('error', (error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is busy: set FIRESTORE_TEST_PORT to a free one`)
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
