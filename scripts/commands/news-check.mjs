// `npm run news:check`: whether a deploy is due, asked of the publication's
// record, the families' notice and, only when those leave it open, of
// Firestore, without building (src/news/archive/check.server.ts). Prints one line; with GITHUB_OUTPUT
// set, writes changed=true or changed=false there, and live=true when main
// as it stands is live and nothing is due (the heartbeat may hear so).
// Exits 1, writing nothing, when Firestore cannot be asked.
import { appendFile } from 'node:fs/promises';
import { importSource } from '../lib/source-modules.mjs';

const [settings, check, kept, record, kinds, files] = await Promise.all(
  [
    'builder/plugins/settings.server.ts',
    'news/archive/check.server.ts',
    'news/archive/kept.server.ts',
    'news/archive/record.server.ts',
    'content/kinds.ts',
    'content/kind-files.server.ts',
  ].map(importSource),
);

/** The families' notice as main has it; null when it cannot be read (the build says why). */
async function savedNotice() {
  const read = await files.readJsonKind('.', kinds.contentKinds.notice);
  return read && 'value' in read ? read.value : null;
}

async function answer(changed, live) {
  if (process.env.GITHUB_OUTPUT)
    await appendFile(process.env.GITHUB_OUTPUT, `changed=${changed}\nlive=${live}\n`);
}

const firebase = settings.readSettings(process.cwd());
if (!firebase) {
  console.log('News: they come from content/news/, which a push to main deploys: nothing to ask.');
  await answer(false, false);
} else {
  try {
    const result = await check.checkNews(firebase, {
      keptDir: kept.keptArchiveDir(),
      record: await record.readPublicationRecord(record.publicationRecordDir()),
      main: record.checkedOutCommit(),
      listingRequestedAt: await kept.readListingRequest(kept.listingRequestFile()),
      notice: await savedNotice(),
    });
    const cost = `${result.requests} requests, ${result.reads} reads billed, ${(result.bytes / 1024).toFixed(1)} KB`;
    console.log(
      `News: ${result.changed ? 'a deploy is due' : 'no deploy is due'}: ${result.summary} (${cost})${result.live ? '; main as it stands is live' : ''}.`,
    );
    await answer(result.changed, result.live);
  } catch (error) {
    console.error(
      `News: Firestore could not be asked what changed (${error.message}). Nothing is decided: the publication runs and tells how it went.`,
    );
    process.exit(1);
  }
}
