// Build time only: the picture pipeline, which sources.server.ts drives.
// Every raster picture the site shows (public/images, local news, Firestore
// news pictures from Storage) passes through here: encoded once
// (encode.server.ts), kept in the content-addressed cache (cache.server.ts)
// and handed out to the pages that name it; publish.server.ts publishes
// what was handed out.
import path from 'node:path';
import { processWide } from '../lib/process-wide.ts';
import { bytesIdentity, createPictureCache, pictureKey, type Made } from './cache.server.ts';
import { encodePicture, type PictureJob } from './encode.server.ts';
import { throttle } from './throttle.ts';

/** What the pipeline did in this process, for the build report. */
export interface PictureStats {
  encoded: number;
  reused: number;
}

export interface PicturePipeline {
  /** Processes `source` for `job`, from the cache when it was processed before. */
  process(source: Uint8Array, job: PictureJob): Promise<Made>;
  /**
   * The same for a source known by its `identity` (bytesIdentity, or an
   * address and its ETag): `load` is called only when the cache lacks it.
   */
  processKnown(identity: string, load: () => Promise<Uint8Array>, job: PictureJob): Promise<Made>;
  /** Whether the cache has `job` made of the source with `identity`. */
  has(identity: string, job: PictureJob): Promise<boolean>;
  /**
   * Hands out again files made by an earlier build (a news item kept from
   * the last deploy): false, recording none, when the cache lacks one.
   */
  reuse(names: string[]): Promise<boolean>;
  /** Every file handed out in this process: what the site publishes. */
  handedOut: ReadonlySet<string>;
  stats: PictureStats;
  cacheDir: string;
}

/** A pipeline keeping its results in `cacheDir`, encoding two pictures at a time. */
export function createPicturePipeline(cacheDir: string): PicturePipeline {
  const cache = createPictureCache(cacheDir);
  const running = new Map<string, Promise<Made>>();
  const handedOut = new Set<string>();
  const stats: PictureStats = { encoded: 0, reused: 0 };
  const encoding = throttle(2);

  async function run(key: string, load: () => Promise<Uint8Array>, job: PictureJob): Promise<Made> {
    const hit = await cache.read(key);
    if (hit) {
      stats.reused += 1;
      return hit;
    }
    const source = await load();
    const made = await encoding(async () => cache.write(key, await encodePicture(source, job)));
    stats.encoded += 1;
    return made;
  }

  const processKnown: PicturePipeline['processKnown'] = (identity, load, job) => {
    const key = pictureKey(identity, job);
    let result = running.get(key);
    if (!result) running.set(key, (result = run(key, load, job)));
    return result.then((made) => {
      for (const file of made.files) handedOut.add(file.name);
      return made;
    });
  };

  return {
    process: (source, job) => processKnown(bytesIdentity(source), async () => source, job),
    processKnown,
    has: async (identity, job) => Boolean(await cache.read(pictureKey(identity, job))),
    async reuse(names) {
      if (!cache.holds(names)) return false;
      for (const name of names) handedOut.add(name);
      return true;
    },
    handedOut,
    stats,
    cacheDir,
  };
}

/**
 * The build's pipeline, one per process however many copies of this module
 * the build loads (Vite's MDX compile, the page renderer). Its cache is
 * `.cache/pictures` unless PICTURE_CACHE_DIR names another.
 */
export const picturePipeline = (): PicturePipeline =>
  processWide('picture-pipeline', () =>
    createPicturePipeline(path.resolve(process.env.PICTURE_CACHE_DIR ?? '.cache/pictures')),
  );
