// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createSanitizer } from './sanitize';

const sanitizeNewsHtml = createSanitizer(window);

const payloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle /></svg>',
  '<a href="javascript:alert(1)">clic</a>',
  '<a href="JaVaScRiPt:alert(1)">clic</a>',
  '<a href="&#106;avascript:alert(1)">clic</a>',
  '<iframe src="https://example.com"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<form action="https://example.com"><input name="x"><button>Enviar</button></form>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<details open ontoggle=alert(1)>',
  '<p onclick="alert(1)">texto</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://example.com/">',
  '<link rel="stylesheet" href="https://example.com/x.css">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

describe('sanitizeNewsHtml', () => {
  it.each(payloads)('neutralises %s', (payload) => {
    const clean = sanitizeNewsHtml(`<p>Antes</p>${payload}<p>Después</p>`);
    const doc = new DOMParser().parseFromString(clean, 'text/html');
    expect(
      doc.querySelectorAll(
        'script, iframe, form, input, button, object, embed, style, meta, base, link, svg, math',
      ),
    ).toHaveLength(0);
    for (const element of doc.body.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(attribute.name).not.toBe('style');
        expect(attribute.value).not.toMatch(/^\s*javascript:/i);
      }
    }
    expect(clean).toContain('<p>Antes</p>');
  });

  it('keeps rich text and opens links in a new tab without an opener', () => {
    const clean = sanitizeNewsHtml(
      '<h3>Título</h3><p><strong>Hola</strong> <em>mundo</em></p><ul><li>uno</li></ul><a href="https://example.com/nota">nota</a><img src="/images/historia-hoy.svg" alt="Dibujo">',
    );
    expect(clean).toBe(
      '<h3>Título</h3><p><strong>Hola</strong> <em>mundo</em></p><ul><li>uno</li></ul>' +
        '<a href="https://example.com/nota" target="_blank" rel="noopener noreferrer">nota</a>' +
        '<img src="/images/historia-hoy.svg" alt="Dibujo">',
    );
  });
});
