// A stand-in for Firebase Hosting's REST API (v1beta1), as the notice's fast
// path deploys through it (scripts/commands/deploy-notice.mjs) and a preview
// is cloned live (deploy-clone.mjs): one site's live channel and its
// versions, populateFiles answering which hashes it lacks, uploads checked
// against their hash, a version cloned from another site's (a long-running
// operation, done when asked again), a version finalized once (its
// configuration with it, where the mask says), releases.
// It keeps every file it was given, gunzipped, so a test reads the live site
// as Hosting would serve it.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * What the stand-in answers, a route a row, for the hosting `h` (its site,
 * versions, blobs, uploads and released version): the method, a `match` of
 * the request (its path, query and the version it names) that is falsy
 * where the row does not apply, and the answer as [status, body].
 */
const routes = (h) => [
  {
    method: 'GET',
    match: ({ path }) => path === `/v1beta1/sites/${h.site}/channels/live`,
    answer: () => [
      200,
      {
        name: `sites/${h.site}/channels/live`,
        release: { version: { name: h.released, ...h.versions.get(h.released) } },
      },
    ],
  },
  {
    // Paged as Hosting pages it: pageSize files, then a token for the next.
    method: 'GET',
    match: ({ path }) => {
      const listed = /^\/v1beta1\/(sites\/[^/]+\/versions\/[^/]+)\/files$/.exec(path);
      return listed && h.versions.get(listed[1]);
    },
    answer: ({ query }, version) => {
      const all = Object.entries(version.files);
      const from = Number(query.get('pageToken') || 0);
      const size = Math.min(Number(query.get('pageSize') || 1000), h.pageSize);
      const next = from + size < all.length ? { nextPageToken: String(from + size) } : {};
      const files = all
        .slice(from, from + size)
        .map(([name, hash]) => ({ path: name, hash, status: 'EXPECTED' }));
      return [200, { files, ...next }];
    },
  },
  {
    method: 'POST',
    match: ({ path }) => path === `/v1beta1/sites/${h.site}/versions`,
    answer: ({ body }) => {
      const name = `sites/${h.site}/versions/v${++h.counter}`;
      h.versions.set(name, { config: JSON.parse(body).config, status: 'CREATED', files: {} });
      return [200, { name, status: 'CREATED' }];
    },
  },
  {
    method: 'POST',
    match: ({ path, version }) => path.endsWith(':populateFiles') && version?.status === 'CREATED',
    answer: ({ path, body, host, version }) => {
      const { files } = JSON.parse(body);
      Object.assign(version.files, files);
      const lacking = Object.values(files).filter((hash) => !h.blobs.has(hash));
      const name = path.slice(9).replace(/:populateFiles$/, '');
      return [
        200,
        {
          uploadRequiredHashes: [...new Set(lacking)],
          uploadUrl: `http://${host}/upload/${name}/files`,
        },
      ];
    },
  },
  {
    method: 'POST',
    match: ({ path }) => path.startsWith('/upload/'),
    answer: ({ path, body }) => {
      const hash = path.split('/').at(-1);
      if (createHash('sha256').update(body).digest('hex') !== hash) return [400, {}];
      h.blobs.set(hash, body);
      h.uploaded.push(hash);
      return [200, {}];
    },
  },
  {
    method: 'POST',
    match: ({ path }) => path === `/v1beta1/sites/${h.site}/versions:clone`,
    answer: ({ body }) => {
      const asked = JSON.parse(body);
      h.clones.push(asked);
      const source = h.versions.get(asked.sourceVersion);
      if (!source || source.status !== 'FINALIZED') return [404, {}];
      const name = `sites/${h.site}/versions/v${++h.counter}`;
      h.versions.set(name, {
        config: structuredClone(source.config),
        files: { ...source.files },
        status: asked.finalize ? 'FINALIZED' : 'CREATED',
      });
      const operation = `projects/-/sites/${h.site}/operations/clone-${h.counter}`;
      h.operations.set(operation, { name: operation, done: false, response: { name } });
      return [200, { name: operation, done: false }];
    },
  },
  {
    // Done from the second time it is asked on.
    method: 'GET',
    match: ({ path }) => h.operations.get(path.slice(9)),
    answer: (_call, operation) => {
      const answer = structuredClone(operation);
      operation.done = true;
      return [200, answer];
    },
  },
  {
    method: 'GET',
    match: ({ version }) => version,
    answer: ({ path }, version) => [200, { name: path.slice(9), ...version }],
  },
  {
    method: 'PATCH',
    match: ({ query, version }) =>
      version?.status === 'CREATED' && query.get('update_mask')?.split(',').includes('status'),
    answer: ({ path, body, query, version }) => {
      const missing = Object.values(version.files).filter((hash) => !h.blobs.has(hash));
      if (missing.length) return [400, { error: { message: 'files not uploaded' } }];
      const asked = JSON.parse(body);
      if (query.get('update_mask').split(',').includes('config')) version.config = asked.config;
      version.status = asked.status;
      return [200, { name: path.slice(9), status: version.status }];
    },
  },
  {
    method: 'POST',
    match: ({ path }) => path === `/v1beta1/sites/${h.site}/releases`,
    answer: ({ query }) => {
      const name = query.get('versionName');
      if (h.versions.get(name)?.status !== 'FINALIZED') return [400, {}];
      h.released = name;
      return [200, { name: `sites/${h.site}/releases/r${h.counter}`, version: { name } }];
    },
  },
];

/**
 * The site's hosting: its live version (v0) with `config` and `files`, and
 * the finalized versions of other sites `others` (by name: { config, files
 * }), every file kept gzipped by hash.
 */
function hosting({ site, config, files, pageSize, others = {} }) {
  const h = {
    site,
    pageSize,
    blobs: new Map(), // hash -> gzipped bytes
    versions: new Map(), // name -> { config, files: {path: hash}, status }
    operations: new Map(), // name -> { name, done, response }
    uploaded: [],
    clones: [], // each clone's request
    counter: 0,
    released: `sites/${site}/versions/v0`,
  };
  const store = (content) => {
    const gzipped = gzipSync(Buffer.from(content), { level: 9 });
    const hash = createHash('sha256').update(gzipped).digest('hex');
    h.blobs.set(hash, gzipped);
    return hash;
  };
  const version = (config, files) => ({
    config,
    status: 'FINALIZED',
    files: Object.fromEntries(Object.entries(files).map(([name, text]) => [name, store(text)])),
  });
  h.versions.set(h.released, version(config, files));
  for (const [name, other] of Object.entries(others))
    h.versions.set(name, version(other.config, other.files));
  return h;
}

/**
 * Starts the stand-in for `site`, whose live version has `config` and
 * `files` (path to content), listed `pageSize` at a time, beside `others`'
 * versions: resolves with { url, close, requests, uploaded, clones,
 * livePage(path), live() }.
 */
export async function startHostingApi({ site, config, files = {}, pageSize = 1000, others = {} }) {
  const h = hosting({ site, config, files, pageSize, others });
  const requests = [];
  const table = routes(h);

  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url, 'http://stand-in');
      requests.push({ method: req.method, path: url.pathname, search: url.search });
      const send = ([status, value]) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.headers.authorization !== 'Bearer ya29.token') return send([401, {}]);
      const path = url.pathname;
      const call = {
        path,
        query: url.searchParams,
        body: Buffer.concat(chunks),
        host: req.headers.host,
        version: h.versions.get(path.replace(/^\/v1beta1\//, '').replace(/:populateFiles$/, '')),
      };
      for (const { method, match, answer } of table) {
        const matched = req.method === method && match(call);
        if (matched) return send(answer(call, matched));
      }
      send([404, {}]);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const live = () => h.versions.get(h.released);
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => server.close(),
    requests,
    uploaded: h.uploaded,
    clones: h.clones,
    live,
    /** The text the live site serves at `name` ("/index.html"), or undefined. */
    livePage: (name) => {
      const hash = live().files[name];
      return hash && gunzipSync(h.blobs.get(hash)).toString('utf8');
    },
  };
}
