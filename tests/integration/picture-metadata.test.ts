// No picture committed under public/ or content/ tells where it was taken or
// with what camera: a public repository would hand it to anyone, forever,
// whatever the site's pipeline strips from the copies it serves.
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLEAN_COMMAND,
  metadataOf,
  picturesWithMetadata,
} from '../../scripts/lib/picture-metadata.mjs';
import { PHOTO_SIZE, phonePhoto } from '../../scripts/samples/phone-photos.mjs';
import { runCommand } from '../support/command';

/** The test's complaint: each picture with what it keeps, and the command that cleans. */
const complaint = (found: { file: string; kept: string[] }[]) =>
  found
    .map(({ file, kept }) => `${file} keeps ${kept.join(', ')}: run ${CLEAN_COMMAND}`)
    .join('\n');

describe('the pictures committed to the repository', () => {
  it('keep no GPS position, camera or other metadata', async () => {
    expect(complaint(await picturesWithMetadata('.'))).toBe('');
  });
});

describe('the check and its command, on a copy with a phone photo', () => {
  let copy = '';
  beforeAll(async () => {
    copy = await mkdtemp(path.join(tmpdir(), 'metadata-'));
    await mkdir(path.join(copy, 'public/images'), { recursive: true });
    await cp(await phonePhoto(0), path.join(copy, 'public/images/patio.jpg'));
  });
  afterAll(() => rm(copy, { recursive: true, force: true }));

  it('names the photo, what it keeps and the command; the command cleans it and keeps it whole', async () => {
    const found = complaint(await picturesWithMetadata(copy));
    expect(found).toMatch(
      /^public\/images\/patio\.jpg keeps GPS -33\.6\d+, -65\.4\d+, camera Motorola moto g54 5G, EXIF: run npm run pictures:clean$/,
    );

    const { status, output } = await runCommand('node', [
      path.resolve('scripts/commands/clean-pictures.mjs'),
      copy,
    ]);
    expect(status, output).toBe(0);
    expect(output).toContain('public/images/patio.jpg: removed GPS');
    expect(await picturesWithMetadata(copy)).toEqual([]);
    const cleaned = await readFile(path.join(copy, 'public/images/patio.jpg'));
    expect(await metadataOf(cleaned)).toEqual([]);
    expect(await sharp(cleaned).metadata()).toMatchObject({ format: 'jpeg', ...PHOTO_SIZE });
  });
});
