// Build time only: the content-addressed picture cache. A result is kept
// under a key made of what identifies the source's bytes and everything that
// decides the output; the next build finds it without decoding anything.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeWhole } from '../lib/write-whole.ts';
import { ENCODER, type Encoded, type PictureJob } from './encode.server.ts';

/** A processed picture as the cache keeps it. */
export interface Made {
  /** Intrinsic size of the oriented original. */
  width: number;
  height: number;
  /** Files made, each with its width, published under PICTURE_DIR. */
  files: { name: string; width: number; bytes: number }[];
}

/**
 * The cache key: what identifies the source's bytes (their hash, or Storage's
 * ETag, itself a hash of them) and everything that decides the output (the
 * job, the encoder's settings and versions).
 */
export function pictureKey(identity: string, job: PictureJob): string {
  return createHash('sha256')
    .update(JSON.stringify({ identity, job, ...ENCODER }))
    .digest('hex')
    .slice(0, 20);
}

/** The identity of a picture's bytes: their SHA-256. */
export const bytesIdentity = (source: Uint8Array) =>
  `sha256:${createHash('sha256').update(source).digest('hex')}`;

interface PictureCache {
  dir: string;
  /** What was made under `key`, when every file of it is still there. */
  read(key: string): Promise<Made | null>;
  /** Keeps what encoding made under `key`: the files, then the entry naming them. */
  write(key: string, encoded: Encoded): Promise<Made>;
  /** Whether the cache holds each of these files. */
  holds(names: string[]): boolean;
}

/**
 * A cache in `dir`: `<key>.json` says what was made, beside the files
 * themselves. The entry is written last, so it never names a file that is
 * not there yet.
 */
export function createPictureCache(dir: string): PictureCache {
  const ready = mkdir(dir, { recursive: true });
  const holds = (names: string[]) => names.every((name) => existsSync(path.join(dir, name)));
  return {
    dir,
    holds,
    async read(key) {
      await ready;
      try {
        const made = JSON.parse(await readFile(path.join(dir, `${key}.json`), 'utf8')) as Made;
        return holds(made.files.map((file) => file.name)) ? made : null;
      } catch {
        return null;
      }
    },
    async write(key, { width, height, files }) {
      await ready;
      const made: Made = { width, height, files: [] };
      for (const file of files) {
        const name = `${key}${file.suffix}`;
        await writeWhole(path.join(dir, name), file.bytes);
        made.files.push({ name, width: file.width, bytes: file.bytes.length });
      }
      await writeWhole(path.join(dir, `${key}.json`), JSON.stringify(made));
      return made;
    },
  };
}
