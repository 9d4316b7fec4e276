import type { Page } from 'playwright-core';

export interface Transfer {
  total: number;
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
  const totals: Transfer = {
    total: 0,
    document: 0,
    script: 0,
    stylesheet: 0,
    font: 0,
    image: 0,
    other: 0,
  };
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    const kind = KINDS[types.get(event.requestId) ?? ''] ?? 'other';
    totals[kind] += event.encodedDataLength;
    totals.total += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await cdp.detach();
  return totals;
}
