// `node scripts/commands/deploy-clone.mjs`: a pull request's preview put live
// as it is (promotion.mjs decide chose it): what `firebase hosting:clone
// PREVIEW_SITE:CHANNEL SITE:live` does, through Hosting's REST API, with one
// step more. The preview's version (CLONE_SOURCE, sites/SITE/versions/ID, in
// the previews' own project) is cloned to the live site unfinalized, given
// the configuration a live deploy of the same firebase.json gives (the
// preview's, less the header only a preview has: scripts/lib/promotion.mjs),
// finalized and released. Hosting copies the files itself: nothing is
// uploaded. Signed in as deploy-hosting.sh is (GOOGLE_APPLICATION_CREDENTIALS,
// the live key, which reads the previews' project as its Hosting Viewer), on
// the question's packages; FIREBASE_PROJECT_ID (and FIREBASE_HOSTING_SITE
// when the site's id differs) names the live site.
import { setTimeout as sleep } from 'node:timers/promises';
import { call, hostingApi, hostingHeaders, publicSite } from '../lib/hosting-api.mjs';
import { liveConfig } from '../lib/promotion.mjs';

/** How long the clone may take, and how often it is asked after. */
const CLONE_LIMIT_MS = 300_000;
const POLL_MS = 1_000;

const site = publicSite();
const source = process.env.CLONE_SOURCE ?? '';
if (!site || !/^sites\/[^/]+\/versions\/[^/]+$/.test(source)) {
  console.error('FIREBASE_PROJECT_ID and CLONE_SOURCE (sites/SITE/versions/ID) must be set');
  process.exit(1);
}
const v1 = `${hostingApi()}/v1beta1`;
const headers = await hostingHeaders();

let operation = await call('POST', `${v1}/sites/${site}/versions:clone`, headers, {
  sourceVersion: source,
  finalize: false,
});
for (const started = Date.now(); !operation.done; await sleep(POLL_MS)) {
  if (Date.now() - started > CLONE_LIMIT_MS)
    throw new Error(`the clone of ${source} took too long`);
  operation = await call('GET', `${v1}/${operation.name}`, headers);
}
if (operation.error) throw new Error(`the clone of ${source} failed: ${operation.error.message}`);
// The operation answers the new version; its configuration, if it leaves it out, is asked for.
const cloned = operation.response?.config
  ? operation.response
  : await call('GET', `${v1}/${operation.response.name}`, headers);
await call('PATCH', `${v1}/${cloned.name}?update_mask=config,status`, headers, {
  config: liveConfig(cloned.config),
  status: 'FINALIZED',
});
await call(
  'POST',
  `${v1}/sites/${site}/releases?versionName=${encodeURIComponent(cloned.name)}`,
  headers,
  { message: `vista previa ${source} ${process.env.GITHUB_SHA ?? ''}`.trim() },
);
const live = (await call('GET', `${v1}/sites/${site}/channels/live`, headers)).release?.version;
if (live?.name !== cloned.name) throw new Error(`${site} does not serve ${cloned.name}`);
console.log(
  `Hosting: ${site} live with ${source}, cloned as ${cloned.name}, with the live configuration.`,
);
