// The tab's icon is the shield (public/logo.svg) at its size: a shield
// changed and not drawn again fails here.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawFavicon, FAVICON_PNG, FAVICON_SIZE } from '../../scripts/commands/favicon.mjs';

/** Every pixel's channels, and the picture's size. */
const pixels = async (png: Buffer) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** How far apart two pictures of one size are: the mean of their channels' differences, 0 to 255. */
const distance = (a: Buffer, b: Buffer) =>
  a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0) / a.length;

describe('the tab’s icon', () => {
  it('is the shield at 32 px, a PNG of under a kilobyte: run `npm run favicon` when this fails', async () => {
    const committed = await readFile(FAVICON_PNG);
    expect(committed.length).toBeLessThan(1024);
    const [served, drawn] = await Promise.all([pixels(committed), pixels(await drawFavicon())]);
    expect([served.width, served.height]).toEqual([FAVICON_SIZE, FAVICON_SIZE]);
    expect(distance(served.data, drawn.data)).toBeLessThan(1);
  });

  it('would fail on a shield changed and not drawn again', async () => {
    const committed = await pixels(await readFile(FAVICON_PNG));
    const other = await pixels(
      await sharp(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><path d="M32 3 8 11v20c0 15 10.5 25.5 24 30 13.5-4.5 24-15 24-30V11L32 3Z" fill="#c62828"/></svg>',
        ),
        { density: 300 },
      )
        .resize(FAVICON_SIZE, FAVICON_SIZE)
        .png()
        .toBuffer(),
    );
    expect(distance(committed.data, other.data)).toBeGreaterThan(10);
  });
});
