/** Firebase settings read from VITE_FIREBASE_* variables at build time. */
export interface FirebaseEnv {
  options: {
    apiKey: string;
    projectId: string;
    authDomain?: string;
    appId?: string;
  };
  /** "host:port" of a Firestore emulator, or of a test server speaking its protocol. */
  emulatorHost?: { host: string; port: number };
  /** Same-origin path the Auth SDK posts ID tokens to; Auth starts only when set. */
  authTokenSyncUrl?: string;
  /** Tokens older than this many seconds are not synced. */
  authIdTokenMaxAge: number;
}

type Env = Record<string, string | boolean | undefined>;

const text = (env: Env, key: string) => {
  const value = env[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/**
 * Firestore is used when VITE_FIREBASE_PROJECT_ID is set; null means "use the
 * local news". A half-set configuration is an error that names the variable.
 */
export function parseFirebaseEnv(env: Env): FirebaseEnv | null {
  const projectId = text(env, 'VITE_FIREBASE_PROJECT_ID');
  if (!projectId) return null;
  const apiKey = text(env, 'VITE_FIREBASE_API_KEY');
  if (!apiKey)
    throw new Error('VITE_FIREBASE_PROJECT_ID is set but VITE_FIREBASE_API_KEY is missing');

  const emulator = text(env, 'VITE_FIREBASE_FIRESTORE_EMULATOR_HOST');
  let emulatorHost: FirebaseEnv['emulatorHost'];
  if (emulator) {
    const match = /^([\w.-]+|\[[\d:]+\]):(\d{1,5})$/.exec(emulator);
    if (!match)
      throw new Error(`VITE_FIREBASE_FIRESTORE_EMULATOR_HOST must be host:port, not "${emulator}"`);
    emulatorHost = { host: match[1]!, port: Number(match[2]) };
  }

  const maxAge = text(env, 'VITE_FIREBASE_AUTH_ID_TOKEN_MAX_AGE');
  const authIdTokenMaxAge = maxAge === undefined ? 300 : Number(maxAge);
  if (!Number.isInteger(authIdTokenMaxAge) || authIdTokenMaxAge <= 0) {
    throw new Error(
      `VITE_FIREBASE_AUTH_ID_TOKEN_MAX_AGE must be a whole number of seconds, not "${maxAge}"`,
    );
  }

  return {
    options: {
      apiKey,
      projectId,
      authDomain: text(env, 'VITE_FIREBASE_AUTH_DOMAIN'),
      appId: text(env, 'VITE_FIREBASE_APP_ID'),
    },
    emulatorHost,
    authTokenSyncUrl: text(env, 'VITE_FIREBASE_AUTH_TOKEN_SYNC_URL'),
    authIdTokenMaxAge,
  };
}
