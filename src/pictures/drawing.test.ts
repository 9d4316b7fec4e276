import { describe, expect, it } from 'vitest';
import { DRAWING_ID_PREFIX, inlineDrawing } from './drawing.server';

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
