import type { NewsItem } from '../model/types';

/**
 * A short fingerprint of what a document holds (its date and its text). The
 * build writes the fingerprints of the items a page shows; the browser
 * fingerprints the live answer the same way, and only a difference costs a
 * download. Web Crypto, so the same code runs in Node and in the page.
 */
export async function newsVersion(item: NewsItem): Promise<string> {
  const text = JSON.stringify([item.fecha?.toISOString() ?? null, item.contenido]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest, 0, 9)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

type Versioned = { id: string; version: string };

/** Whether two lists hold the same items, in the same order, unchanged. */
export const sameVersions = (a: readonly Versioned[], b: readonly Versioned[]) =>
  a.length === b.length && a.every((v, i) => v.id === b[i]!.id && v.version === b[i]!.version);
