// Where the browser reads no speculation rules (Firefox, Safari and every
// iPhone), the page's own rules, read here instead: the boot script inserts
// them in every engine (src/page-script/boot.ts), where they are inert data in
// these, and this module does what they say with what every engine has. Each
// page a rule names is fetched ahead, its HTML alone, into the HTTP cache
// (the host lets a page be reused for five minutes), so that the click finds
// it there. What is never fetched ahead, and when a visitor saves data, is
// therefore decided once, in src/site/speculation.ts, for both.
//
// How a page is fetched ahead, by what the engine has: a prefetch link
// (Firefox), or else the service worker of ahead-worker.ts (Safari), which
// keeps the page for the navigation, since WebKit may not take it from its
// HTTP cache; where there is no worker either, fetch() into the HTTP cache.
// Prerendering has no equivalent: a prerender rule is read as a prefetch.
import type { AheadMessage } from './ahead-worker';
import { pathPattern } from '~/lib/path-pattern';
import type { Condition, Eagerness, SpeculationRules } from '~/site/speculation';

/** The address of the service worker that keeps pages fetched ahead (ahead-worker.ts): its scope is the site. */
export const AHEAD_WORKER = '/ahead-worker.js';

/** How long the pointer rests on a link before its page is fetched ("moderate", as Chromium's). */
export const HOVER_MS = 200;

/** Whether `link` meets `condition`, as Chromium reads a document rule's `where`. */
export function meets(link: HTMLAnchorElement, condition: Condition): boolean {
  if ('and' in condition) return condition.and.every((inner) => meets(link, inner));
  if ('not' in condition) return !meets(link, condition.not);
  if ('selector_matches' in condition) return link.matches(condition.selector_matches);
  return (
    link.origin === location.origin &&
    [condition.href_matches].flat().some((glob) => pathPattern(glob).test(link.pathname))
  );
}

/** The registration's worker once it is active; rejected if it fails to install. */
function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  if (registration.active) return Promise.resolve(registration.active);
  const coming = registration.installing ?? registration.waiting;
  return new Promise((resolve, reject) => {
    if (!coming) return reject(new Error('No service worker'));
    coming.addEventListener('statechange', () => {
      if (coming.state === 'activated') resolve(coming);
      if (coming.state === 'redundant') reject(new Error('The service worker failed to install'));
    });
  });
}

/**
 * What fetches a page ahead, once each, by what the engine has: a prefetch
 * link, the service worker, or fetch() into the HTTP cache.
 */
function pageFetcher(doc: Document): (url: URL) => void {
  const fetched = new Set([location.pathname]);
  const byLink = doc.createElement('link').relList.supports?.('prefetch');
  let worker: Promise<ServiceWorker> | undefined;
  const byWorker = async (page: string) => {
    // Registered again once it has unregistered itself and gone (ahead-worker.ts).
    if (!worker || (await worker).state === 'redundant')
      worker = navigator.serviceWorker.register(AHEAD_WORKER).then(activeWorker);
    (await worker).postMessage({ ahead: page } satisfies AheadMessage);
  };
  return (url) => {
    const page = url.origin + url.pathname;
    if (url.origin !== location.origin || fetched.has(url.pathname)) return;
    fetched.add(url.pathname);
    const byFetch = () => fetch(page, { priority: 'low' } as RequestInit).catch(() => {});
    if (!byLink && 'serviceWorker' in navigator) return void byWorker(page).catch(byFetch);
    if (!byLink) return void byFetch();
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = page;
    doc.head.append(link);
  };
}

/**
 * Calls `ahead` with a link's element and the eagerness its moment answers:
 * the pointer resting on it for HOVER_MS, the keyboard's focus, a touch or a
 * press. Returns what stops it.
 */
function onIntent(
  doc: Document,
  signal: AbortSignal,
  ahead: (target: EventTarget | null, eagerness: Eagerness[]) => void,
): () => void {
  const soon: Eagerness[] = ['moderate', 'immediate'];
  let resting: ReturnType<typeof setTimeout> | undefined;
  const options = { passive: true, signal };
  doc.addEventListener(
    'mouseover',
    ({ target }) => {
      clearTimeout(resting);
      resting = setTimeout(() => ahead(target, soon), HOVER_MS);
    },
    options,
  );
  doc.addEventListener('mouseout', () => clearTimeout(resting), options);
  doc.addEventListener('focusin', ({ target }) => ahead(target, soon), options);
  for (const type of ['touchstart', 'mousedown'])
    doc.addEventListener(type, ({ target }) => ahead(target, [...soon, 'conservative']), options);
  return () => clearTimeout(resting);
}

/**
 * Reads the rules the page holds, and fetches ahead as they say: `immediate`
 * pages once the browser is idle, `moderate` ones when the pointer has rested
 * on their link for HOVER_MS, a touch or a press starts on it, or it takes
 * the keyboard's focus. A page is fetched once, whichever moment comes first.
 * Returns what stops it.
 */
export function fetchAhead(doc: Document = document): () => void {
  const listening = new AbortController();
  const stop = () => listening.abort();
  const text = doc.querySelector('script[type="speculationrules"]')?.textContent;
  if (!text) return stop;
  const rules = JSON.parse(text) as SpeculationRules;
  const all = [...(rules.prerender ?? []), ...(rules.prefetch ?? [])];
  const fetchPage = pageFetcher(doc);
  const linkAhead = (target: EventTarget | null, eagerness: Eagerness[]) => {
    const link = target instanceof Element ? target.closest('a') : null;
    if (
      link &&
      all.some(
        (rule) => rule.where && eagerness.includes(rule.eagerness) && meets(link, rule.where),
      )
    )
      fetchPage(new URL(link.href));
  };

  const idle = window.requestIdleCallback ?? setTimeout;
  idle(() => {
    if (listening.signal.aborted) return;
    for (const rule of all.filter((rule) => rule.eagerness === 'immediate')) {
      for (const url of rule.urls ?? []) fetchPage(new URL(url, location.href));
      if (rule.where) for (const link of doc.links) linkAhead(link, ['immediate']);
    }
  });
  const stopResting = onIntent(doc, listening.signal, linkAhead);
  return () => {
    stopResting();
    stop();
  };
}
