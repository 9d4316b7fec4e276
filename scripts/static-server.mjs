// The production server, as Firebase Hosting behaves: superstatic reading the
// hosting section of firebase.json (clean URLs, headers, the 404 page), with
// compression. Shared by `npm run serve`, the browser tests and the benchmark.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants } from 'node:zlib';

const require = createRequire(import.meta.url);
const superstatic = require('superstatic/lib/server');
const compression = require('compression');

// Brotli at its best quality, as a CDN serves static files; gzip for older clients.
const compress = compression({
  level: 9,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
});

/**
 * Starts the server on 127.0.0.1; resolves with the Node HTTP server once
 * listening. `root` serves another folder than build/client (the build
 * configured for Firestore, or a peer site); `config` overrides settings of
 * firebase.json's hosting section.
 */
export function startStaticServer(port, { root = 'build/client', config = {} } = {}) {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No built site in ${root}: run "npm run build" first.`);
  }
  return new Promise((resolve, reject) => {
    const app = superstatic({
      port,
      hostname: '127.0.0.1',
      config: { ...config, public: root },
      compression: compress,
    });
    const server = app.listen(() => resolve(server));
    server.on('error', reject);
  });
}
