// `npm run build:firestore`: the site built against the protocol-level
// Firestore test server, into build-firestore/ (scripts/lib/firestore-site.mjs).
import { buildFirestoreSite } from '../lib/firestore-site.mjs';

const { code, queries, reads, storageDownloads, storageUnchanged } = await buildFirestoreSite();
console.log(
  `Firestore: ${queries} queries, ${reads} document reads. Storage: ${storageDownloads} pictures downloaded, ${storageUnchanged} unchanged (304).`,
);
process.exit(code);
