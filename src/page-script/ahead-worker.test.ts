import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '~/site/pages';
import { neverAhead } from '~/site/speculation';
import { FRESH_MS, serveAhead, type WorkerScope } from './ahead-worker';

const ORIGIN = 'https://colegio.example';

/** A worker scope as the browser gives it, with what its events were answered. */
function worker() {
  const listeners = new Map<string, (event: never) => void>();
  let clock = 0;
  let unregistered = 0;
  const registration = {
    unregister: () => {
      unregistered += 1;
      return Promise.resolve(true);
    },
  };
  const scope: WorkerScope = {
    location: { origin: ORIGIN },
    registration,
    skipWaiting: () => Promise.resolve(),
    addEventListener: (type: string, listener: (event: never) => void) =>
      void listeners.set(type, listener),
  };
  serveAhead(scope, neverAhead, () => clock);
  const dispatch = (type: string, event: object) => listeners.get(type)!(event as never);
  return {
    /** How many times the worker has unregistered itself. */
    unregistered: () => unregistered,
    later: (ms: number) => (clock += ms),
    /** The page script asks for `address`; resolves once the worker has it whole. */
    async ahead(address: string) {
      const waited: Promise<unknown>[] = [];
      dispatch('message', {
        data: { ahead: address },
        waitUntil: (p: Promise<unknown>) => waited.push(p),
      });
      await Promise.all(waited);
    },
    /** A request to `address`: what the worker answered with, or undefined where it let the network answer. */
    async request(address: string, mode: RequestMode = 'navigate') {
      let answer: Promise<Response> | undefined;
      const request = { url: new URL(address, ORIGIN).href, mode, method: 'GET' } as Request;
      dispatch('fetch', { request, respondWith: (r: Promise<Response>) => (answer = r) });
      return answer && (await answer).text();
    },
  };
}

let fetched: string[] = [];
let status = 200;
/** The page as the server has it now, and what a fetch that does not revalidate would get instead. */
let onServer = 'v1';
let inHttpCache: string | undefined;
beforeEach(() => {
  fetched = [];
  status = 200;
  onServer = 'v1';
  inHttpCache = undefined;
  vi.stubGlobal('fetch', (input: string | Request, init: RequestInit = {}) => {
    const address = typeof input === 'string' ? input : input.url;
    fetched.push(new URL(address).pathname);
    const cached = init.cache !== 'no-cache' && init.cache !== 'no-store' ? inHttpCache : undefined;
    return Promise.resolve(
      new Response(`page ${fetched.length} ${cached ?? onServer}`, { status }),
    );
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the worker that keeps pages fetched ahead (Safari)', () => {
  it('is there only while it holds a page: it unregisters once it served the last, or holds none fresh', async () => {
    const { ahead, request, later, unregistered } = worker();
    await ahead(paths.contract);
    await ahead(paths.news);
    await request(paths.contract);
    expect(unregistered()).toBe(0);
    await request(paths.news);
    expect(unregistered()).toBe(1);
    // A navigation that finds nothing held: a worker started anew, or what it held gone stale.
    await request(paths.history);
    expect(unregistered()).toBe(2);
    await ahead(paths.contract);
    later(FRESH_MS);
    await request(paths.history);
    expect(unregistered()).toBe(3);
  });

  it('fetches a page once when asked, and answers the navigation to it with what it fetched', async () => {
    const { ahead, request } = worker();
    await ahead(paths.contract);
    await ahead(paths.contract);
    expect(fetched).toEqual([paths.contract]);
    expect(await request(paths.contract)).toBe('page 1 v1');
    expect(fetched).toEqual([paths.contract]);
  });

  it('serves a page once: the next navigation to it goes to the network', async () => {
    const { ahead, request } = worker();
    await ahead(paths.contract);
    await request(paths.contract);
    expect(await request(paths.contract)).toBeUndefined();
  });

  it('lets the network answer a page fetched more than five minutes ago', async () => {
    const { ahead, request, later } = worker();
    await ahead(paths.contract);
    later(FRESH_MS);
    expect(await request(paths.contract)).toBeUndefined();
  });

  it('answers nothing but navigations to the pages it was asked for', async () => {
    const { ahead, request } = worker();
    await ahead(paths.contract);
    expect(await request(paths.news)).toBeUndefined();
    expect(await request(paths.contract, 'no-cors')).toBeUndefined();
    expect(await request(`${paths.contract}?q=1`)).toBeUndefined();
  });

  it('keeps no error page, and fetches nothing of another site', async () => {
    const { ahead, request } = worker();
    status = 404;
    await ahead('/no-existe');
    expect(await request('/no-existe')).toBeUndefined();
    await ahead('https://otro.example/');
    expect(fetched).toEqual(['/no-existe']);
  });

  it('serves no page older than five minutes after the server sent it: it fetches past the HTTP cache', async () => {
    const { ahead, request, later } = worker();
    // The HTTP cache holds a copy up to five minutes old (the host's max-age); the server has a newer one.
    inHttpCache = 'v0';
    onServer = 'v1';
    await ahead(paths.contract);
    later(FRESH_MS - 1);
    expect(await request(paths.contract)).toBe('page 1 v1');
  });

  it('fetches by itself none of the addresses the rules never fetch ahead, whoever asks', async () => {
    const { ahead, request } = worker();
    for (const address of [
      paths.editor,
      `${paths.editor}/config.json`,
      paths.search,
      paths.feed,
      '/foto.webp',
    ])
      await ahead(address);
    expect(fetched).toEqual([]);
    expect(await request(paths.editor)).toBeUndefined();
  });
});
