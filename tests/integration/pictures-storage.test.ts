import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFirestoreTestServer } from '../../scripts/test-servers/server.mjs';
import {
  createStoragePictures,
  storageDownloadAddress,
  StorageUnreachable,
} from '~/pictures/storage.server.ts';
import { widthsJob } from '~/pictures/describe.server.ts';
import { createPicturePipeline } from '~/pictures/pipeline.server.ts';

const BUCKET = 'demo-isc.appspot.com';
const address = (name: string, bucket = BUCKET) =>
  `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/noticias%2F${name}?alt=media&token=3f1c`;

describe('storageDownloadAddress', () => {
  const storage = { buckets: [BUCKET] };
  const emulated = { buckets: [BUCKET], emulatorHost: { host: '127.0.0.1', port: 9199 } };

  it('downloads the files of the configured bucket from Storage, or from the emulator when one is set', () => {
    expect(storageDownloadAddress(address('a.jpg'), storage)).toBe(address('a.jpg'));
    expect(storageDownloadAddress(address('a.jpg'), emulated)).toBe(
      `http://127.0.0.1:9199/v0/b/${BUCKET}/o/noticias%2Fa.jpg?alt=media&token=3f1c`,
    );
  });

  it('refuses everything else: another bucket, another host, http, credentials, other paths', () => {
    for (const src of [
      address('a.jpg', 'otro-proyecto.appspot.com'),
      address('a.jpg').replace('firebasestorage.googleapis.com', 'evil.example'),
      address('a.jpg').replace('https:', 'http:'),
      address('a.jpg').replace('https://', 'https://user:pw@'),
      `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/a/../../x`,
      `https://firebasestorage.googleapis.com/v1/b/${BUCKET}/o/a.jpg`,
      '/images/a.jpg',
      'no es una dirección',
    ])
      expect(storageDownloadAddress(src, emulated), src).toBeNull();
  });
});

describe('Storage pictures', () => {
  let server: Server & { storageDownloads: number; storageUnchanged: number };
  let cache: string;
  beforeAll(async () => {
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#248' },
    })
      .jpeg()
      .toBuffer();
    server = await startFirestoreTestServer({
      port: 0,
      documents: [],
      storage: { [`${BUCKET}/noticias/a.jpg`]: photo, [`${BUCKET}/noticias/caida.jpg`]: 'down' },
    });
    cache = await mkdtemp(path.join(tmpdir(), 'storage-pictures-'));
  });
  afterAll(async () => {
    server.close();
    await rm(cache, { recursive: true, force: true });
  });
  const storage = () => ({
    buckets: [BUCKET],
    emulatorHost: { host: '127.0.0.1', port: (server.address() as AddressInfo).port },
  });

  it('downloads a picture once; the next build asks only whether it changed, and encodes nothing', async () => {
    const first = createStoragePictures(createPicturePipeline(cache), storage());
    const [made] = await first.process(address('a.jpg'), [widthsJob('news')]);
    expect([made!.width, made!.height]).toEqual([1200, 900]);
    expect(first.stats).toEqual({ downloads: 1, bytes: expect.any(Number), unchanged: 0, kept: 0 });

    const pipeline = createPicturePipeline(cache);
    const warm = createStoragePictures(pipeline, storage());
    expect(await warm.process(address('a.jpg'), [widthsJob('news')])).toEqual([made]);
    expect(warm.stats).toEqual({ downloads: 0, bytes: 0, unchanged: 1, kept: 0 });
    expect(pipeline.stats).toEqual({ encoded: 0, reused: 1 });
    expect([server.storageDownloads, server.storageUnchanged]).toEqual([1, 1]);
  });

  it('takes a picture made before from the cache while Storage is out of reach, never the original', async () => {
    const [made] = await createStoragePictures(createPicturePipeline(cache), storage()).process(
      address('a.jpg'),
      [widthsJob('news')],
    );
    const held = (server as unknown as { storage: Record<string, unknown> }).storage;
    const bytes = held[`${BUCKET}/noticias/a.jpg`];
    try {
      held[`${BUCKET}/noticias/a.jpg`] = 'down';
      const outage = createStoragePictures(createPicturePipeline(cache), storage());
      expect(await outage.process(address('a.jpg'), [widthsJob('news')])).toEqual([made]);
      expect(outage.stats).toEqual({ downloads: 0, bytes: 0, unchanged: 0, kept: 1 });
      // A job never made of it cannot be taken from the cache: the outage is said as such.
      await expect(
        outage.process(address('a.jpg'), [widthsJob('news', 300)]),
      ).rejects.toBeInstanceOf(StorageUnreachable);
    } finally {
      held[`${BUCKET}/noticias/a.jpg`] = bytes;
    }
  });

  it('says why a picture could not be had: Storage out of reach, a file gone, another bucket', async () => {
    const pictures = createStoragePictures(createPicturePipeline(cache), storage());
    const down = pictures.process(address('caida.jpg'), [widthsJob('news')]);
    await expect(down).rejects.toThrow(/Storage could not be reached/);
    await expect(down).rejects.toBeInstanceOf(StorageUnreachable);
    const gone = pictures.process(address('borrada.jpg'), [widthsJob('news')]);
    await expect(gone).rejects.toThrow('Storage answered 404');
    await expect(gone).rejects.not.toBeInstanceOf(StorageUnreachable);
    await expect(
      pictures.process(address('a.jpg', 'otro.appspot.com'), [widthsJob('news')]),
    ).rejects.toThrow(/not on the project’s Storage/);
  });
});
