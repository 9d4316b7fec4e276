import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_EXIF } from '../../scripts/samples/phone-photos.mjs';
import { bytesIdentity, pictureKey } from './cache.server.ts';
import { describePicture, INLINE_DRAWING_BYTES, toPicture, widthsJob } from './describe.server.ts';
import { MAX_PICTURE_BYTES, widthsFor } from './encode.server.ts';
import { createPicturePipeline } from './pipeline.server.ts';
import { publishPictures } from './publish.server.ts';
import { throttle } from './throttle.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pictures-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A photo as a phone writes it: EXIF with the camera and a GPS position, turned by its Orientation tag. */
const phonePhoto = (width = 2000, height = 1500, orientation = 1) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg({ quality: 90 })
    .withExif(PHONE_EXIF)
    .withMetadata({ orientation })
    .toBuffer();

describe('widthsFor', () => {
  it('keeps the widths the original reaches, and the original itself when it falls between two', () => {
    expect(widthsFor([320, 640, 1080], 4032)).toEqual([320, 640, 1080]);
    expect(widthsFor([320, 640, 1080], 800)).toEqual([320, 640, 800]);
    expect(widthsFor([320, 640, 1080], 640)).toEqual([320, 640]);
    expect(widthsFor([320, 640, 1080], 200)).toEqual([200]);
    // Never more than twice the width an editor gave the picture.
    expect(widthsFor([320, 640, 1080, 1440], 4032, 1200)).toEqual([320, 640, 1080, 1200]);
  });
});

describe('pictureKey', () => {
  it('changes with the bytes and with the job, and with nothing else', async () => {
    const a = await phonePhoto();
    const b = Buffer.concat([
      a.subarray(0, 2),
      Buffer.from([0xff, 0xfe, 0, 3, 0x31]),
      a.subarray(2),
    ]);
    const job = widthsJob('news');
    expect(pictureKey(bytesIdentity(a), job)).toBe(pictureKey(bytesIdentity(Buffer.from(a)), job));
    expect(pictureKey(bytesIdentity(a), job)).not.toBe(pictureKey(bytesIdentity(b), job));
    expect(pictureKey(bytesIdentity(a), job)).not.toBe(
      pictureKey(bytesIdentity(a), widthsJob('banner')),
    );
    expect(pictureKey(bytesIdentity(a), job)).not.toBe(
      pictureKey(bytesIdentity(a), { kind: 'preview' }),
    );
    expect(pictureKey(bytesIdentity(a), job)).toMatch(/^[0-9a-f]{20}$/);
  });
});

describe('the picture pipeline', () => {
  it('orients the photo, removes its EXIF, GPS and camera, and makes WebP widths in sRGB', async () => {
    // Orientation 6: the camera was held upright, the pixels are stored sideways.
    const source = await phonePhoto(2000, 1500, 6);
    expect(await exifr.gps(source)).toEqual({ latitude: -33.675, longitude: -65.4638 });
    expect((await exifr.parse(source)).Model).toBe('moto g54 5G');
    const pipeline = createPicturePipeline(path.join(dir, 'cache-a'));
    const made = await pipeline.process(source, widthsJob('news'));
    expect([made.width, made.height]).toEqual([1500, 2000]);
    expect(made.files.map((f) => f.width)).toEqual([320, 480, 640, 800, 1080, 1440]);
    for (const file of made.files) {
      const bytes = await readFile(path.join(pipeline.cacheDir, file.name));
      const info = await sharp(bytes).metadata();
      expect([info.format, info.width, info.space]).toEqual(['webp', file.width, 'srgb']);
      expect(info.height).toBe(Math.round((file.width * 2000) / 1500));
      expect(info.exif).toBeUndefined();
      expect(info.xmp).toBeUndefined();
      expect(info.icc).toBeUndefined();
      expect(await exifr.parse(bytes).catch(() => undefined)).toBeUndefined();
      expect(bytes.includes('moto g54')).toBe(false);
    }
  });

  it('makes the link preview a 1200 × 630 JPEG under 300 KB, without metadata', async () => {
    const pipeline = createPicturePipeline(path.join(dir, 'cache-b'));
    const made = await pipeline.process(await phonePhoto(), { kind: 'preview' });
    const bytes = await readFile(path.join(pipeline.cacheDir, made.files[0]!.name));
    const info = await sharp(bytes).metadata();
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630]);
    expect(bytes.length).toBeLessThanOrEqual(300_000);
    expect(info.exif).toBeUndefined();
  });

  it('encodes nothing the second time: a new pipeline on the same cache reuses every result', async () => {
    const cache = path.join(dir, 'cache-c');
    const source = await phonePhoto();
    const first = createPicturePipeline(cache);
    const made = await first.process(source, widthsJob('banner'));
    expect(first.stats).toEqual({ encoded: 1, reused: 0 });
    const again = createPicturePipeline(cache);
    expect(await again.process(source, widthsJob('banner'))).toEqual(made);
    expect(again.stats).toEqual({ encoded: 0, reused: 1 });
    // A lost file is made again rather than published missing.
    await rm(path.join(cache, made.files[0]!.name));
    const third = createPicturePipeline(cache);
    await third.process(source, widthsJob('banner'));
    expect(third.stats.encoded).toBe(1);
  });

  it('refuses, without decoding them, pictures over 30 MB or 50 megapixels, and says why', async () => {
    const pipeline = createPicturePipeline(path.join(dir, 'cache-d'));
    const huge = Buffer.alloc(MAX_PICTURE_BYTES + 1);
    await expect(pipeline.process(huge, widthsJob('banner'))).rejects.toThrow(
      /30\.0 MB, over the 30 MB a picture may have; it was not decoded/,
    );
    // A 10,000 × 6,000 PNG header: 60 megapixels.
    const wide = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await expect(pipeline.process(wide, widthsJob('banner'))).rejects.toThrow(
      /60 megapixels, over the 50 a picture may have; it was not decoded/,
    );
    await expect(
      pipeline.process(Buffer.from('not a picture'), widthsJob('banner')),
    ).rejects.toThrow(/cannot be decoded as a picture/);
    expect(pipeline.stats.encoded).toBe(0);
  });
});

describe('toPicture', () => {
  it('gives the img its srcset and the intrinsic size, or the editor’s width', () => {
    const made = {
      width: 4032,
      height: 3024,
      files: [320, 640].map((width) => ({ name: `k-${width}.webp`, width, bytes: 1 })),
    };
    expect(toPicture(made)).toEqual({
      src: '/_img/k-640.webp',
      srcset: '/_img/k-320.webp 320w, /_img/k-640.webp 640w',
      width: 4032,
      height: 3024,
    });
    expect(toPicture(made, 600)).toMatchObject({ width: 600, height: 450 });
  });
});

describe('publishPictures', () => {
  it('copies from the cache the files the pipeline handed out in this build, and nothing else', async () => {
    const cache = path.join(dir, 'cache-e');
    const out = path.join(dir, 'out');
    // An earlier build's files, in the cache: one handed out again, one not.
    await createPicturePipeline(cache).process(await phonePhoto(), { kind: 'preview' });
    await writeFile(path.join(cache, 'a-320.webp'), 'a');
    await writeFile(path.join(cache, 'b-320.webp'), 'b');
    const pipeline = createPicturePipeline(cache);
    const made = await pipeline.process(await phonePhoto(800, 600), {
      kind: 'widths',
      widths: [320],
    });
    expect(await pipeline.reuse(['a-320.webp'])).toBe(true);
    // A file the cache lost is not handed out, nor any of its set.
    expect(await pipeline.reuse(['b-320.webp', 'perdida-320.webp'])).toBe(false);
    expect(await publishPictures(pipeline, out)).toEqual({
      files: 2,
      bytes: 1 + made.files[0]!.bytes,
    });
    expect((await readdir(path.join(out, '_img'))).sort()).toEqual(
      ['a-320.webp', made.files[0]!.name].sort(),
    );
  });
});

describe('throttle', () => {
  it('runs at most its limit at a time, the others in turn, and passes results and errors on', async () => {
    const twoAtATime = throttle(2);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const task = (value: number) =>
      twoAtATime(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        if (value < 0) throw new Error('falló');
        return value;
      });
    const results = [task(1), task(-1), task(3), task(4)].map((p) =>
      p.catch((e: Error) => e.message),
    );
    while (releases.length || running) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    expect(await Promise.all(results)).toEqual([1, 'falló', 3, 4]);
    expect(most).toBe(2);
  });
});

describe('a drawing of the site', () => {
  it('is written into the page when small and on the first screen, and linked as a file when not', async () => {
    const publicDir = await mkdtemp(path.join(dir, 'public-'));
    const drawing = (fill: string, circles: number) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 400" width="1600" height="400"><rect width="1600" height="400" fill="${fill}"/>${'<circle cx="80" cy="80" r="40"/>'.repeat(circles)}</svg>`;
    await writeFile(path.join(publicDir, 'small.svg'), drawing('#17498f', 2));
    await writeFile(path.join(publicDir, 'large.svg'), drawing('#17498f', 80));
    const origins = { publicDir, storage: null };
    const small = await describePicture('/small.svg', 'banner', origins);
    const large = await describePicture('/large.svg', 'banner', origins);
    expect(small!.picture).toMatchObject({ width: 1600, height: 400 });
    expect(small!.picture.drawing).toEqual({
      viewBox: '0 0 1600 400',
      markup: `<rect width="1600" height="400" fill="#17498f"></rect>${'<circle cx="80" cy="80" r="40"></circle>'.repeat(2)}`,
    });
    // A small drawing with no view box to be given, written as an address instead.
    await writeFile(
      path.join(publicDir, 'in-ems.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="20em" height="10em"><rect fill="#fff"/></svg>',
    );
    const inEms = (await describePicture('/in-ems.svg', 'banner', origins))!.picture;
    expect(inEms.drawing).toBeUndefined();
    expect(inEms.src).toMatch(/^data:image\/svg\+xml,%3csvg /);
    // Quotes are escaped in the address itself, so the page's HTML needs no entities.
    expect(inEms.src).not.toMatch(/['"]/);
    expect((await readFile(path.join(publicDir, 'large.svg'))).byteLength).toBeGreaterThan(
      INLINE_DRAWING_BYTES,
    );
    expect(large!.picture).toEqual({ src: '/large.svg', width: 1600, height: 400 });
    // Further down a page, even a small one stays a file, fetched when scrolled to.
    const inText = await describePicture('/small.svg', 'longPage', origins);
    expect(inText!.picture.src).toBe('/small.svg');
  });
});
