// Build time only: the credentials the build and the cheap question read
// Firestore with. The rules let the public ask no more than a page shows
// (firestore.rules); the deploy's service account, which rules do not limit,
// lists the whole collection and counts it.
import { GoogleAuth } from 'google-auth-library';
import type { FirebaseSettings } from '~/site/firebase';

/** What a service account may do with Firestore: read it (role Cloud Datastore Viewer). */
const SCOPE = 'https://www.googleapis.com/auth/datastore';

/**
 * The access token to send, or null for none: none to an emulator (or the
 * protocol-level test server); else FIRESTORE_ACCESS_TOKEN as given, else
 * one made from the service-account key GOOGLE_APPLICATION_CREDENTIALS
 * names (google-auth-library: the key signs a request for a token valid an
 * hour). With neither, requests go as the public's, and the rules decide.
 */
export async function firestoreToken(
  firebase: FirebaseSettings,
  env: Record<string, string | undefined> = process.env,
): Promise<string | null> {
  if (firebase.emulatorHost) return null;
  if (env.FIRESTORE_ACCESS_TOKEN) return env.FIRESTORE_ACCESS_TOKEN;
  if (!env.GOOGLE_APPLICATION_CREDENTIALS) return null;
  const token = await new GoogleAuth({ scopes: [SCOPE] }).getAccessToken();
  if (!token) throw new Error('the service account gave no access token');
  return token;
}
