// Build time only: where the build reads the news and what it does when it
// cannot, decided here alone for the React Router config (the pages made from
// the news) and the route loaders.
import type { FirebaseSettings } from '~/site/firebase';
import { LOCAL_NEWS_DIR } from '../sources/local.server';
import { keptArchiveDir, listingRequestFile } from './kept.server';

/** Where the build reads news: Firestore when configured, content/news/ otherwise. */
export interface NewsOrigin {
  firebase: FirebaseSettings | null;
  localDir: string;
  /**
   * What a build does when Firestore, or Storage for a picture never
   * processed, cannot be read (an error, a request not answered within a
   * minute, permission denied, one failed page): `stop`, so that a deploy
   * never publishes fewer news than the live site has, nor an original
   * picture; or `spinner`, to go on without them, the pages waiting for the
   * live answer (the development server, `npm start`, pull-request previews).
   */
  ifUnreadable: 'stop' | 'spinner';
  /** Where the archive is kept for the next build, or null to keep none. */
  keptDir: string | null;
  /**
   * Whether a build with a kept archive lists every item's version (it sees
   * an edit of an older item) rather than only the newest items and the
   * count, when those account for the collection. It also does so when the
   * daily listing is due, or the "Run workflow" button asked for one since
   * the last (schedule.ts); this asks for it at once (NEWS_LIST_EVERYTHING=1,
   * for the benchmark).
   */
  listEverything?: boolean;
  /** The file where the button's request is kept (kept.server.ts), or null. */
  listingRequest?: string | null;
}

/**
 * How a build meets a Firestore it cannot read: it stops unless
 * ALLOW_NEWS_OUTAGE=1 lets it go on without the news (see NewsOrigin).
 */
const ifNewsUnreadable = (env: Record<string, string | undefined> = process.env) =>
  env.ALLOW_NEWS_OUTAGE === '1' ? 'spinner' : 'stop';

/**
 * Where this build reads its news: Firestore when `firebase` is set. The
 * development server shows every page with or without the news and keeps
 * no archive.
 */
export function newsOrigin(
  firebase: FirebaseSettings | null,
  {
    dev = false,
    env = process.env,
  }: { dev?: boolean; env?: Record<string, string | undefined> } = {},
): NewsOrigin {
  return {
    firebase,
    localDir: LOCAL_NEWS_DIR,
    ifUnreadable: dev ? 'spinner' : ifNewsUnreadable(env),
    keptDir: dev ? null : keptArchiveDir(env),
    listEverything: env.NEWS_LIST_EVERYTHING === '1',
    listingRequest: dev ? null : listingRequestFile(env),
  };
}
