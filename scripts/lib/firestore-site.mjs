// The site as production builds it when the news come from Firestore, with
// the Firebase settings pointed at the protocol-level test server
// (scripts/test-servers/server.mjs), which answers the build's snapshot query
// from scripts/samples/noticias.mjs: `npm run build:firestore`, the benchmark
// and the tests build it.
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { cleanEnv } from './project-copy.mjs';
import { noticias, storageObjects } from '../samples/noticias.mjs';
import {
  FIRESTORE_TEST_PORT,
  FIRESTORE_TEST_PROJECT,
  startFirestoreTestServer,
} from '../test-servers/server.mjs';

export const FIRESTORE_BUILD_DIR = 'build-firestore';

/** The Firebase settings of a build pointed at the protocol-level test server on `port`. */
export const testServerEnv = (port) => ({
  VITE_FIREBASE_PROJECT_ID: FIRESTORE_TEST_PROJECT,
  VITE_FIREBASE_API_KEY: 'clave-de-prueba',
  VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${port}`,
  VITE_FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${port}`,
});

/**
 * Builds the Firestore-configured site into `outDir` while the test
 * server answers the build's query from `documents` and its Storage downloads
 * from `storage`. Resolves with the exit code, what the build asked of
 * Firestore (queries and document reads) and of Storage (downloads and 304
 * answers) and the bytes it sent; the build's log is kept in `outDir`/build.log.
 * `env` adds to the build's environment (NEWS_CACHE_DIR, for one).
 */
export async function buildFirestoreSite(
  documents = noticias,
  storage,
  outDir = FIRESTORE_BUILD_DIR,
  env = {},
) {
  const server = await startFirestoreTestServer({
    documents,
    storage: storage ?? (await storageObjects()),
  });
  let log = '';
  const code = await new Promise((resolve) => {
    const build = spawn('npx', ['react-router', 'build'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: cleanEnv({ ...testServerEnv(FIRESTORE_TEST_PORT), BUILD_DIR: outDir, ...env }),
    });
    build.stdout.on('data', (chunk) => (process.stdout.write(chunk), (log += chunk)));
    build.stderr.on('data', (chunk) => (process.stderr.write(chunk), (log += chunk)));
    build.on('exit', resolve);
  });
  server.close();
  await writeFile(`${outDir}/build.log`, log).catch(() => {});
  return {
    code: code ?? 1,
    queries: server.queries,
    reads: server.reads,
    storageDownloads: server.storageDownloads,
    storageUnchanged: server.storageUnchanged,
    bytes: server.bytes,
  };
}
