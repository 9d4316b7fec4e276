import type { Page } from 'playwright-core';

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
 * headers) by resource type, until the network has been quiet for a moment.
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
  cdp.on('Network.requestWillBeSent', (event) => {
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
    if (speculative.has(event.requestId)) {
      totals.ahead += event.encodedDataLength;
      return;
    }
    const kind = KINDS[types.get(event.requestId) ?? ''] ?? 'other';
    totals[kind] += event.encodedDataLength;
    totals.total += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await cdp.detach();
  return totals;
}
