// Build time only: the picture pipeline, which describe.server.ts drives. Every raster picture the site
// shows (public/images, local news, Firestore news pictures from Storage)
// passes through here: oriented, stripped of its metadata, turned to sRGB and
// made in the widths its layout needs, as WebP; a news item's first picture
// also becomes its link-preview JPEG. Results are kept in a content-addressed
// cache that the next build reuses without decoding anything.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import type { Plugin } from 'vite';
import { PICTURE_DIR } from './layouts.ts';

/** Larger originals are not decoded (issue: a 12 MP phone photo is about 3.3 MB). */
export const MAX_PICTURE_BYTES = 30 * 1024 * 1024;
export const MAX_PICTURE_PIXELS = 50_000_000;

/** cwebp's own default: photos at a quarter of a JPEG's bytes, no visible loss at their size. */
const WEBP = { quality: 75, effort: 4 } as const;
/** Link previews: what WhatsApp, Facebook and Telegram all take, under 300 KB. */
export const PREVIEW = { width: 1200, height: 630, maxBytes: 300_000, type: 'image/jpeg' } as const;
const PREVIEW_QUALITIES = [82, 72, 62, 50];

/** Bumped when what the pipeline makes changes, so no cached result outlives it. */
const PIPELINE_VERSION = 1;

/** What one set of options makes of one source: the widths, or a preview. */
export type PictureJob =
  { kind: 'widths'; widths: readonly number[]; maxWidth?: number } | { kind: 'preview' };

/** A processed picture as the cache keeps it. */
export interface Made {
  /** Intrinsic size of the oriented original. */
  width: number;
  height: number;
  /** Files made, each with its width, published under PICTURE_DIR. */
  files: { name: string; width: number; bytes: number }[];
}

/** Why a picture was not processed: the build says it, naming the picture. */
export class PictureError extends Error {}

/**
 * The cache key: what identifies the source's bytes (their hash, or Storage's
 * ETag, itself a hash of them) and everything that decides the output (the
 * job, the encoder settings, the pipeline's and sharp's versions).
 */
export function pictureKey(identity: string, job: PictureJob): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        identity,
        job,
        WEBP,
        PREVIEW,
        PIPELINE_VERSION,
        sharp: sharp.versions.sharp,
      }),
    )
    .digest('hex')
    .slice(0, 20);
}

/** The identity of a picture's bytes: their SHA-256. */
export const bytesIdentity = (source: Uint8Array) =>
  `sha256:${createHash('sha256').update(source).digest('hex')}`;

/** The widths a layout makes of an original `width` wide: none wider than it. */
export function widthsFor(layout: readonly number[], width: number, maxWidth = Infinity): number[] {
  const cap = Math.min(width, maxWidth);
  const fitting = layout.filter((w) => w <= cap);
  return fitting.length === layout.length || fitting.includes(cap) ? fitting : [...fitting, cap];
}

/** Refuses, before decoding, what is too large to be a picture for the web. */
async function checkSize(source: Uint8Array): Promise<{ width: number; height: number }> {
  if (source.byteLength > MAX_PICTURE_BYTES)
    throw new PictureError(
      `it is ${(source.byteLength / 1048576).toFixed(1)} MB, over the ${MAX_PICTURE_BYTES / 1048576} MB a picture may have; it was not decoded`,
    );
  let meta: Metadata;
  try {
    meta = await sharp(source).metadata();
  } catch (error) {
    throw new PictureError(`it cannot be decoded as a picture (${(error as Error).message})`);
  }
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw new PictureError('it has no width or height');
  if (width * height > MAX_PICTURE_PIXELS)
    throw new PictureError(
      `it is ${((width * height) / 1e6).toFixed(0)} megapixels, over the ${MAX_PICTURE_PIXELS / 1e6} a picture may have; it was not decoded`,
    );
  return { width, height };
}

/** Oriented as the camera held it; decoded once per output. Metadata is never copied. */
const decode = (source: Uint8Array) =>
  sharp(source, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' }).autoOrient();

async function make(source: Uint8Array, job: PictureJob, key: string, dir: string): Promise<Made> {
  const { width, height } = await checkSize(source);
  const files: Made['files'] = [];
  try {
    if (job.kind === 'preview') {
      for (const quality of PREVIEW_QUALITIES) {
        const jpeg = await decode(source)
          .resize(PREVIEW.width, PREVIEW.height, { fit: 'cover', position: 'attention' })
          .toColourspace('srgb')
          .jpeg({ quality, mozjpeg: true })
          .toBuffer();
        if (jpeg.length > PREVIEW.maxBytes && quality !== PREVIEW_QUALITIES.at(-1)) continue;
        const name = `${key}.jpg`;
        await writeFile(path.join(dir, name), jpeg);
        files.push({ name, width: PREVIEW.width, bytes: jpeg.length });
        break;
      }
    } else {
      for (const w of widthsFor(job.widths, width, job.maxWidth)) {
        const webp = await decode(source)
          .resize({ width: w })
          .toColourspace('srgb')
          .webp(WEBP)
          .toBuffer();
        const name = `${key}-${w}.webp`;
        await writeFile(path.join(dir, name), webp);
        files.push({ name, width: w, bytes: webp.length });
      }
    }
  } catch (error) {
    if (error instanceof PictureError) throw error;
    throw new PictureError(`it cannot be decoded as a picture (${(error as Error).message})`);
  }
  return { width, height, files };
}

/** What the pipeline did in this process, for the build log and the benchmark. */
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

/**
 * A pipeline keeping its results in `cacheDir`: `<key>.json` says what was
 * made, beside the files themselves. Writes go through a temporary name, so
 * an interrupted build never leaves a half-written entry that looks whole.
 */
export function createPicturePipeline(cacheDir: string): PicturePipeline {
  const running = new Map<string, Promise<Made>>();
  const handedOut = new Set<string>();
  const stats: PictureStats = { encoded: 0, reused: 0 };
  const ready = mkdir(cacheDir, { recursive: true });
  // Two pictures at a time: each already uses every core libvips is given.
  let active = 0;
  const waiting: (() => void)[] = [];
  const slot = async () => {
    if (active >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
  };
  const release = () => {
    active -= 1;
    waiting.shift()?.();
  };

  async function cached(key: string): Promise<Made | null> {
    try {
      const made = JSON.parse(await readFile(path.join(cacheDir, `${key}.json`), 'utf8')) as Made;
      return made.files.every((file) => existsSync(path.join(cacheDir, file.name))) ? made : null;
    } catch {
      return null;
    }
  }

  async function run(key: string, load: () => Promise<Uint8Array>, job: PictureJob): Promise<Made> {
    await ready;
    const hit = await cached(key);
    if (hit) {
      stats.reused += 1;
      return hit;
    }
    const source = await load();
    await slot();
    try {
      const made = await make(source, job, key, cacheDir);
      const entry = path.join(cacheDir, `${key}.json`);
      await writeFile(`${entry}.tmp`, JSON.stringify(made));
      await rename(`${entry}.tmp`, entry);
      stats.encoded += 1;
      return made;
    } finally {
      release();
    }
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
    has: async (identity, job) => (await ready, Boolean(await cached(pictureKey(identity, job)))),
    async reuse(names) {
      if (!names.every((name) => existsSync(path.join(cacheDir, name)))) return false;
      for (const name of names) handedOut.add(name);
      return true;
    },
    handedOut,
    stats,
    cacheDir,
  };
}

/** The published address of a file the pipeline made. */
export const pictureUrl = (name: string) => `${PICTURE_DIR}${name}`;

/** Raster pictures the pipeline makes widths of; anything else (SVG, GIF) is kept as it is. */
export const PROCESSED = /\.(jpe?g|png|webp|avif|tiff?)$/i;

const SHARED = Symbol.for('isc.picture-pipeline');

/**
 * The build's pipeline, one per process however many copies of this module
 * the build loads (Vite's MDX compile, the page renderer). Its cache is
 * `.cache/pictures` unless PICTURE_CACHE_DIR names another.
 */
export function picturePipeline(): PicturePipeline {
  const global = globalThis as { [SHARED]?: PicturePipeline };
  return (global[SHARED] ??= createPicturePipeline(
    path.resolve(process.env.PICTURE_CACHE_DIR ?? '.cache/pictures'),
  ));
}

/**
 * Copies from the pipeline's cache into `outDir` (the site's `_img/`) every
 * file it handed out in this build, and nothing else. Resolves with how
 * many and their bytes.
 */
export async function publishPictures(
  { handedOut: names, cacheDir }: Pick<PicturePipeline, 'handedOut' | 'cacheDir'>,
  outDir: string,
): Promise<{ files: number; bytes: number }> {
  await mkdir(outDir, { recursive: true });
  let bytes = 0;
  for (const name of names) {
    await copyFile(path.join(cacheDir, name), path.join(outDir, name));
    bytes += (await stat(path.join(outDir, name))).size;
  }
  return { files: names.size, bytes };
}

/** In development, serves the pipeline's files from its cache, where the build copies them from. */
export function servePictures(): Plugin {
  return {
    name: 'serve-pictures',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(PICTURE_DIR.slice(0, -1), (req, res, next) => {
        const name = (req.url ?? '').slice(1).split('?')[0]!;
        if (!/^[\w-]+\.(webp|jpg)$/.test(name)) return next();
        readFile(path.join(picturePipeline().cacheDir, name)).then(
          (bytes) => {
            res.setHeader('content-type', name.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');
            res.end(bytes);
          },
          () => next(),
        );
      });
    },
  };
}
