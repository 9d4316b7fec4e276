import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { FIRESTORE_BUILD_DIR } from '../../scripts/lib/firestore-site.mjs';
import { PHOTOS_BUILD_DIR } from '../../scripts/lib/photo-site.mjs';
import { startFirestoreTestServer } from '../../scripts/test-servers/server.mjs';
import { SITES, startStaticServer } from '../../scripts/lib/static-server.mjs';
import { noticias } from '../../scripts/samples/noticias.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The default build (local news). */
    baseURL: string;
    /** The default build's editor, on a site of its own. */
    editorURL: string;
    /** The build configured for Firestore, pointed at the protocol-level test server. */
    firestoreURL: string;
    /** The default build with phone photos in place of its drawings (npm run build:photos). */
    photosURL: string;
  }
}

const address = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/**
 * Serves the three builds and the first one's editor once for every browser test file, and the Firestore
 * test server the second one asks for its live news.
 */
export default async function setup(project: TestProject) {
  const local = (await startStaticServer(0)) as Server;
  const editor = (await startStaticServer(0, { target: SITES.editor })) as Server;
  const firestoreSite = (await startStaticServer(0, {
    root: `${FIRESTORE_BUILD_DIR}/client`,
  })) as Server;
  const photosSite = (await startStaticServer(0, { root: `${PHOTOS_BUILD_DIR}/client` })) as Server;
  const firestore = (await startFirestoreTestServer({ documents: noticias })) as Server;
  project.provide('baseURL', address(local));
  project.provide('editorURL', address(editor));
  project.provide('firestoreURL', address(firestoreSite));
  project.provide('photosURL', address(photosSite));
  return () =>
    Promise.all(
      [local, editor, firestoreSite, photosSite, firestore].map(
        (server) =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
          }),
      ),
    ).then(() => undefined);
}
