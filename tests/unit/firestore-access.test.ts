// What the public may ask of Firestore, and with what the build asks more.
// The rules cannot be executed here (the emulator needs a Java download):
// this holds the site's own queries to the limit they write, and the build
// to sending its service account's token.
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOME_NEWS_LIMIT, NEWS_PAGE_LIMIT } from '~/news/model';
import { firestoreToken } from '~/news/sources/credentials.server';
import { newsQuery } from '~/news/sources/firestore-rest';
import { BUILD_PAGE_SIZE, createFirestoreSource } from '~/news/sources/firestore.server';
import type { FirebaseSettings } from '~/site/firebase';
import { startFirestoreTestServer } from '../../scripts/test-servers/server.mjs';
import { noticias } from '../fixtures/noticias.mjs';

const settings = (emulator?: number): FirebaseSettings => ({
  options: { apiKey: 'clave-de-prueba', projectId: 'demo-isc' },
  ...(emulator && { emulatorHost: { host: '127.0.0.1', port: emulator } }),
  authIdTokenMaxAge: 300,
  storage: { buckets: ['demo-isc.appspot.com'] },
});

describe('firestore.rules', async () => {
  const rules = await readFile('firestore.rules', 'utf8');
  const listLimit = Number(/allow list: if request\.query\.limit <= (\d+);/.exec(rules)?.[1]);

  it('lets the public list no more than the news screen shows', () => {
    expect(listLimit).toBe(NEWS_PAGE_LIMIT);
    expect(rules).toMatch(/allow get: if true;/);
    expect(rules).not.toMatch(/allow read: if true;/);
  });

  it('allows every query a page sends', () => {
    for (const limit of [HOME_NEWS_LIMIT, NEWS_PAGE_LIMIT])
      expect(newsQuery(limit, 'versions').structuredQuery.limit).toBeLessThanOrEqual(listLimit);
  });

  it('leaves the build’s pages of 300 and its count to the service account', () => {
    expect(BUILD_PAGE_SIZE).toBeGreaterThan(listLimit);
  });
});

describe('the build’s credentials', () => {
  let server: Awaited<ReturnType<typeof startFirestoreTestServer>>;
  beforeEach(async () => {
    server = await startFirestoreTestServer({ port: 0, documents: noticias });
  });
  afterEach(() => server.close());

  it('are a given token, or none to an emulator or without a service account', async () => {
    expect(await firestoreToken(settings(), { FIRESTORE_ACCESS_TOKEN: 'ya29.token' })).toBe(
      'ya29.token',
    );
    expect(
      await firestoreToken(settings(8080), { FIRESTORE_ACCESS_TOKEN: 'ya29.token' }),
    ).toBeNull();
    expect(await firestoreToken(settings(), {})).toBeNull();
  });

  it('are sent with every request, the listing, the count and the items whole', async () => {
    const port = (server.address() as AddressInfo).port;
    const source = createFirestoreSource(settings(port), { token: 'ya29.token' });
    await source.list();
    await source.count();
    await source.get(['acto-aniversario']);
    expect(server.authorizations).toEqual(Array(3).fill('Bearer ya29.token'));
  });

  it('are not sent by the public’s requests', async () => {
    const port = (server.address() as AddressInfo).port;
    await createFirestoreSource(settings(port)).newest(NEWS_PAGE_LIMIT);
    expect(server.authorizations).toEqual([null]);
  });
});
