import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import type { LongPageModule } from '~/long-page/LongPage';
import { pictureLayouts } from '~/pictures';
import { contentStore } from '~/content/store.server';
import { mdxOptions } from './mdx-options';

const store = contentStore(process.cwd());
const options = mdxOptions({
  publicDir: fileURLToPath(new URL('../../../public', import.meta.url)),
  store,
});

const frontmatter = `---
title: Prueba
description: "Una página de prueba con una descripción suficientemente larga para el esquema."
banner:
  title: Prueba
  image: /images/banner-normas.svg
section: secundario
lastReviewed: 2026-11-01
---
`;

const file = (value: string) =>
  new VFile({ path: `${process.cwd()}/content/prueba.mdx`, cwd: process.cwd(), value });
const build = (value: string) => compile(file(value), options).then(String);

/** Compiles, runs and renders a content file as the site would. */
async function render(value: string) {
  const page = (await evaluate(file(value), {
    ...options,
    ...runtime,
  })) as unknown as LongPageModule;
  return { ...page, html: renderToStaticMarkup(createElement(page.default)) };
}

describe('the MDX pipeline', () => {
  it('aligns table columns with classes, never the obsolete align attribute or a style', async () => {
    const { html } = await render(
      `${frontmatter}\n| Espacio | Horas | Ciclo |\n| :-- | --: | :-: |\n| Lengua | 5 | Básico |\n`,
    );
    expect(html).not.toMatch(/\salign=|style=/);
    expect(html).toContain('<th class="align-right">Horas</th>');
    expect(html).toContain('<td class="align-center">Básico</td>');
    expect(html).toContain('<td>Lengua</td>');
  });

  it('puts each table in a box of its own that scrolls sideways', async () => {
    const { html } = await render(`${frontmatter}\n| A | B |\n| - | - |\n| 1 | 2 |\n`);
    expect(html).toMatch(/<div class="table-scroll"><table>.*<\/table><\/div>/s);
  });

  it('gives article headings short ids and exports the table of contents', async () => {
    const page = await render(
      `${frontmatter}\n## Artículo 14. Aranceles\n\n### Cuotas de julio\n\n## Ciclo Básico\n\n## Ciclo Basico\n`,
    );
    expect(page.toc).toEqual([
      { depth: 2, id: 'articulo-14', text: 'Artículo 14. Aranceles' },
      { depth: 3, id: 'cuotas-de-julio', text: 'Cuotas de julio' },
      { depth: 2, id: 'ciclo-basico', text: 'Ciclo Básico' },
      { depth: 2, id: 'ciclo-basico-1', text: 'Ciclo Basico' },
    ]);
    expect(page.html).toContain(
      '<div class="heading-wrapper level-h2"><h2 id="articulo-14">Artículo 14. Aranceles</h2>' +
        '<a class="heading-link" href="#articulo-14" data-copy-link="" data-pagefind-ignore="" aria-label="Copiar enlace a «Artículo 14. Aranceles»">#</a>' +
        '<button type="button" class="heading-share" data-share="#articulo-14" data-pagefind-ignore="" data-share-title="Artículo 14. Aranceles" aria-label="Compartir «Artículo 14. Aranceles»">Compartir</button></div>',
    );
  });

  it('puts each h2 and what follows it, up to the next h2, in a section of its own', async () => {
    const { html, toc } = await render(
      `${frontmatter}\nEntre las partes.\n\n## Objeto\n\nTexto.\n\n### Alcance\n\n- uno\n\n## Vigencia\n\nUn año.\n`,
    );
    const sections = html.match(/<section class="text-section">.*?<\/section>/gs) ?? [];
    expect(sections).toHaveLength(2);
    expect(html.startsWith('<p>Entre las partes.</p>')).toBe(true);
    expect(sections[0]).toMatch(
      /^<section[^>]*><div class="heading-wrapper level-h2"><h2 id="objeto">/,
    );
    expect(sections[0]).toContain('<h3 id="alcance">');
    expect(sections[0]).toContain('<li>uno</li>');
    expect(sections[1]).toMatch(/<h2 id="vigencia">.*<p>Un año.<\/p>\n?<\/section>$/s);
    // The table of contents and the exports are those of the page without sections.
    expect(toc.map((heading) => heading.id)).toEqual(['objeto', 'alcance', 'vigencia']);
  });

  it('sizes images from the file in public/', async () => {
    const { html } = await render(`${frontmatter}\n![Un dibujo](/images/historia-hoy.svg)\n`);
    expect(html).toContain(
      '<img src="/images/historia-hoy.svg" alt="Un dibujo" width="800" height="500" loading="lazy" decoding="async"/>',
    );
  });

  it('fails naming the file and the field when the frontmatter is wrong', async () => {
    await expect(build(frontmatter.replace(/^title: Prueba\n/m, ''))).rejects.toThrow(
      /content\/prueba\.mdx, línea 1: «Título» no es válido/,
    );
    await expect(
      build(frontmatter.replace(/^section: secundario$/m, 'section: otra')),
    ).rejects.toThrow(/content\/prueba\.mdx, línea \d+: «Sección» no es válido: Opción inválida/);
    await expect(build('## Sin frontmatter\n')).rejects.toThrow(
      /content\/prueba\.mdx, línea 1: El archivo no empieza con sus datos/,
    );
  });

  it('fails on an image without alt text or a missing image', async () => {
    await expect(build(`${frontmatter}\n![](/images/historia-hoy.svg)\n`)).rejects.toThrow(
      /Image without alt text in content\/prueba\.mdx/,
    );
    await expect(build(`${frontmatter}\n![Algo](/images/no-existe.svg)\n`)).rejects.toThrow(
      /Missing image in content\/prueba\.mdx/,
    );
  });

  it('makes WebP widths of a photo in the text and of a photo banner, and fails naming the file on one that cannot be decoded', async () => {
    const publicDir = await mkdtemp(path.join(tmpdir(), 'public-'));
    await mkdir(path.join(publicDir, 'images'));
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#a53' },
    })
      .jpeg()
      .toBuffer();
    await writeFile(path.join(publicDir, 'images/foto.jpg'), photo);
    await writeFile(path.join(publicDir, 'images/rota.jpg'), 'esto no es una foto');
    const withPhotos = mdxOptions({ publicDir, store });
    const page = (await evaluate(
      file(
        `${frontmatter.replace('banner-normas.svg', 'foto.jpg')}\n![Una foto](/images/foto.jpg)\n`,
      ),
      { ...withPhotos, ...runtime },
    )) as unknown as LongPageModule;
    const html = renderToStaticMarkup(createElement(page.default));
    const img = /<img [^>]+>/.exec(html)![0];
    expect(img).toMatch(/ src="\/_img\/[\w-]+-1440\.webp"/);
    expect(img).toMatch(/ srcSet="\/_img\/[\w-]+-320\.webp 320w, .+-1440\.webp 1440w"/);
    expect(img).toContain(`sizes="${pictureLayouts.longPage.sizes}"`);
    expect(img).toContain('width="1600" height="1200" loading="lazy" decoding="async"');
    expect(page.banner).toMatchObject({ width: 1600, height: 1200 });
    expect(page.banner.srcset).toMatch(/-480\.webp 480w, .+-1600\.webp 1600w$/);
    await expect(
      compile(file(`${frontmatter}\n![Una foto](/images/rota.jpg)\n`), withPhotos),
    ).rejects.toThrow(
      /Picture that cannot be used in content\/prueba\.mdx: \/images\/rota\.jpg: it cannot be decoded/,
    );
    await rm(publicDir, { recursive: true, force: true });
  });
});
