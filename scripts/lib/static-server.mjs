// The production server, as Firebase Hosting behaves: superstatic reading one
// site's section of firebase.json (clean URLs, headers, redirects, the 404
// page), with compression. Shared by `npm run serve`, the browser tests and
// the benchmark.
import { createRequire } from 'node:module';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:zlib';

const require = createRequire(import.meta.url);
const superstatic = require('superstatic/lib/server');
const compression = require('compression');

// Brotli at its best quality, as a CDN serves static files; gzip for older clients.
const compressOnTheFly = compression({
  level: 9,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
});

/** Which build a folder holds: a new build (a deploy) adds and removes files in it. */
const deployment = (root) => {
  try {
    const { ino, mtimeMs } = statSync(root);
    return `${ino}:${mtimeMs}`;
  } catch {
    return '';
  }
};

/**
 * Compresses as above, and keeps (per server) the Brotli it made of every
 * file it served, as Hosting's CDN keeps each file of a deploy, compressed,
 * until the next deploy: Brotli 11 takes about 90 ms for the 86 KB news
 * screen and 0.6 s for the 226 KB live-news renderer, a cost no visitor pays
 * twice in production, so no measurement here should pay it either. A new
 * build in `root` is a new deploy: what was kept is forgotten.
 */
function cachingCompression(root) {
  const kept = new Map();
  let deployed = deployment(root);
  return (req, res, next) => {
    const cacheable = req.method === 'GET' && /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
    const now = cacheable ? deployment(root) : deployed;
    if (now !== deployed) {
      kept.clear();
      deployed = now;
    }
    const cached = cacheable && kept.get(req.url);
    if (cached) {
      res.writeHead(200, { ...cached.headers, 'content-length': cached.body.length });
      res.end(cached.body);
      return;
    }
    if (cacheable) {
      const chunks = [];
      const { write, end } = res;
      res.write = function (chunk, ...rest) {
        if (chunk) chunks.push(Buffer.from(chunk));
        return write.call(this, chunk, ...rest);
      };
      res.end = function (chunk, ...rest) {
        if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk));
        if (res.statusCode === 200 && res.getHeader('content-encoding') === 'br')
          kept.set(req.url, { headers: res.getHeaders(), body: Buffer.concat(chunks) });
        return end.call(this, chunk, ...rest);
      };
    }
    compressOnTheFly(req, res, next);
  };
}

/** The two sites firebase.json configures, by their deploy targets: the public site and staff's editor. */
export const SITES = { site: 'sitio', editor: 'editor' };

/** firebase.json's section for the site of deploy target `target`, as Hosting reads it. */
export function hostingOf(target, file = 'firebase.json') {
  const section = [JSON.parse(readFileSync(file, 'utf8')).hosting]
    .flat()
    .find((each) => each.target === target);
  if (!section) throw new Error(`firebase.json configures no site with the target "${target}".`);
  return section;
}

/**
 * Starts the server on 127.0.0.1; resolves with the Node HTTP server once
 * listening. `target` names the site (SITES), `root` another folder than
 * the one firebase.json gives it (the build configured for Firestore, or a
 * peer site), and `config` overrides settings of its section.
 */
export function startStaticServer(
  port,
  { target = SITES.site, root = hostingOf(target).public, config = {} } = {},
) {
  // A built site: some page in it (a peer's may have no home page).
  const built =
    existsSync(root) &&
    readdirSync(root, { recursive: true }).some((f) => String(f).endsWith('.html'));
  if (!built) {
    throw new Error(`No built site in ${root}: run "npm run build" first.`);
  }
  // A setting overridden as undefined is left out, to superstatic's default.
  const settings = Object.fromEntries(
    Object.entries({ ...hostingOf(target), ...config, public: root }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  return new Promise((resolve, reject) => {
    const app = superstatic({
      port,
      hostname: '127.0.0.1',
      // As a JSON text, taken whole: given an object, superstatic merges it into
      // firebase.json's `hosting`, which it cannot read as a list of sites.
      config: JSON.stringify(settings),
      compression: cachingCompression(root),
    });
    const server = app.listen(() => resolve(server));
    server.on('error', reject);
  });
}
