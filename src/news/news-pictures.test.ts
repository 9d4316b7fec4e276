import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureLayouts } from '~/pictures/layouts';
import { archiveNews } from './archive.server';

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

const item = (contenido: string) => ({
  id: 'acto',
  fecha: new Date('2026-05-26T14:00:00Z'),
  contenido,
});
const archive = (contenido: string, warnings: string[] = [], strict = false) =>
  archiveNews([item(contenido)], (m) => warnings.push(m), { publicDir, storage: null, strict });

describe("a news item's pictures", () => {
  it('get widths, sizes for the card and for the page, their intrinsic size and lazy loading', async () => {
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
    expect(card).toContain(`sizes="${pictureLayouts.newsCard.sizes}"`);
    expect(card).toContain('width="2400" height="1800"');
    expect(news!.html).toContain('<p class="news-align-center"><img');
    expect(news!.pageHtml).toContain(`sizes="${pictureLayouts.newsPage.sizes}"`);
    expect(news!.preview).toEqual({
      path: expect.stringMatching(/^\/_img\/[\w-]+\.jpg$/),
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    });
  });

  it('leave a picture from elsewhere, or a drawing, as the sanitiser left it, with no preview', async () => {
    const { items } = await archive(
      '<p><img src="https://example.org/foto.jpg" alt="Otra"><img src="/images/x.svg" alt="Dibujo"></p>',
    );
    expect(items[0]!.html).toBe(
      '<p><img src="https://example.org/foto.jpg" alt="Otra" loading="lazy" decoding="async"><img src="/images/x.svg" alt="Dibujo" loading="lazy" decoding="async"></p>',
    );
    expect(items[0]!.preview).toBeNull();
    // With Storage configured too: another host is not fetched, nor warned about.
    const warnings: string[] = [];
    const firestore = await archiveNews(
      [item('<p><img src="https://example.org/foto.jpg" alt="Otra"></p>')],
      (m) => warnings.push(m),
      { publicDir, storage: { buckets: ['demo-isc.appspot.com'] }, strict: false },
    );
    expect(firestore.items[0]!.html).toContain(
      '<img src="https://example.org/foto.jpg" alt="Otra" loading="lazy"',
    );
    expect(warnings).toEqual([]);
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
        /^Warning: News item "acto": the picture \/images\/rota\.jpg was kept as it is: it cannot be decoded/,
      ),
    ]);
    // Local news stop the build instead: the file is in the school's hands.
    await expect(archive('<p><img src="/images/falta.jpg" alt="x"></p>', [], true)).rejects.toThrow(
      'News item "acto": the picture /images/falta.jpg was kept as it is: /images/falta.jpg is not in public/.',
    );
  });
});
