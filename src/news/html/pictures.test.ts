import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { picturePipeline } from '~/pictures/index.server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureLayouts } from '~/pictures';
import { archiveNews } from '../archive/archive.server';
import { PHONE_EXIF } from '../../../scripts/samples/phone-photos.mjs';

let publicDir: string;
beforeAll(async () => {
  publicDir = await mkdtemp(path.join(tmpdir(), 'news-public-'));
  await mkdir(path.join(publicDir, 'images'));
  const photo = await sharp({
    create: { width: 2400, height: 1800, channels: 3, background: '#7a4' },
  })
    .jpeg()
    .toBuffer();
  await writeFile(path.join(publicDir, 'images/acto.jpg'), photo);
  await writeFile(path.join(publicDir, 'images/rota.jpg'), 'no es una foto');
});
afterAll(() => rm(publicDir, { recursive: true, force: true }));

/** What makes the browser choose a copy of a picture: its copies and the box it fills. */
const choice = (image: string) => [
  / srcset="[^"]*"/.exec(image)?.[0],
  / sizes="[^"]*"/.exec(image)?.[0],
];

const item = (contenido: string) => ({
  id: 'acto',
  fecha: new Date('2026-05-26T14:00:00Z'),
  contenido,
  version: 'v1',
});
/** The archive of one item, its warnings' text added to `warnings`. */
async function archive(contenido: string, warnings: string[] = [], strict = false) {
  const made = await archiveNews([item(contenido)], { publicDir, storage: null, strict });
  warnings.push(...made.warnings.map(({ warning }) => warning));
  return made;
}

describe("a news item's pictures", () => {
  it('get widths, sizes (the same copy on the card and on the page), their intrinsic size and lazy loading', async () => {
    const { items } = await archive(
      '<p class="ql-align-center"><img src="/images/acto.jpg" alt="El acto"></p><p>Texto.</p>',
    );
    const [news] = items;
    const card = /<img [^>]+>/.exec(news!.html)![0];
    expect(card).toMatch(/^<img src="\/_img\/[\w-]+-1440\.webp" alt="El acto"/);
    expect(card).toContain('loading="lazy"');
    expect(card).toMatch(
      /srcset="(\/_img\/[\w-]+-(\d+)\.webp \2w, ){5}\/_img\/[\w-]+-1440\.webp 1440w"/,
    );
    expect(card).toContain(`sizes="${pictureLayouts.news.sizes}"`);
    expect(card).toContain('width="2400" height="1800"');
    expect(news!.html).toContain('<p class="news-align-center"><img');
    expect(choice(/<img [^>]+>/.exec(news!.pageHtml)![0])).toEqual(choice(card));
    expect(news!.preview).toEqual({
      path: expect.stringMatching(/^\/_img\/[\w-]+\.jpg$/),
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    });
  });

  it('lead their page when first on its first screen: fetched at once and first, not lazy', async () => {
    const { items } = await archive(
      '<h2>Acto</h2><p><img src="/images/acto.jpg" alt="El acto"></p><p><img src="/images/acto.jpg" alt="Otra vez"></p>',
    );
    const [first, second] = [...items[0]!.leadHtml!.matchAll(/<img [^>]+>/g)].map((m) => m[0]);
    expect(first).toContain('fetchpriority="high"');
    expect(first).not.toContain('loading=');
    expect(second).toContain('loading="lazy"');
    expect(second).not.toContain('fetchpriority');
    // In any other place of a list the same card is lazy; its own page opens on it.
    expect(items[0]!.html).not.toContain('fetchpriority');
    expect(items[0]!.pageHtml.match(/fetchpriority="high"/g)).toHaveLength(1);
    // Below a long text it is not on the first screen: lazy everywhere.
    const below = await archive(
      `<p>${'Una jornada de encuentro. '.repeat(20)}</p><p><img src="/images/acto.jpg" alt="El acto"></p>`,
    );
    expect(below.items[0]!.leadHtml).toBeNull();
    expect(below.items[0]!.pageHtml).toContain('loading="lazy"');
    expect(below.items[0]!.pageHtml).not.toContain('fetchpriority');
  });

  it('make a picture from elsewhere a link to it, which no page fetches, and leave a drawing as it is, with no preview', async () => {
    const { items } = await archive(
      '<p><img src="https://example.org/foto.jpg" alt="Otra"><img src="/images/x.svg" alt="Dibujo"></p>' +
        '<p><a href="https://example.org/album"><img src="https://example.org/tapa.jpg" alt="Tapa"></a></p>',
    );
    const note = '<span class="visually-hidden"> (se abre en una pestaña nueva)</span>';
    expect(items[0]!.html).toBe(
      `<p><a href="https://example.org/foto.jpg" target="_blank" rel="noopener noreferrer">Ver la foto en su sitio: Otra${note}</a><img src="/images/x.svg" alt="Dibujo" loading="lazy" decoding="async"></p>` +
        `<p><a href="https://example.org/album" target="_blank" rel="noopener noreferrer">Tapa${note}</a></p>`,
    );
    expect(items[0]!.preview).toBeNull();
    // With Storage configured too: another host is not fetched, nor warned about.
    const firestore = await archiveNews(
      [item('<p><img src="https://example.org/foto.jpg" alt=""></p>')],
      { publicDir, storage: { buckets: ['demo-isc.appspot.com'] }, strict: false },
    );
    expect(firestore.items[0]!.html).toBe(
      `<p><a href="https://example.org/foto.jpg" target="_blank" rel="noopener noreferrer">Ver la foto en su sitio${note}</a></p>`,
    );
    expect(firestore.warnings).toEqual([]);
  });

  it('keep the original of a picture that cannot be processed, and name the item and the picture', async () => {
    const warnings: string[] = [];
    const { items } = await archive(
      '<p>Texto.</p><p><img src="/images/rota.jpg" alt="Rota"></p>',
      warnings,
    );
    expect(items[0]!.html).toContain('<img src="/images/rota.jpg" alt="Rota" loading="lazy"');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^News item "acto": the picture \/images\/rota\.jpg was kept as it is: it cannot be decoded/,
      ),
    ]);
    // Local news stop the build instead: the file is in the school's hands.
    await expect(archive('<p><img src="/images/falta.jpg" alt="x"></p>', [], true)).rejects.toThrow(
      'News item "acto": the picture /images/falta.jpg was kept as it is: /images/falta.jpg is not in public/.',
    );
  });
});

/** A phone photo as an editor pastes it: a JPEG with the camera and a GPS position, as a data: address. */
async function pastedPhoto(width: number, height: number): Promise<string> {
  const jpeg = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .withExif(PHONE_EXIF)
    .toBuffer();
  expect(await exifr.gps(jpeg)).toEqual({ latitude: -33.675, longitude: -65.4638 });
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** Every img tag of some HTML, and the longest inline (data:) address any of it carries. */
const images = (html: string) => html.match(/<img [^>]+>/g) ?? [];
const longestInline = (html: string) =>
  Math.max(0, ...(html.match(/data:[^"']*/g) ?? []).map((d) => d.length));

describe('a picture pasted into the text (data: address)', () => {
  it('goes through the pipeline: widths, sizes, intrinsic size, preview, and no EXIF or GPS', async () => {
    const pasted = await pastedPhoto(1600, 1200);
    expect(pasted.length).toBeGreaterThan(100_000);
    const { items } = await archive(`<p>Texto.</p><p><img src="${pasted}" alt="El patio"></p>`);
    const [news] = items;
    const [card] = images(news!.html);
    expect(card).toMatch(/^<img src="\/_img\/[\w-]+-1440\.webp" alt="El patio"/);
    expect(card).toContain('width="1600" height="1200"');
    expect(card).toContain(`sizes="${pictureLayouts.news.sizes}"`);
    expect(card).toMatch(
      /srcset="(\/_img\/[\w-]+-\d+\.webp \d+w, ){5}\/_img\/[\w-]+-1440\.webp 1440w"/,
    );
    expect(choice(images(news!.pageHtml)[0]!)).toEqual(choice(card!));
    expect(news!.picture).toMatchObject({
      src: expect.stringMatching(/^\/_img\//),
      alt: 'El patio',
    });
    expect(news!.preview).toMatchObject({ path: expect.stringMatching(/^\/_img\/[\w-]+\.jpg$/) });
    // What is published carries neither the camera nor the place.
    for (const name of [
      /src="\/_img\/([\w-]+\.webp)"/.exec(card!)![1]!,
      news!.preview!.path.slice(5),
    ]) {
      const bytes = await readFile(path.join(picturePipeline().cacheDir, name));
      expect(await exifr.parse(bytes).catch(() => undefined), name).toBeUndefined();
    }
  });

  it('leaves no picture inline over 2 KB in the card, the page, the description or the picture', async () => {
    const { items } = await archive(
      `<p><img src="${await pastedPhoto(800, 600)}" alt="Uno"></p><p>Texto.</p><p><img src="${await pastedPhoto(640, 480)}" alt="Dos" width="300"></p>`,
    );
    const [news] = items;
    for (const html of [news!.html, news!.pageHtml, JSON.stringify(news)])
      expect(longestInline(html)).toBeLessThanOrEqual(2048);
    expect(images(news!.html)).toHaveLength(2);
    // The editor's width is kept; the height follows the photo.
    expect(images(news!.html)[1]).toContain('width="300"');
    expect(images(news!.html)[1]).toContain('height="225"');
  });

  it('is left out when it cannot be decoded, its description kept as text, the item named', async () => {
    const warnings: string[] = [];
    const broken = `data:image/jpeg;base64,${Buffer.from('no es una foto'.repeat(300)).toString('base64')}`;
    const { items } = await archive(
      `<p>Antes.</p><p><img src="${broken}" alt="La foto del acto"></p><p>Después.</p>`,
      warnings,
    );
    expect(items[0]!.html).toBe('<p>Antes.</p><p>La foto del acto</p><p>Después.</p>');
    expect(items[0]!.preview).toBeNull();
    expect(warnings).toEqual([
      expect.stringMatching(
        /^News item "acto": the picture pasted into its text \(5 KB of data: address\) was left out: it cannot be decoded/,
      ),
    ]);
    expect(warnings[0]!.length).toBeLessThan(400);
  });

  it('leaves the pictures after it processed, and the item sharing the site card', async () => {
    const broken = `data:image/jpeg;base64,${Buffer.from('no es una foto'.repeat(300)).toString('base64')}`;
    const { items } = await archive(
      `<p><img src="${broken}" alt="Rota"></p><p><img src="/images/acto.jpg" alt="El acto"></p>`,
    );
    const [, photo] = /^<p>Rota<\/p><p>(<img [^>]+>)<\/p>$/.exec(items[0]!.html)!;
    expect(photo).toMatch(/^<img src="\/_img\/[\w-]+-1440\.webp" alt="El acto"/);
    expect(photo).toContain('width="2400" height="1800"');
    expect(photo).toContain('loading="lazy"');
    expect(photo).toContain(`sizes="${pictureLayouts.news.sizes}"`);
    // Its first picture could not be used: no preview from a later one.
    expect(items[0]!.preview).toBeNull();
  });

  it('is left out when its data: address is not base64 it can read', async () => {
    const warnings: string[] = [];
    const { items } = await archive(
      '<p>Texto.</p><p><img src="data:image/png;base64,%%%no-es-base64" alt=""></p>',
      warnings,
    );
    expect(items[0]!.html).toBe('<p>Texto.</p><p></p>');
    expect(warnings).toHaveLength(1);
  });
});
