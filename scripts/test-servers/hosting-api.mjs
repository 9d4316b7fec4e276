// A stand-in for Firebase Hosting's REST API (v1beta1), as the notice's fast
// path deploys through it (scripts/commands/deploy-notice.mjs): one site's live
// channel and its versions, populateFiles answering which hashes it lacks,
// uploads checked against their hash, a version finalized once, releases.
// It keeps every file it was given, gunzipped, so a test reads the live site
// as Hosting would serve it.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * Starts the stand-in for `site`, whose live version has `config` and
 * `files` (path to content), listed `pageSize` at a time: resolves with { url, close, requests,
 * uploaded, livePage(path), live() }.
 */
export async function startHostingApi({ site, config, files = {}, pageSize = 1000 }) {
  const blobs = new Map(); // hash -> gzipped bytes
  const versions = new Map(); // name -> { config, files: {path: hash}, status }
  const requests = [];
  const uploaded = [];
  let counter = 0;
  const store = (content) => {
    const gzipped = gzipSync(Buffer.from(content), { level: 9 });
    const hash = createHash('sha256').update(gzipped).digest('hex');
    blobs.set(hash, gzipped);
    return hash;
  };
  const first = `sites/${site}/versions/v0`;
  versions.set(first, {
    config,
    status: 'FINALIZED',
    files: Object.fromEntries(Object.entries(files).map(([name, text]) => [name, store(text)])),
  });
  let released = first;

  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url, 'http://stand-in');
      requests.push({ method: req.method, path: url.pathname, search: url.search });
      const send = (status, value) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.headers.authorization !== 'Bearer ya29.token') return send(401, {});
      const path = url.pathname;
      const version = versions.get(path.replace(/^\/v1beta1\//, '').replace(/:populateFiles$/, ''));
      if (req.method === 'GET' && path === `/v1beta1/sites/${site}/channels/live`)
        return send(200, {
          name: `sites/${site}/channels/live`,
          release: { version: { name: released, ...versions.get(released) } },
        });
      const listed = /^\/v1beta1\/(sites\/[^/]+\/versions\/[^/]+)\/files$/.exec(path);
      if (req.method === 'GET' && listed && versions.has(listed[1])) {
        // Paged as Hosting pages it: pageSize files, then a token for the next.
        const all = Object.entries(versions.get(listed[1]).files);
        const from = Number(url.searchParams.get('pageToken') || 0);
        const size = Math.min(Number(url.searchParams.get('pageSize') || 1000), pageSize);
        const next = from + size < all.length ? { nextPageToken: String(from + size) } : {};
        return send(200, {
          files: all
            .slice(from, from + size)
            .map(([name, hash]) => ({ path: name, hash, status: 'EXPECTED' })),
          ...next,
        });
      }
      if (req.method === 'POST' && path === `/v1beta1/sites/${site}/versions`) {
        const name = `sites/${site}/versions/v${++counter}`;
        versions.set(name, { config: JSON.parse(body).config, status: 'CREATED', files: {} });
        return send(200, { name, status: 'CREATED' });
      }
      if (
        req.method === 'POST' &&
        path.endsWith(':populateFiles') &&
        version?.status === 'CREATED'
      ) {
        Object.assign(version.files, JSON.parse(body).files);
        const lacking = Object.values(JSON.parse(body).files).filter((hash) => !blobs.has(hash));
        return send(200, {
          uploadRequiredHashes: [...new Set(lacking)],
          uploadUrl: `http://${req.headers.host}/upload/${path.slice(9).replace(/:populateFiles$/, '')}/files`,
        });
      }
      if (req.method === 'POST' && path.startsWith('/upload/')) {
        const hash = path.split('/').at(-1);
        if (createHash('sha256').update(body).digest('hex') !== hash) return send(400, {});
        blobs.set(hash, body);
        uploaded.push(hash);
        return send(200, {});
      }
      if (
        req.method === 'PATCH' &&
        version?.status === 'CREATED' &&
        url.searchParams.get('update_mask') === 'status'
      ) {
        const missing = Object.values(version.files).filter((hash) => !blobs.has(hash));
        if (missing.length) return send(400, { error: { message: 'files not uploaded' } });
        version.status = JSON.parse(body).status;
        return send(200, { name: path.slice(9), status: version.status });
      }
      if (req.method === 'POST' && path === `/v1beta1/sites/${site}/releases`) {
        const name = url.searchParams.get('versionName');
        if (versions.get(name)?.status !== 'FINALIZED') return send(400, {});
        released = name;
        return send(200, { name: `sites/${site}/releases/r${counter}`, version: { name } });
      }
      send(404, {});
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const live = () => versions.get(released);
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => server.close(),
    requests,
    uploaded,
    live,
    /** The text the live site serves at `name` ("/index.html"), or undefined. */
    livePage: (name) => {
      const hash = live().files[name];
      return hash && gunzipSync(blobs.get(hash)).toString('utf8');
    },
  };
}
