// The production server, as Firebase Hosting behaves: superstatic reading the
// hosting section of firebase.json (clean URLs, headers, the 404 page), with
// compression. Shared by `npm run serve`, the browser tests and the benchmark.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { constants } from 'node:zlib';

const require = createRequire(import.meta.url);
const superstatic = require('superstatic/lib/server');
const compression = require('compression');

// Brotli at its best quality, as a CDN serves static files; gzip for older clients.
const compress = compression({
  level: 9,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
});

/** Starts the server on 127.0.0.1; resolves with the Node HTTP server once listening. */
export function startStaticServer(port) {
  if (!existsSync('build/client/index.html')) {
    throw new Error('No built site in build/client: run "npm run build" first.');
  }
  return new Promise((resolve, reject) => {
    const app = superstatic({
      port,
      hostname: '127.0.0.1',
      config: 'firebase.json',
      compression: compress,
    });
    const server = app.listen(() => resolve(server));
    server.on('error', reject);
  });
}
