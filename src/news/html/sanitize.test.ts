// @vitest-environment jsdom
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSanitizer, withoutInlineStyles } from './sanitize';

const sanitizeToDom = createSanitizer(window);
/** The sanitised HTML, or '' when nothing is left. */
const sanitize = (html: string) => sanitizeToDom(html)?.innerHTML ?? '';
/** `html` parsed again, as the page parses it (innerHTML). */
const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};
const NEW_TAB = '<span class="visually-hidden"> (se abre en una pestaña nueva)</span>';

/** Attack payloads: none of them may leave anything that runs or takes effect. */
const payloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle /></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s></svg>',
  '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>',
  '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text y="20">clic</text></a></svg>',
  '<a href="javascript:alert(1)">clic</a>',
  '<a href="JaVaScRiPt:alert(1)">clic</a>',
  '<a href="&#106;avascript:alert(1)">clic</a>',
  '<a href="java\tscript:alert(1)">clic</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clic</a>',
  '<a href="vbscript:msgbox(1)">clic</a>',
  '<iframe src="https://example.com"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://www.youtube.com.evil.example/embed/abcdefghijk"></iframe>',
  '<form action="https://example.com"><input name="x"><button>Enviar</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input type="image" src="x" formaction="https://example.com">',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>body{display:none}</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<details open ontoggle=alert(1)>',
  '<p onclick="alert(1)">texto</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://example.com/">',
  '<link rel="stylesheet" href="https://example.com/x.css">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<img name="getElementById"><form id="contenido"></form>',
  '<a id="novedades" name="cookie" href="/">clobber</a>',
  '<template><img src=x onerror=alert(1)></template>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  // Found by running the 1,500 public payloads of ../shared/corpus through both paths:
  '<dialog open><p>Una caja sobre la página</p></dialog>',
  '<dialog><form method="dialog"><button>x</button></form></dialog>',
  '<div popover id="p">Flotante</div><p popovertarget="p" popovertargetaction="show">abrir</p>',
  '<button commandfor="d" command="show-modal">x</button><p interestfor="d">y</p>',
];

const ACTIVE =
  'script, form, input, button, object, embed, style, meta, base, link, svg, math, noscript, template, textarea, dialog';
const ACTIVE_ATTRIBUTE = /^(on|style$|id$|name$|srcdoc$|formaction$|popover|command|interestfor$)/i;

/** What in `clean` could run or take effect: nothing, for safe HTML. */
function activeParts(clean: string): string[] {
  const body = parse(clean);
  const found = [...body.querySelectorAll(ACTIVE)].map((element) => element.outerHTML);
  for (const frame of body.querySelectorAll('iframe, [data-player]')) {
    const src = frame.getAttribute('src') ?? frame.getAttribute('data-player') ?? '';
    if (!/^https:\/\/(www\.youtube-nocookie\.com\/embed|player\.vimeo\.com\/video)\//.test(src))
      found.push(`frame ${src}`);
  }
  for (const element of body.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      if (ACTIVE_ATTRIBUTE.test(name)) found.push(`attribute ${name}`);
      if (/^\s*(javascript|vbscript|data:text):/i.test(value)) found.push(`value ${value}`);
    }
  }
  // Links read as the browser reads them: only web pages, e-mail and phone.
  for (const link of body.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href')!;
    if (!/^(https?|mailto|tel):$/.test(new URL(href, 'https://colegio.example/x').protocol))
      found.push(`link ${href}`);
  }
  return found;
}

describe('sanitising news', () => {
  it.each(payloads)('neutralises %s', (payload) => {
    const clean = sanitize(`<p>Antes</p>${payload}<p>Después</p>`);
    expect(activeParts(clean)).toEqual([]);
    // The text before the payload stays (an unclosed payload may swallow what follows it).
    expect(clean.startsWith('<p>Antes</p>')).toBe(true);
  });

  // The public corpus sits beside the project (shared/corpus); CI has it there.
  const corpus = path.resolve('../shared/corpus/xss-payloads.json');
  it.skipIf(!existsSync(corpus))(
    'neutralises the 1,500 public payloads of the shared corpus, and never throws',
    () => {
      const entries = JSON.parse(readFileSync(corpus, 'utf8')) as { id: string; payload: string }[];
      expect(entries.length).toBeGreaterThanOrEqual(1500);
      const found = entries.flatMap(({ id, payload }) =>
        activeParts(sanitize(payload)).map((part) => `${id}: ${part}`),
      );
      expect(found).toEqual([]);
    },
    30_000,
  );

  it('keeps rich text as it was written', () => {
    expect(
      sanitize(
        '<h3>Título</h3><p><strong>Hola</strong> <em>mundo</em> <u>subrayado</u> <s>tachado</s></p><ul><li>uno</li></ul><ol><li>dos</li></ol><blockquote>cita</blockquote>',
      ),
    ).toBe(
      '<h3>Título</h3><p><strong>Hola</strong> <em>mundo</em> <u>subrayado</u> <s>tachado</s></p><ul><li>uno</li></ul><ol><li>dos</li></ol><blockquote>cita</blockquote>',
    );
  });

  it("keeps Quill's output: alignment classes, an image, a video (as a link to play it) and links", () => {
    const quill =
      '<p class="ql-align-center"><strong>Acto de fin de año</strong></p>' +
      '<p class="ql-align-justify ql-indent-1">Texto justificado.</p>' +
      '<p><img src="https://firebasestorage.googleapis.com/v0/b/x/o/a.jpg?alt=media" width="800"></p>' +
      '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0"></iframe>' +
      '<p><a href="https://www.example.org/nota" rel="noopener noreferrer" target="_blank">nota</a></p>';
    expect(sanitize(quill)).toBe(
      '<p class="news-align-center"><strong>Acto de fin de año</strong></p>' +
        '<p class="news-align-justify">Texto justificado.</p>' +
        '<p><img src="https://firebasestorage.googleapis.com/v0/b/x/o/a.jpg?alt=media" width="800" alt=""></p>' +
        `<a class="news-video" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" data-player="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" data-title="Video de YouTube" target="_blank" rel="noopener noreferrer">Ver el video: Video de YouTube${NEW_TAB}</a>` +
        `<p><a href="https://www.example.org/nota" target="_blank" rel="noopener noreferrer">nota${NEW_TAB}</a></p>`,
    );
  });

  it("keeps TinyMCE's output: inline alignment, sized images, a table and a Vimeo player", () => {
    const tiny =
      '<p style="text-align: right;">Villa Mercedes, 20 de noviembre</p>' +
      '<p style="color: red; text-align:center">Centrado</p>' +
      '<p><img style="display: block; margin-left: auto;" src="http://example.org/foto.jpg" alt="Patio" width="600" height="400" /></p>' +
      '<table style="border-collapse: collapse; width: 100%;" border="1"><tbody><tr><td style="width: 50%;">Día</td><td>Hora</td></tr></tbody></table>' +
      '<p><iframe title="Coro" src="https://player.vimeo.com/video/76979871?h=8272103f6e&amp;autoplay=1" width="640" height="360" allow="autoplay; camera"></iframe></p>';
    expect(sanitize(tiny)).toBe(
      '<p class="news-align-right">Villa Mercedes, 20 de noviembre</p>' +
        '<p class="news-align-center">Centrado</p>' +
        // Another site's picture: a link to it, which no page fetches.
        `<p><a href="https://example.org/foto.jpg" target="_blank" rel="noopener noreferrer">Ver la foto en su sitio: Patio${NEW_TAB}</a></p>` +
        '<div class="news-table"><table border="1"><tbody><tr><td>Día</td><td>Hora</td></tr></tbody></table></div>' +
        `<p><a class="news-video" href="https://vimeo.com/76979871/8272103f6e" data-player="https://player.vimeo.com/video/76979871?h=8272103f6e" data-title="Coro" target="_blank" rel="noopener noreferrer">Ver el video: Coro${NEW_TAB}</a></p>`,
    );
  });

  it("keeps CKEditor's output: headings below the page's, figures, lists and site links", () => {
    const ck =
      '<h2>Inscripciones 2027</h2><h3>Requisitos</h3>' +
      '<figure class="image"><img src="/images/historia-hoy.svg" alt="El colegio hoy"><figcaption>El colegio hoy</figcaption></figure>' +
      '<ul><li>DNI</li><li>Partida</li></ul>' +
      '<p style="text-align:justify;">Ver el <a href="/secundario/normasDeConvivencia#articulo-14">artículo 14</a>, ' +
      '<a href="https://isc-villamercedes.web.app/institucional/historiaISC">la historia</a>, ' +
      '<a href="#requisitos">los requisitos</a>, <a href="mailto:secretaria@example.com">escribir</a> o ' +
      '<a href="tel:+542657000000" target="_blank">llamar</a>.</p>';
    expect(sanitize(ck)).toBe(
      '<h3>Inscripciones 2027</h3><h4>Requisitos</h4>' +
        '<figure><img src="/images/historia-hoy.svg" alt="El colegio hoy"><figcaption>El colegio hoy</figcaption></figure>' +
        '<ul><li>DNI</li><li>Partida</li></ul>' +
        '<p class="news-align-justify">Ver el <a href="/secundario/normasDeConvivencia#articulo-14">artículo 14</a>, ' +
        '<a href="https://isc-villamercedes.web.app/institucional/historiaISC">la historia</a>, ' +
        '<a href="#requisitos">los requisitos</a>, <a href="mailto:secretaria@example.com">escribir</a> o ' +
        '<a href="tel:+542657000000">llamar</a>.</p>',
    );
  });

  it('puts an h1 of an item below the page: h1 becomes h3, and the levels under it follow', () => {
    expect(sanitize('<h1>Gran título</h1><h2>Parte</h2><h6>Nota</h6>')).toBe(
      '<h3>Gran título</h3><h4>Parte</h4><h6>Nota</h6>',
    );
    expect(sanitize('<h4>Ya abajo</h4>')).toBe('<h4>Ya abajo</h4>');
  });

  it('drops images that are not https, a site path or a picture, and frames other than players', () => {
    expect(
      sanitize(
        '<p>x<img src="ftp://example.org/a.jpg"><img src="//example.org/b.jpg"><img src="https://"><iframe src="https://www.google.com/maps/embed?pb=1"></iframe></p>',
      ),
    ).toBe('<p>x</p>');
  });

  it('opens a link written /\\host in a new tab: browsers read it as //host, another site', () => {
    for (const href of [
      '/\\evil.example/x',
      '\\\\evil.example',
      '/\t/evil.example',
      ' //evil.example',
    ]) {
      const link = parse(sanitize(`<p><a href="${href}">sitio</a></p>`)).querySelector('a')!;
      expect(link.getAttribute('target'), href).toBe('_blank');
      expect(link.getAttribute('rel'), href).toBe('noopener noreferrer');
    }
    const own = parse(sanitize('<p><a href="/institucional/historiaISC">historia</a></p>'));
    expect(own.querySelector('a')!.hasAttribute('target')).toBe(false);
  });

  it('shows nothing of a document that parses as a frameset, and does not throw', () => {
    for (const html of [
      '<frameset onload=alert(1)>',
      '<frameset><frame src="javascript:alert(1)"></frameset>',
      '<FRAMESET><FRAME SRC="javascript:alert(1)"></FRAMESET><p>texto</p>',
    ]) {
      expect(() => sanitize(html), html).not.toThrow();
      expect(sanitize(html), html).not.toMatch(/frame|javascript|onload/i);
    }
  });

  it('makes embedded sound and video wait for play: no preload, no poster, no autoplay, with controls', () => {
    expect(
      sanitize(
        '<p>Escuchá:</p><audio src="himno.mp3" autoplay></audio><video src="/acto.mp4" poster="https://example.org/p.jpg" preload="auto" autoplay muted><source src="acto.webm"></video>',
      ),
    ).toBe(
      '<p>Escuchá:</p><audio src="himno.mp3" preload="none" controls=""></audio><video src="/acto.mp4" preload="none" muted="" controls=""><source src="acto.webm"></video>',
    );
    // A video alone is something to show.
    expect(sanitize('<video src="/acto.mp4"></video>')).toBe(
      '<video src="/acto.mp4" preload="none" controls=""></video>',
    );
  });

  it('leaves a YouTube link alone as a link', () => {
    expect(sanitize('<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">video</a></p>')).toBe(
      `<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" target="_blank" rel="noopener noreferrer">video${NEW_TAB}</a></p>`,
    );
  });

  it('answers nothing for an item with nothing left to show', () => {
    for (const html of [
      '',
      '   ',
      '<p></p>',
      '<script>alert(1)</script>',
      '<p><br></p>',
      '<iframe src="https://example.com"></iframe>',
    ]) {
      expect(sanitize(html), html).toBe('');
    }
    expect(sanitize('<p><img src="/images/historia-hoy.svg" alt="x"></p>')).not.toBe('');
  });
});

describe('withoutInlineStyles', () => {
  it('renames style attributes and elements before anything parses them', () => {
    expect(withoutInlineStyles('<p style="a" data-x="style=b">style="c"</p><STYLE>x</STYLE>')).toBe(
      '<p data-editor-style="a" data-x="style=b">style="c"</p><x-style>x</x-style>',
    );
  });
});

describe('links as the editor writes them', () => {
  const hrefOf = (html: string) => parse(sanitize(html)).querySelector('a')!;

  it.each([
    ['www.sanluis.gov.ar', 'https://www.sanluis.gov.ar'],
    ['sanluis.gov.ar/educacion/', 'https://sanluis.gov.ar/educacion/'],
    [
      '  instagram.com/colegio?ref=noticia#fotos ',
      'https://instagram.com/colegio?ref=noticia#fotos',
    ],
    ['WWW.Example.COM/Inscripciones', 'https://WWW.Example.COM/Inscripciones'],
  ])('opens %s, typed without its scheme, over https: in a new tab', (typed, opened) => {
    const link = hrefOf(`<p><a href="${typed}">sitio</a></p>`);
    expect(link.getAttribute('href')).toBe(opened);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('writes to an address typed without mailto:', () => {
    const link = hrefOf('<p><a href="secretaria@colegio.edu.ar">escribir</a></p>');
    expect(link.getAttribute('href')).toBe('mailto:secretaria@colegio.edu.ar');
    expect(link.hasAttribute('target')).toBe(false);
  });

  it.each([
    ['/secundario/normasDeConvivencia#articulo-14', '/secundario/normasDeConvivencia#articulo-14'],
    ['institucional/historiaISC', '/institucional/historiaISC'],
    ['./institucional/novedades?anio=2025', '/institucional/novedades?anio=2025'],
    ['documentos/calendario.pdf', '/documentos/calendario.pdf'],
    ['historia.html', '/historia.html'],
    ['#inscripciones', '#inscripciones'],
  ])('keeps %s a page of the site, the same from every page', (typed, kept) => {
    const link = hrefOf(`<p><a href="${typed}">página</a></p>`);
    expect(link.getAttribute('href')).toBe(kept);
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('leaves addresses with a scheme as written', () => {
    for (const href of ['https://www.sanluis.gov.ar/', 'tel:+542657000000', 'mailto:a@b.ar'])
      expect(hrefOf(`<p><a href="${href}">x</a></p>`).getAttribute('href')).toBe(href);
  });
});
