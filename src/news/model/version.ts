import type { NewsItem, Versioned } from './types';

/**
 * A short fingerprint of what a local news file holds (its date and its
 * text): its version, as updateTime is a Firestore document's.
 */
export async function newsVersion(item: Pick<NewsItem, 'fecha' | 'contenido'>): Promise<string> {
  const text = JSON.stringify([item.fecha?.toISOString() ?? null, item.contenido]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest, 0, 9)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether two lists hold the same items, in the same order, unchanged. */
export const sameVersions = (a: readonly Versioned[], b: readonly Versioned[]) =>
  a.length === b.length && a.every((v, i) => v.id === b[i]!.id && v.version === b[i]!.version);
