// Build time only: the one place VITE_FIREBASE_* are read and validated.
// The Vite build (and through it the page loaders and the browser) reads
// the result from `virtual:firebase-settings`; the React Router config, the
// build's steps, the preflight and the commands call readSettings. Parsing
// is pure and takes microseconds, so each asks anew and all get the same answer.
import { loadEnv, type Plugin } from 'vite';
import { z } from 'zod';
import type { FirebaseSettings, HostAndPort } from '../../site/firebase.ts';

const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

const text = z.preprocess(blankAsMissing, z.string().optional());

/** An emulator's address, "host:port", as Firebase's emulators are named. */
const hostAndPort = z.preprocess(
  blankAsMissing,
  z
    .string()
    .regex(/^([\w.-]+|\[[\d:]+\]):(\d{1,5})$/, {
      error: (issue) => `must be host:port, not "${String(issue.input)}"`,
    })
    .transform((value): HostAndPort => {
      const at = value.lastIndexOf(':');
      return { host: value.slice(0, at), port: Number(value.slice(at + 1)) };
    })
    .optional(),
);

const seconds = z.preprocess(
  (value) => blankAsMissing(value) ?? '300',
  z
    .string()
    .regex(/^[1-9]\d*$/, {
      error: (issue) => `must be a whole number of seconds, not "${String(issue.input)}"`,
    })
    .transform(Number),
);

const settingsSchema = z
  .looseObject({
    VITE_FIREBASE_PROJECT_ID: text,
    VITE_FIREBASE_API_KEY: text,
    VITE_FIREBASE_AUTH_DOMAIN: text,
    VITE_FIREBASE_APP_ID: text,
    VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: hostAndPort,
    VITE_FIREBASE_AUTH_TOKEN_SYNC_URL: text,
    VITE_FIREBASE_AUTH_ID_TOKEN_MAX_AGE: seconds,
    VITE_FIREBASE_STORAGE_BUCKET: text,
    VITE_FIREBASE_STORAGE_EMULATOR_HOST: hostAndPort,
  })
  .refine((env) => !env.VITE_FIREBASE_PROJECT_ID || env.VITE_FIREBASE_API_KEY, {
    path: ['VITE_FIREBASE_API_KEY'],
    error: 'is missing, and VITE_FIREBASE_PROJECT_ID is set',
  });

/**
 * The Firebase settings in `env`, or null when VITE_FIREBASE_PROJECT_ID is
 * not set: the news then come from content/news/. A half-set or malformed
 * configuration throws, naming each variable and what is wrong with it.
 */
export function parseSettings(env: Record<string, unknown>): FirebaseSettings | null {
  const result = settingsSchema.safeParse(env);
  if (!result.success)
    throw new Error(
      `Invalid Firebase settings: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
    );
  const { data } = result;
  const projectId = data.VITE_FIREBASE_PROJECT_ID;
  if (!projectId) return null;
  return {
    options: {
      apiKey: data.VITE_FIREBASE_API_KEY!,
      projectId,
      authDomain: data.VITE_FIREBASE_AUTH_DOMAIN,
      appId: data.VITE_FIREBASE_APP_ID,
    },
    emulatorHost: data.VITE_FIREBASE_FIRESTORE_EMULATOR_HOST,
    authTokenSyncUrl: data.VITE_FIREBASE_AUTH_TOKEN_SYNC_URL,
    authIdTokenMaxAge: data.VITE_FIREBASE_AUTH_ID_TOKEN_MAX_AGE,
    storage: {
      buckets: data.VITE_FIREBASE_STORAGE_BUCKET
        ? [data.VITE_FIREBASE_STORAGE_BUCKET]
        : [`${projectId}.appspot.com`, `${projectId}.firebasestorage.app`],
      emulatorHost: data.VITE_FIREBASE_STORAGE_EMULATOR_HOST,
    },
  };
}

/**
 * The settings a production build of the project in `root` reads: its .env
 * files and the environment, the environment first (as Vite reads them).
 */
export const readSettings = (root = process.cwd(), mode = 'production') =>
  parseSettings(loadEnv(mode, root, 'VITE_'));

const ID = 'virtual:firebase-settings';

/**
 * Serves `virtual:firebase-settings`: the settings this build was given,
 * parsed once when Vite starts (a bad one stops it there), as plain data.
 * The browser gets the data alone, without the parser.
 */
export function firebaseSettingsPlugin(): Plugin {
  let settings: FirebaseSettings | null = null;
  return {
    name: 'firebase-settings',
    configResolved(config) {
      settings = parseSettings(config.env);
    },
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load: (id) => (id === `\0${ID}` ? `export default ${JSON.stringify(settings)};` : undefined),
  };
}
