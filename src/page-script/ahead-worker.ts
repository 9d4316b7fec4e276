// The service worker of the engines that read no speculation rules and have
// no prefetch link (Safari, and every browser on an iPhone): the page script
// (fetch-ahead.ts) asks it for a page it fetches ahead, and the worker keeps
// the response, in memory, for the navigation to it. Without it, such an
// engine may fetch the page again on the click: WebKit keeps no page fetched
// by a script for a navigation in a private window, and takes none from the
// HTTP cache there.
//
// It serves nothing else. A page is served once, if it was fetched less
// than FRESH_MS ago and came whole (200, not redirected); any other
// navigation, and every other request, goes to the network as without it. It
// fetches past the HTTP cache, so FRESH_MS counts from what the server sent,
// never from a copy the cache already held; and it fetches no page the rules
// never fetch ahead (the editor, the search, files), whoever asks. It stores
// nothing: a worker the browser stops (when it is idle) forgets what it held,
// and the navigation goes to the network.
//
// And it is there only while it holds a page: once it holds none (it served
// the last, or a navigation finds it holding none fresh), it unregisters
// itself, so a visit that fetches nothing ahead, tomorrow's first page
// included, never waits for a worker to start. The page script registers it
// again when it next fetches a page ahead.

import { outside } from '~/lib/path-pattern';

/** How long a page fetched ahead is served: the host's max-age (firebase.json), and Chromium's for a prefetch. */
export const FRESH_MS = 5 * 60_000;

/** What the page script posts: the address of a page of the site to fetch ahead. */
export interface AheadMessage {
  ahead: string;
}

// The few parts of the worker's scope it uses (the DOM's types have no worker).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface AheadMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface NavigationEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
export interface WorkerScope {
  location: { origin: string };
  registration: { unregister(): Promise<boolean> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: AheadMessageEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: NavigationEvent) => void): void;
}

/**
 * Sets the worker up in `scope`: what it does on install, on a page's
 * message, on a request. `neverAhead` is the rules' list of what is never
 * fetched ahead (src/site/speculation.ts).
 */
export function serveAhead(
  scope: WorkerScope,
  neverAhead: readonly string[],
  now: () => number = Date.now,
) {
  const held = new Map<string, { response: Promise<Response | null>; at: number }>();
  const fresh = (at: number) => now() - at < FRESH_MS;

  // It holds nothing a new version must keep: the newest takes over at once.
  scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));

  scope.addEventListener('message', (event) => {
    const { ahead } = (event.data ?? {}) as Partial<AheadMessage>;
    if (typeof ahead !== 'string') return;
    const url = new URL(ahead, scope.location.origin);
    if (url.origin !== scope.location.origin || !outside(neverAhead, url.pathname)) return;
    const key = url.origin + url.pathname;
    const kept = held.get(key);
    if (kept && fresh(kept.at)) return;
    // Revalidated with the server (no-cache): what is held is as fresh as `now()`.
    const response = fetch(key, { credentials: 'same-origin', cache: 'no-cache' }).then(
      (answer) => (answer.ok && !answer.redirected ? answer : null),
      () => null,
    );
    held.set(key, { response, at: now() });
    // The worker lives until the page has come whole.
    event.waitUntil(
      response.then(async (answer) => {
        if (!answer) return held.delete(key);
        await answer.clone().arrayBuffer();
      }),
    );
  });

  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.mode !== 'navigate' || request.method !== 'GET') return;
    const url = new URL(request.url);
    const key = url.origin + url.pathname;
    const kept = url.search ? undefined : held.get(key);
    held.delete(key);
    for (const [other, { at }] of held) if (!fresh(at)) held.delete(other);
    if (!held.size) void scope.registration.unregister();
    if (kept && fresh(kept.at))
      event.respondWith(kept.response.then((answer) => answer ?? fetch(request)));
  });
}
