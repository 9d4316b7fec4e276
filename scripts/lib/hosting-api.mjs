// Firebase Hosting's REST API (v1beta1), as the publication's own scripts ask
// it: hosting-versions.mjs (how many versions are kept), deploy-notice.mjs
// (the notice's fast path) and deploy-clone.mjs (a preview put live).
// HOSTING_API_URL points it at a stand-in in the tests
// (scripts/test-servers/hosting-api.mjs). Google's library is loaded only
// for a service account: with HOSTING_ACCESS_TOKEN it needs no package.

/** The API's root, without a trailing slash. */
export const hostingApi = () =>
  (process.env.HOSTING_API_URL ?? 'https://firebasehosting.googleapis.com').replace(/\/$/, '');

/** The public site's id: the project's unless FIREBASE_HOSTING_SITE says. */
export const publicSite = () =>
  process.env.FIREBASE_HOSTING_SITE || process.env.FIREBASE_PROJECT_ID;

/** The deploy's service account (GOOGLE_APPLICATION_CREDENTIALS), or a ready HOSTING_ACCESS_TOKEN. */
export async function hostingHeaders() {
  if (process.env.HOSTING_ACCESS_TOKEN)
    return { authorization: `Bearer ${process.env.HOSTING_ACCESS_TOKEN}` };
  if (!process.env.GOOGLE_APPLICATION_CREDENTIALS) throw new Error('no service account');
  const { GoogleAuth } = await import('google-auth-library');
  const auth = new GoogleAuth({ scopes: ['https://www.googleapis.com/auth/firebase.hosting'] });
  return { authorization: `Bearer ${await auth.getAccessToken()}` };
}

/** A JSON request; throws, naming it, unless it is answered 2xx. */
export async function call(method, url, headers, body) {
  const response = await fetch(url, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok)
    throw new Error(`${method} ${new URL(url).pathname} answered ${response.status}`);
  return response.json();
}
