// The school's Firebase project as the site reads it: the settings' shape
// (parsed once, in settings.server.ts) and the Firestore contract every
// reader shares, the build's SDK, the browser's REST question and the CSP.

/** Firebase settings, as VITE_FIREBASE_* give them (settings.server.ts). */
export interface FirebaseSettings {
  options: {
    apiKey: string;
    projectId: string;
    authDomain?: string;
    appId?: string;
  };
  /** "host:port" of a Firestore emulator, or of a test server speaking its protocol. */
  emulatorHost?: HostAndPort;
  /** Same-origin path the Auth SDK posts ID tokens to; Auth starts only when set. */
  authTokenSyncUrl?: string;
  /** Tokens older than this many seconds are not synced. */
  authIdTokenMaxAge: number;
  /** Where news pictures are uploaded: the build processes the pictures of these alone. */
  storage: StorageSettings;
}

export interface HostAndPort {
  host: string;
  port: number;
}

/** The project's Firebase Storage, as the build downloads news pictures from it. */
export interface StorageSettings {
  /** The bucket set, else the project's two default names. */
  buckets: string[];
  /** "host:port" of a Storage emulator, or of a test server speaking its protocol. */
  emulatorHost?: HostAndPort;
}

/** The Firestore contract (spec §3): where the news are and how they are asked for. */
export const FIRESTORE = {
  /** The news collection. */
  collection: 'noticias',
  /** Firestore's public endpoint, for the REST question and the CSP. */
  origin: 'https://firestore.googleapis.com',
  /**
   * The earliest timestamp Firestore stores (0001-01-01T00:00:00Z), in
   * seconds. Asking for `fecha` at or after it leaves out a fecha stored as
   * text, which descending order would otherwise put first.
   */
  earliestSeconds: -62_135_596_800,
} as const;

/** FIRESTORE.earliestSeconds as the REST API writes a timestamp. */
export const EARLIEST_TIMESTAMP_VALUE = new Date(FIRESTORE.earliestSeconds * 1000)
  .toISOString()
  .replace(/\.000Z$/, '.000000000Z');

/** The Firestore server the settings point at: the emulator's address, or the public endpoint. */
export const firestoreOrigin = (settings: FirebaseSettings) =>
  settings.emulatorHost
    ? `http://${settings.emulatorHost.host}:${settings.emulatorHost.port}`
    : FIRESTORE.origin;
