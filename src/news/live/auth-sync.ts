import type { FirebaseSettings } from '~/site/firebase';

/**
 * Auth keeps a same-origin cookie in sync with the ID token when the project
 * configures a token-sync URL (spec §7). The SDK does the POST and DELETE
 * itself; it reads the URL and the maximum token age from
 * __FIREBASE_DEFAULTS__. Loaded only when that URL is set.
 */
export async function startAuthTokenSync(env: FirebaseSettings): Promise<void> {
  const globals = globalThis as { __FIREBASE_DEFAULTS__?: Record<string, unknown> };
  globals.__FIREBASE_DEFAULTS__ = {
    ...globals.__FIREBASE_DEFAULTS__,
    _authTokenSyncURL: env.authTokenSyncUrl,
    _authIdTokenMaxAge: env.authIdTokenMaxAge,
  };
  const [{ getApps, initializeApp }, { getAuth }] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  getAuth(getApps()[0] ?? initializeApp(env.options));
}
