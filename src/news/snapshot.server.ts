// Build time only (React Router keeps *.server modules out of the browser).
import { JSDOM } from 'jsdom';
import { firebaseEnv } from './config';
import { createFirestoreSource } from './firestore-source';
import { localSource } from './local-source';
import { FETCH_TIMEOUT_MS } from './news-state';
import { createSanitizer, toSafeNews, type Sanitize } from './sanitize';
import type { NewsSource, SafeNewsItem } from './types';

let source: NewsSource | undefined;
let sanitize: Sanitize | undefined;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The newest `limit` news items as the build reads them, sanitised with the
 * same rules as in the browser, to render into the page. Local news that do
 * not build stop the build; Firestore out of reach only warns and gives null
 * (the page then shows the spinner until the live island answers).
 */
export async function newsSnapshot(limit: number): Promise<SafeNewsItem[] | null> {
  // Auth (token sync) belongs to visitors' browsers, not to the build.
  source ??= firebaseEnv
    ? createFirestoreSource({ ...firebaseEnv, authTokenSyncUrl: undefined })
    : localSource;
  sanitize ??= createSanitizer(new JSDOM('').window as unknown as Window & typeof globalThis);
  let items;
  try {
    items = await withTimeout(source.list(limit), FETCH_TIMEOUT_MS);
  } catch (error) {
    if (!firebaseEnv) throw error;
    console.warn(
      `Warning: the news could not be read from Firestore while building (${(error as Error).message}); the pages will show the spinner until the live news arrive.`,
    );
    return null;
  }
  return toSafeNews(items, sanitize);
}
