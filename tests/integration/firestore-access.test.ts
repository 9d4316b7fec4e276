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
import { noticias } from '../../scripts/samples/noticias.mjs';
import { readRules } from '../support/rules';

const settings = (emulator?: number): FirebaseSettings => ({
  options: { apiKey: 'clave-de-prueba', projectId: 'demo-isc' },
  ...(emulator && { emulatorHost: { host: '127.0.0.1', port: emulator } }),
  authIdTokenMaxAge: 300,
  storage: { buckets: ['demo-isc.appspot.com'] },
});

describe('firestore.rules', async () => {
  const text = await readFile('firestore.rules', 'utf8');
  const rules = readRules(text);
  const NEWS = '/noticias/{id}';
  const visitor = { auth: null };
  const admin = { auth: { uid: 'secretaria', token: { admin: true } } };
  const staff = { auth: { uid: 'docente', token: { email: 'd@escuela.edu.ar' } } };
  /** A list request of `limit` items, or with no limit (a count, or the whole collection). */
  const list = (who: object, limit?: number) => ({
    ...who,
    query: limit === undefined ? {} : { limit },
  });

  it('lets the public list no more than the news screen shows, and read an item', () => {
    expect(rules.allows(NEWS, 'list', list(visitor, NEWS_PAGE_LIMIT))).toBe(true);
    expect(rules.allows(NEWS, 'list', list(visitor, NEWS_PAGE_LIMIT + 1))).toBe(false);
    expect(rules.allows(NEWS, 'list', list(visitor))).toBe(false);
    expect(rules.allows(NEWS, 'list', list(staff))).toBe(false);
    expect(rules.allows(NEWS, 'get', visitor)).toBe(true);
    expect(text).not.toMatch(/allow read: if true;/);
  });

  it('lets an administrator list the whole collection, as the administrators’ site does', () => {
    expect(rules.allows(NEWS, 'list', list(admin))).toBe(true);
    expect(rules.allows(NEWS, 'list', list(admin, 500))).toBe(true);
    expect(rules.allows(NEWS, 'delete', admin)).toBe(true);
    expect(rules.allows(NEWS, 'delete', staff)).toBe(false);
  });

  it('allows every query a page sends', () => {
    for (const limit of [HOME_NEWS_LIMIT, NEWS_PAGE_LIMIT]) {
      const { structuredQuery } = newsQuery(limit, 'versions');
      expect(rules.allows(NEWS, 'list', list(visitor, structuredQuery.limit))).toBe(true);
    }
  });

  it('leaves the build’s pages of 300 and its count to the service account', () => {
    expect(rules.allows(NEWS, 'list', list(visitor, BUILD_PAGE_SIZE))).toBe(false);
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
