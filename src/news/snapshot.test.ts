import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('newsSnapshot at build time', () => {
  it('warns and gives no snapshot when Firestore cannot be reached', async () => {
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-isc');
    vi.stubEnv('VITE_FIREBASE_API_KEY', 'clave-de-prueba');
    // Nothing listens on port 9: the connection is refused at once.
    vi.stubEnv('VITE_FIREBASE_FIRESTORE_EMULATOR_HOST', '127.0.0.1:9');
    const { setLogLevel } = await import('firebase/firestore/lite');
    setLogLevel('silent');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { newsSnapshot } = await import('./snapshot.server');
    expect(await newsSnapshot(2)).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/could not be read from Firestore while building/),
    );
  });
});
