import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSettings as parseFirebaseEnv, readSettings } from './settings.server';

describe('readSettings', () => {
  it('reads the project’s .env as it stands each time it is asked', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'settings-'));
    try {
      const env = (project: string) =>
        writeFile(
          path.join(root, '.env'),
          `VITE_FIREBASE_PROJECT_ID=${project}\nVITE_FIREBASE_API_KEY=k\n`,
        );
      await env('isc');
      const first = readSettings(root);
      expect(first?.options.projectId).toBe('isc');
      // The same settings asked again (the config, the Vite plugin, the build's steps): an equal answer.
      expect(readSettings(root)).toEqual(first);
      await env('isc-otro');
      expect(readSettings(root)?.options.projectId).toBe('isc-otro');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('parseFirebaseEnv', () => {
  it('is null (local news) without a project id', () => {
    expect(parseFirebaseEnv({})).toBeNull();
    expect(
      parseFirebaseEnv({ VITE_FIREBASE_PROJECT_ID: '  ', VITE_FIREBASE_API_KEY: 'k' }),
    ).toBeNull();
  });

  it('reads a full configuration with the defaults', () => {
    expect(
      parseFirebaseEnv({
        VITE_FIREBASE_PROJECT_ID: 'isc',
        VITE_FIREBASE_API_KEY: 'k',
        VITE_FIREBASE_AUTH_DOMAIN: 'isc.firebaseapp.com',
        VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
        VITE_FIREBASE_AUTH_TOKEN_SYNC_URL: '/__session',
        VITE_FIREBASE_STORAGE_BUCKET: 'isc-fotos',
        VITE_FIREBASE_STORAGE_EMULATOR_HOST: 'localhost:9199',
      }),
    ).toEqual({
      options: {
        apiKey: 'k',
        projectId: 'isc',
        authDomain: 'isc.firebaseapp.com',
        appId: undefined,
      },
      emulatorHost: { host: '127.0.0.1', port: 8080 },
      authTokenSyncUrl: '/__session',
      authIdTokenMaxAge: 300,
      storage: { buckets: ['isc-fotos'], emulatorHost: { host: 'localhost', port: 9199 } },
    });
    // Without a bucket set, the project's default buckets, old name and new.
    expect(
      parseFirebaseEnv({ VITE_FIREBASE_PROJECT_ID: 'isc', VITE_FIREBASE_API_KEY: 'k' })?.storage,
    ).toEqual({
      buckets: ['isc.appspot.com', 'isc.firebasestorage.app'],
      emulatorHost: undefined,
    });
  });

  it('names the variable that is missing or malformed', () => {
    expect(() => parseFirebaseEnv({ VITE_FIREBASE_PROJECT_ID: 'isc' })).toThrow(
      /VITE_FIREBASE_API_KEY is missing/,
    );
    const base = { VITE_FIREBASE_PROJECT_ID: 'isc', VITE_FIREBASE_API_KEY: 'k' };
    expect(() =>
      parseFirebaseEnv({ ...base, VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: 'localhost' }),
    ).toThrow(/EMULATOR_HOST must be host:port/);
    expect(() => parseFirebaseEnv({ ...base, VITE_FIREBASE_AUTH_ID_TOKEN_MAX_AGE: '5m' })).toThrow(
      /MAX_AGE/,
    );
    expect(
      parseFirebaseEnv({ ...base, VITE_FIREBASE_AUTH_ID_TOKEN_MAX_AGE: '600' })?.authIdTokenMaxAge,
    ).toBe(600);
  });
});
