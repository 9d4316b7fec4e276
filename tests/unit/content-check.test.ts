import { describe, expect, it } from 'vitest';
import { checkImageAlts, checkLinks } from '../support/content-check';

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
