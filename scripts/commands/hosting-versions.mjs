// `npm run hosting:versions`: after a live deploy, keeps Firebase Hosting's
// versions bounded. Every publication is a version (a few a day), and Hosting
// keeps them all, billed as storage, unless the site's configuration says
// otherwise: sites are created with no limit. This sets the maxVersions
// (Hosting API, sites.updateConfig) of each of the two sites, the public one
// and the editor's, to KEPT_VERSIONS when it differs: about three weeks to
// roll back to, and a bounded bill. One call a site when it is set already.
// It never fails a publication: a refusal is logged.
import { pathToFileURL } from 'node:url';
import { call, hostingApi, hostingHeaders, publicSite } from '../lib/hosting-api.mjs';

/** How many published versions Hosting keeps; the oldest beyond are deleted. */
export const KEPT_VERSIONS = 60;

/** The public site and the editor's. */
const sites = [publicSite(), process.env.FIREBASE_EDITOR_SITE].filter(Boolean);

async function keepVersions() {
  if (sites.length === 0) {
    console.log('Hosting: no FIREBASE_PROJECT_ID, so no site to configure.');
    return;
  }
  const headers = await hostingHeaders();
  for (const site of sites) await keepVersionsOf(site, headers);
}

async function keepVersionsOf(site, headers) {
  const config = `${hostingApi()}/v1beta1/sites/${encodeURIComponent(site)}/config`;
  const { maxVersions } = await call('GET', config, headers);
  if (Number(maxVersions) === KEPT_VERSIONS) {
    console.log(`Hosting keeps the newest ${KEPT_VERSIONS} versions of ${site}.`);
    return;
  }
  await call('PATCH', `${config}?updateMask=maxVersions`, headers, {
    maxVersions: KEPT_VERSIONS,
  });
  console.log(
    `Hosting now keeps the newest ${KEPT_VERSIONS} versions of ${site} (it kept ${maxVersions ?? 'every one'}).`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await keepVersions().catch((error) =>
    console.log(
      `::warning::Hosting's versions could not be bounded (${error.message}): the site is published all the same (docs/administracion.md).`,
    ),
  );
