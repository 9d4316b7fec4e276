import { describe, expect, it } from 'vitest';
import { checkImageAlts, checkLinks, curriculumTables } from '../support/content-check';

const table = (rows: string[][], total: string[]) => `
  <table><thead><tr><th>Espacio</th><th>1.º</th><th>2.º</th></tr></thead>
  <tbody>${[...rows, total].map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;

describe('curriculum tables', () => {
  const good = table(
    [
      ['Matemática', '5', '4'],
      ['Historia', '3', '—'],
    ],
    ['<strong>Total</strong>', '<strong>8</strong>', '<strong>4</strong>'],
  );

  it('adds up hours and counts subjects per year', () => {
    expect(curriculumTables(good)).toEqual([
      [
        { year: '1.º', hours: 8, subjects: 2, statedTotal: 8 },
        { year: '2.º', hours: 4, subjects: 1, statedTotal: 4 },
      ],
    ]);
  });

  it('ignores tables without a total row', () => {
    expect(
      curriculumTables(table([['Inicial', '9:00', '14:00']], ['Primario', '7:55', '13:10'])),
    ).toEqual([]);
  });
});

describe('checkImageAlts', () => {
  it('needs an alt on every image and a non-empty one in the text', () => {
    const html = `<main><img src="/deco.svg" alt=""><img src="/bare.svg">
      <div class="prose"><img src="/ok.svg" alt="Dibujo"><img src="/empty.svg" alt=" "></div></main>`;
    expect(checkImageAlts(html)).toEqual([
      'image /bare.svg has no alt text',
      'image /empty.svg has no alt text',
    ]);
  });
});

describe('checkLinks', () => {
  const pages = [
    {
      path: '/',
      html: '<main id="contenido"><a href="/a#uno">ok</a><a href="#contenido">top</a></main>',
    },
    {
      path: '/a',
      html: `<h2 id="uno">Uno</h2><a href="/b">missing page</a><a href="/#nada">missing anchor</a>
        <a href="https://example.com/x">external</a><a href="./">relative home</a>`,
    },
  ];

  it('reports links to missing pages and anchors, and nothing else', () => {
    expect(checkLinks(pages)).toEqual([
      { page: '/a', message: 'link to missing page /b' },
      { page: '/a', message: 'link to missing anchor /#nada' },
    ]);
  });
});
