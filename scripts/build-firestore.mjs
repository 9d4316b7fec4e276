// `npm run build:firestore`: the site as production builds it when the news
// come from Firestore, into build-firestore/, with the Firebase settings
// pointed at the protocol-level test server (scripts/firestore-test-server.mjs),
// which answers the build's snapshot query from tests/fixtures/noticias.mjs.
import { spawn } from 'node:child_process';
import { noticias } from '../tests/fixtures/noticias.mjs';
import {
  FIRESTORE_TEST_PORT,
  FIRESTORE_TEST_PROJECT,
  startFirestoreTestServer,
} from './firestore-test-server.mjs';

export const FIRESTORE_BUILD_DIR = 'build-firestore';

export const firestoreBuildEnv = {
  VITE_FIREBASE_PROJECT_ID: FIRESTORE_TEST_PROJECT,
  VITE_FIREBASE_API_KEY: 'clave-de-prueba',
  VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${FIRESTORE_TEST_PORT}`,
  BUILD_DIR: FIRESTORE_BUILD_DIR,
};

/**
 * Builds the Firestore-configured site into build-firestore/ while the test
 * server answers the build's query from `documents`. Resolves with the exit
 * code and what the build asked of Firestore (queries and document reads).
 */
export async function buildFirestoreSite(documents = noticias) {
  const server = await startFirestoreTestServer({ documents });
  const code = await new Promise((resolve) => {
    const build = spawn('npx', ['react-router', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, ...firestoreBuildEnv },
    });
    build.on('exit', resolve);
  });
  server.close();
  return { code: code ?? 1, queries: server.queries, reads: server.reads };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { code, queries, reads } = await buildFirestoreSite();
  console.log(`Firestore: ${queries} queries, ${reads} document reads.`);
  process.exit(code);
}
