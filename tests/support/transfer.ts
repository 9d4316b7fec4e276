import type { Page } from 'playwright-core';
import { pageAtRest } from './browser';

export interface Transfer {
  /** The page's own bytes: everything but what it fetched ahead for the next page. */
  total: number;
  /** What it fetched ahead (speculation rules: requests sent with `Sec-Purpose: prefetch`). */
  ahead: number;
  document: number;
  script: number;
  stylesheet: number;
  font: number;
  image: number;
  other: number;
}

const KINDS: Record<string, keyof Transfer> = {
  Document: 'document',
  Script: 'script',
  Stylesheet: 'stylesheet',
  Font: 'font',
  Image: 'image',
};

/**
 * Loads `url` and adds up the bytes that crossed the network (compressed, with
 * headers) by resource type: once the page is at rest (pageAtRest), every
 * request it started has finished, those it fetched ahead included.
 */
export async function measureTransfer(page: Page, url: string): Promise<Transfer> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map<string, string>();
  const speculative = new Set<string>();
  const totals: Transfer = {
    total: 0,
    ahead: 0,
    document: 0,
    script: 0,
    stylesheet: 0,
    font: 0,
    image: 0,
    other: 0,
  };
  const inFlight = new Set<string>();
  let settled = () => {};
  const done = (requestId: string) => {
    inFlight.delete(requestId);
    settled();
  };
  cdp.on('Network.loadingFailed', (event) => done(event.requestId));
  cdp.on('Network.requestWillBeSent', (event) => {
    inFlight.add(event.requestId);
    const purpose = Object.entries(event.request.headers).find(
      ([name]) => name.toLowerCase() === 'sec-purpose',
    )?.[1];
    if (String(purpose).includes('prefetch')) speculative.add(event.requestId);
  });
  cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
    if (String(event.headers['sec-purpose'] ?? event.headers['Sec-Purpose']).includes('prefetch'))
      speculative.add(event.requestId);
  });
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    done(event.requestId);
    if (speculative.has(event.requestId)) {
      totals.ahead += event.encodedDataLength;
      return;
    }
    const kind = KINDS[types.get(event.requestId) ?? ''] ?? 'other';
    totals[kind] += event.encodedDataLength;
    totals.total += event.encodedDataLength;
  });
  await page.goto(url);
  await pageAtRest(page);
  // The pages its rules fetch at once ("immediate"), each a request sent ahead.
  const immediate = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="speculationrules"]')].flatMap(
      (script) =>
        (
          JSON.parse(script.textContent!) as {
            prefetch?: { urls?: string[]; eagerness?: string }[];
          }
        ).prefetch?.flatMap((rule) => (rule.eagerness === 'immediate' ? (rule.urls ?? []) : [])) ??
        [],
    ),
  );
  while (speculative.size < immediate.length || inFlight.size)
    await new Promise<void>((resolve) => (settled = resolve));
  await cdp.detach();
  return totals;
}
