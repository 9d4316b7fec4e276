import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteIndexFrom } from '~/builder/text/content-checks';
import { pageText } from './page-text';

beforeAll(() => {
  (globalThis as Record<string, unknown>).__SVELTIA_CMS_REACT__ = React;
});

const site = siteIndexFrom({
  pages: { '/secundario/reglamento': ['articulo-1'], '/': [] },
  common: ['contenido'],
  files: ['/images/plano.pdf'],
  applications: ['/editar'],
});

const draw = (text: string) => {
  const drawn = pageText(text, {
    path: '/secundario/reglamento',
    site,
    pictureSource: (src) => `blob:${src}`,
  });
  return { ...drawn, html: renderToStaticMarkup(drawn.content as React.ReactElement) };
};

describe("a long page's text in the editor's preview", () => {
  it('is drawn as the build draws it: ids, heading links, tables, the school details as text', () => {
    const { html, toc, problems } = draw(
      '## Artículo 1. Objeto\n\nEl {school.name}.\n\n| A | B |\n| --- | ---: |\n| x | 1 |\n\n<div className="firmas">\n\nFirma\n\n</div>',
    );
    expect(problems).toEqual([]);
    expect(toc).toEqual([{ depth: 2, id: 'articulo-1', text: 'Artículo 1. Objeto' }]);
    expect(html).toContain('<h2 id="articulo-1">Artículo 1. Objeto</h2>');
    expect(html).toContain('<a class="heading-link" href="#articulo-1"');
    expect(html).toContain('<p>El Instituto Sagrado Corazón.</p>');
    expect(html).toContain('<div class="table-scroll"><table>');
    expect(html).toContain('<td class="align-right">1</td>');
    expect(html).toContain('<div class="firmas"><p>Firma</p></div>');
  });

  it('shows a picture from where the pane finds it', () => {
    expect(draw('![Plano](/images/plano.png)').html).toContain('src="blob:/images/plano.png"');
  });

  it('runs nothing: code, scripts and handlers become problems, in Spanish, on their lines', () => {
    const { html, problems } = draw(
      [
        "import fs from 'node:fs'",
        '{alert(1)}',
        '<script>{window.ran = 1}</script>',
        '<img src="/x.png" onError={() => alert(2)} />',
        '[Viejo](/reglamento-viejo) y [aquí](#articulo-9)',
      ].join('\n\n'),
    );
    expect(problems.map((problem) => problem.line)).toEqual([1, 3, 5, 7, 9, 9]);
    expect(problems.map((problem) => problem.message).join('\n')).toMatch(
      /import o export[\s\S]*\{alert\(1\)\} no es un dato del colegio[\s\S]*<script>[\s\S]*una página que el sitio no tiene[\s\S]*#articulo-9 de esta página/,
    );
    // Said in the notes, as text; no such element or attribute made.
    expect(html).not.toMatch(/<script|<img|onerror=/i);
    expect(html).toContain('La etiqueta &lt;script&gt; no se puede usar');
    expect(html.match(/class="preview-problem"/g)).toHaveLength(6);
  });

  it('says where a text that cannot be read as a page goes wrong, in Spanish', () => {
    const { problems } = draw('Hola\n\n<div className="x">\n\nsin cerrar');
    expect(problems).toEqual([
      { line: expect.any(Number), message: expect.stringMatching(/^El texto no se puede leer/) },
    ]);
  });
});
