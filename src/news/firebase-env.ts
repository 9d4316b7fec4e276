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
  /** Where news pictures are uploaded: the build processes the pictures of these alone. */
  storage: StorageConfig;
}

/** The project's Firebase Storage, as the build downloads news pictures from it. */
export interface StorageConfig {
  /** The bucket set, else the project's two default names. */
  buckets: string[];
  /** "host:port" of a Storage emulator, or of a test server speaking its protocol. */
  emulatorHost?: { host: string; port: number };
}

type Env = Record<string, string | boolean | undefined>;

const text = (env: Env, key: string) => {
  const value = env[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/** An emulator's address, "host:port", as Firebase's emulators are named. */
function hostAndPort(env: Env, key: string): { host: string; port: number } | undefined {
  const value = text(env, key);
  if (!value) return undefined;
  const match = /^([\w.-]+|\[[\d:]+\]):(\d{1,5})$/.exec(value);
  if (!match) throw new Error(`${key} must be host:port, not "${value}"`);
  return { host: match[1]!, port: Number(match[2]) };
}

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

  const emulatorHost = hostAndPort(env, 'VITE_FIREBASE_FIRESTORE_EMULATOR_HOST');
  const bucket = text(env, 'VITE_FIREBASE_STORAGE_BUCKET');

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
    storage: {
      buckets: bucket ? [bucket] : [`${projectId}.appspot.com`, `${projectId}.firebasestorage.app`],
      emulatorHost: hostAndPort(env, 'VITE_FIREBASE_STORAGE_EMULATOR_HOST'),
    },
  };
}
