// What the live check costs a family: the island's own code (live-news.ts)
// run against the protocol-level test server, which compresses its answers
// as Google's servers do, on the news screen (20 items) and home (2), with
// 0, 1 and 20 pasted photos among the newest items, when nothing changed
// since the build and after one edit. Beside it, what the check cost before
// it listed versions: the newest items whole.
import { JSDOM } from 'jsdom';
import { importSource } from '../lib/source-modules.mjs';
import { startFirestoreTestServer, updateTimeOf } from '../test-servers/server.mjs';

const SETTINGS = 'virtual:firebase-settings';

/** The island's modules, loaded as the page loads them but with settings of the bench's choosing. */
async function islandModules() {
  const plugins = [
    {
      name: 'bench-settings',
      resolveId: (id) => (id === SETTINGS ? `\0${SETTINGS}` : null),
      load: (id) => (id === `\0${SETTINGS}` ? 'export default null;' : null),
    },
  ];
  const [live, rest] = await Promise.all(
    ['news/live/live-news.ts', 'news/sources/firestore-rest.ts'].map((file) =>
      importSource(file, { plugins }),
    ),
  );
  return { live, rest };
}

/** `documents` with a pasted photo in each of the newest `count`, none in the others. */
function withPasted(documents, pasted, count) {
  const plain = (text) => text.replace(/<img src="data:[^>]*>/g, '');
  return documents.map((doc, i) => {
    // A document whose contenido is not text stays as it is: listed, never shown.
    if (doc.fields.contenido.stringValue === undefined) return doc;
    const text = plain(doc.fields.contenido.stringValue);
    const contenido = i < count ? `${text}<p><img src="${pasted}" alt="Foto pegada"></p>` : text;
    return { ...doc, fields: { ...doc.fields, contenido: { stringValue: contenido } } };
  });
}

/** The island's settings, pointed at the test server `server`. */
const islandEnv = (server) => ({
  options: { apiKey: 'clave-de-prueba', projectId: 'demo-isc' },
  emulatorHost: { host: '127.0.0.1', port: server.address().port },
  authIdTokenMaxAge: 300,
  storage: { buckets: [] },
});

/** One visit's cost at `server`, while `work` runs: compressed bytes, requests and reads billed. */
async function costAt(server, work) {
  const before = { bytes: server.bytes, queries: server.queries, reads: server.reads };
  await work();
  return {
    bytes: server.bytes - before.bytes,
    requests: server.queries - before.queries,
    reads: server.reads - before.reads,
  };
}

/** `built` with its newest item edited: its text changed, its photo (if any) kept. */
const withNewestEdited = (built) =>
  built.map((doc, i) =>
    i === 0
      ? {
          ...doc,
          fields: {
            ...doc.fields,
            contenido: {
              stringValue: doc.fields.contenido.stringValue.replace('<p>', '<p>Corregido. '),
            },
          },
        }
      : doc,
  );

/**
 * Bytes and requests per visit for each case, and the whole newest items'
 * bytes (what a visit downloaded before versions were listed).
 */
export async function liveCheckCost(documents, pasted) {
  const { live, rest } = await islandModules();
  const server = await startFirestoreTestServer({ port: 0, documents: [] });
  const env = islandEnv(server);
  const { document } = new JSDOM('<div></div>').window;
  const deps = {
    list: async (limit) => (await rest.listNews(env, limit)).items,
    get: (ids) => rest.getNews(env, ids),
    show: async () => {},
    timeoutMs: 60_000,
  };
  const rows = [];
  try {
    for (const count of [0, 1, 20]) {
      const built = withPasted(documents, pasted, count);
      for (const [page, limit] of [
        ['news screen', 20],
        ['home', 2],
      ]) {
        const shown = built
          .slice(0, limit)
          .map((doc) => ({ id: doc.id, version: updateTimeOf(doc), title: doc.id, path: null }));
        const visit = (docs) => {
          server.documents = docs;
          return costAt(server, () =>
            live.mount(document.createElement('div'), { limit, shown, paged: [] }, deps),
          );
        };
        server.documents = built;
        const before = await costAt(server, () => rest.readNews(env, limit));
        rows.push({
          page,
          pasted: count,
          unchanged: await visit(built),
          edited: await visit(withNewestEdited(built)),
          wholeItems: before,
        });
      }
    }
  } finally {
    server.close();
  }
  return rows;
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

/** The live check's cost, as the README's table reads it. */
export function reportLiveCheckCost(rows) {
  console.log(
    '\nThe live check, per visit (Firestore answers, gzip, at the server): nothing changed | one edit | the newest items whole, as before',
  );
  for (const row of rows)
    console.log(
      `  ${row.page.padEnd(12)} ${String(row.pasted).padStart(2)} pasted: ${kb(row.unchanged.bytes)} KB in ${row.unchanged.requests} request | ${kb(row.edited.bytes)} KB in ${row.edited.requests} | ${kb(row.wholeItems.bytes)} KB`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { noticias } = await import('../samples/noticias.mjs');
  const { pastedPhoto } = await import('../samples/phone-photos.mjs');
  reportLiveCheckCost(await liveCheckCost(noticias, await pastedPhoto(2)));
}
