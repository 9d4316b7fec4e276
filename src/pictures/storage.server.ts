// Build time only: news pictures on the project's Firebase Storage, for the
// pipeline: downloaded once, then asked again only whether they changed
// (ETag), and taken from the picture cache while Storage is out of reach.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageSettings } from '../site/firebase.ts';
import { STORAGE_ORIGIN } from './picture.ts';
import { PictureError, type PictureJob } from './encode.server.ts';
import type { PicturePipeline } from './pipeline.server.ts';

const STORAGE_HOST = new URL(STORAGE_ORIGIN).host;
const DOWNLOAD_TIMEOUT_MS = 30_000;

/**
 * The address to download a news picture from, or null when it is not a file
 * of the project's Storage: `https://firebasestorage.googleapis.com/v0/b/BUCKET/o/NAME?…`
 * for a configured bucket, sent to the emulator's `http://HOST/v0/b/BUCKET/o/NAME?…`
 * when one is set. Addresses are read as the browser reads them (WHATWG URL).
 */
export function storageDownloadAddress(src: string, storage: StorageSettings): string | null {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.host !== STORAGE_HOST || url.username || url.password)
    return null;
  const match = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/.exec(url.pathname);
  if (!match || !storage.buckets.includes(decodeURIComponent(match[1]!))) return null;
  if (!storage.emulatorHost) return url.href;
  const { host, port } = storage.emulatorHost;
  return `http://${host}:${port}${url.pathname}${url.search}`;
}

/** What downloading cost in this process, for the build's log and the benchmark. */
export interface DownloadStats {
  /** Pictures downloaded, and their bytes. */
  downloads: number;
  bytes: number;
  /** Pictures Storage said had not changed (304): no bytes. */
  unchanged: number;
  /** Pictures Storage could not be asked about, taken as an earlier build made them. */
  kept: number;
}

/**
 * Storage did not answer, or answered that it cannot now (5xx, 429): unlike
 * a picture it says it does not have, this one may be there on the next run.
 */
export class StorageUnreachable extends PictureError {}

export interface StoragePictures {
  /** Whether `src` is a file of the project's Storage: the only addresses it fetches. */
  owns(src: string): boolean;
  /** Each job made of the picture at `src` (a Storage address); throws, saying why, when it cannot be. */
  process(
    src: string,
    jobs: PictureJob[],
  ): Promise<Awaited<ReturnType<PicturePipeline['process']>>[]>;
  stats: DownloadStats;
}

/** Where the last build kept each Storage picture's ETag: its file under the pipeline's cache. */
function etagStore(cacheDir: string) {
  const dir = path.join(cacheDir, 'storage');
  const file = (src: string) =>
    path.join(dir, `${createHash('sha256').update(src).digest('hex').slice(0, 20)}.txt`);
  return {
    read: (src: string) => readFile(file(src), 'utf8').catch(() => null),
    async write(src: string, etag: string) {
      await mkdir(dir, { recursive: true });
      await writeFile(file(src), etag);
    },
  };
}

/**
 * The picture at `address`, sent `etag` when its copies are cached: no bytes
 * when Storage answers 304. Storage out of reach (no answer, 5xx, 429) is
 * StorageUnreachable; any other refusal a PictureError.
 */
async function download(
  address: string,
  etag: string | null,
  stats: DownloadStats,
): Promise<{ etag: string | null; bytes: Uint8Array | null }> {
  let response: Response;
  try {
    response = await fetch(address, {
      headers: etag ? { 'if-none-match': etag } : {},
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
    });
  } catch (error) {
    throw new StorageUnreachable(`Storage could not be reached (${(error as Error).message})`);
  }
  if (response.status === 304 && etag) {
    stats.unchanged += 1;
    return { etag, bytes: null };
  }
  if (response.status >= 500 || response.status === 429)
    throw new StorageUnreachable(`Storage answered ${response.status}`);
  if (!response.ok) throw new PictureError(`Storage answered ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  stats.downloads += 1;
  stats.bytes += bytes.byteLength;
  return { etag: response.headers.get('etag'), bytes };
}

/** The name a Storage picture's copies are cached under: its address and its version. */
const cacheIdentity = (src: string, etag: string | null) => `storage:${src} ${etag}`;

/**
 * The picture's bytes and ETag; no bytes when its copies made before are to
 * be taken: Storage says it is unchanged, or Storage is out of reach and
 * every job's copy was made by an earlier build (never the original).
 */
async function fetchOrKeep(
  pipeline: PicturePipeline,
  etags: ReturnType<typeof etagStore>,
  stats: DownloadStats,
  { src, address, jobs }: { src: string; address: string; jobs: PictureJob[] },
): Promise<{ etag: string | null; bytes: Uint8Array | null }> {
  const known = await etags.read(src);
  const cached =
    known !== null &&
    (await Promise.all(jobs.map((job) => pipeline.has(cacheIdentity(src, known), job)))).every(
      Boolean,
    );
  try {
    const got = await download(address, cached ? known : null, stats);
    if (got.bytes && got.etag) await etags.write(src, got.etag);
    return got;
  } catch (error) {
    if (!(error instanceof StorageUnreachable && cached)) throw error;
    stats.kept += 1;
    return { etag: known, bytes: null };
  }
}

/** One job of the picture at `src`: from `bytes`, or, with none, from the cache alone. */
function processJob(
  pipeline: PicturePipeline,
  { src, etag, bytes }: { src: string; etag: string | null; bytes: Uint8Array | null },
  job: PictureJob,
) {
  if (!bytes)
    return pipeline.processKnown(
      cacheIdentity(src, etag),
      () => {
        throw new PictureError('the cache lost a picture Storage says is unchanged');
      },
      job,
    );
  return etag
    ? pipeline.processKnown(cacheIdentity(src, etag), async () => bytes, job)
    : pipeline.process(bytes, job);
}

/**
 * Processes Storage pictures through `pipeline`. The first build downloads
 * each; the next ones send its ETag and, when Storage answers 304, take the
 * cached result without a byte of the picture.
 */
export function createStoragePictures(
  pipeline: PicturePipeline,
  storage: StorageSettings,
): StoragePictures {
  const stats: DownloadStats = { downloads: 0, bytes: 0, unchanged: 0, kept: 0 };
  const etags = etagStore(pipeline.cacheDir);
  return {
    owns: (src) => storageDownloadAddress(src, storage) !== null,
    async process(src, jobs) {
      const address = storageDownloadAddress(src, storage);
      if (!address) throw new PictureError('it is not on the project’s Storage');
      const { etag, bytes } = await fetchOrKeep(pipeline, etags, stats, { src, address, jobs });
      return Promise.all(jobs.map((job) => processJob(pipeline, { src, etag, bytes }, job)));
    },
    stats,
  };
}
