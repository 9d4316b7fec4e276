// The tab's icon is the shield (public/logo.svg) at its size: a shield
// changed and not drawn again fails here.
import { readFile } from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  drawFavicon,
  FAVICON_PNG,
  FAVICON_SIZE,
  atIconSize,
} from '../../scripts/commands/favicon.mjs';

/** A picture's pixels, four channels each, and its size. */
const pixels = async (picture: Sharp) => {
  const { data, info } = await picture.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/**
 * How far apart two pictures of one size look, 0 to 255: the mean difference
 * of their colours, each weighed by its opacity, and of their opacities (the
 * colour of a pixel no one sees does not count).
 */
function distance(a: Buffer, b: Buffer) {
  let sum = 0;
  for (let i = 0; i < a.length; i += 4) {
    for (let c = 0; c < 3; c++)
      sum += Math.abs((a[i + c]! * a[i + 3]!) / 255 - (b[i + c]! * b[i + 3]!) / 255);
    sum += Math.abs(a[i + 3]! - b[i + 3]!);
  }
  return sum / a.length;
}

const committed = async () => pixels(sharp(await readFile(FAVICON_PNG)));

describe('the tab’s icon', () => {
  it('is the shield at 32 px, as `npm run favicon` draws it: run it when this fails', async () => {
    expect(await readFile(FAVICON_PNG)).toEqual(await drawFavicon());
  });

  it('looks as the shield drawn at its size, transparent where the shield is, in under 500 bytes', async () => {
    const icon = await committed();
    const shield = await pixels(atIconSize());
    expect([icon.width, icon.height]).toEqual([FAVICON_SIZE, FAVICON_SIZE]);
    expect(distance(icon.data, shield.data)).toBeLessThan(1);
    const clear = (data: Buffer) => data.filter((value, i) => i % 4 === 3 && value === 0).length;
    expect(clear(icon.data)).toBeGreaterThanOrEqual(clear(shield.data) * 0.95);
    expect((await readFile(FAVICON_PNG)).length).toBeLessThan(500);
  });

  it('would fail on another drawing', async () => {
    const red = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path d="M32 3 8 11v20c0 15 10.5 25.5 24 30 13.5-4.5 24-15 24-30V11L32 3Z" fill="#c62828"/></svg>',
    );
    const other = await pixels(atIconSize(red));
    expect(distance((await committed()).data, other.data)).toBeGreaterThan(10);
  });
});
