import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import type { PageNotice } from '~/content/notice';
import { inlineStyles } from '~/builder/page-policy';
import { contentSecurityPolicy, inlineScriptHashes } from './built-pages';
import { hash } from '~/builder/page-policy';
import {
  NOTICE_VALUES,
  noticeIn,
  noticeScriptSource,
  withNotice,
  type NoticeParts,
} from './notice-in-pages';

const parts: NoticeParts = {
  css: '.notice{color:#fff}',
  script: transformSync(noticeScriptSource(), { minify: true }).code.trim(),
};

/** A built page as the build's end leaves it before the notice: its policy allows what it has. */
function builtPage() {
  const bare =
    '<!DOCTYPE html><html lang="es-AR"><head><meta charSet="utf-8"/><style>body{margin:0}</style>' +
    '<script>console.log(1)</script></head><body><a class="skip-link" href="#contenido">Saltar al contenido</a>' +
    '<header>…</header><main id="contenido"><section class="hero"><h1>Hola</h1></section></main>' +
    '<script type="module">console.log(2)</script></body></html>';
  const policy = contentSecurityPolicy(bare, { connect: [], frames: [] });
  return bare.replace(
    '<head>',
    `<head><meta http-equiv="Content-Security-Policy" content="${policy}"/>`,
  );
}

const notice = (text: string, more: Partial<PageNotice> = {}): PageNotice => ({
  text,
  urgent: false,
  start: null,
  end: Date.UTC(2027, 0, 10),
  id: text.length.toString(36),
  ...more,
});

const policyOf = (html: string) =>
  /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1]!;

describe('the families’ notice in a built page', () => {
  it('goes after the skip link, outside <main>, its stylesheet and script in <head> allowed by their hashes', () => {
    const page = withNotice(
      builtPage(),
      notice('Hoy no hay clases', { urgent: true, link: '/noticias' }),
      parts,
    );
    expect(page).toMatch(
      /Saltar al contenido<\/a><section class="notice notice--urgent" aria-label="Aviso para las familias" data-notice="[^"]+"><div class="container notice__inner"><p class="notice__text"><strong class="notice__level">Urgente: <\/strong>Hoy no hay clases <a href="\/noticias">Leer más<\/a><\/p><button type="button" class="notice__close" data-notice-close="">Cerrar<\/button><\/div><\/section><header>/,
    );
    expect(page.indexOf('<style data-aviso="">')).toBeLessThan(page.indexOf('</head>'));
    const policy = policyOf(page);
    for (const source of [...inlineScriptHashes(page), ...inlineStyles(page).map(hash)])
      expect(policy).toContain(source);
    // Its own values filled in, the placeholder gone.
    expect(page).not.toContain(NOTICE_VALUES);
    expect(page).toContain(`{"id":"h","start":null,"end":${Date.UTC(2027, 0, 10)}}`);
    expect(noticeIn(page)).toBe('h');
  });

  it('is the page built with the last notice, however many times it was rewritten, and the page as built once taken out', () => {
    const built = builtPage();
    const first = withNotice(built, notice('Acto del 25 de Mayo'), parts);
    const second = notice('Hoy no hay clases', { urgent: true, start: Date.UTC(2027, 0, 9) });
    expect(withNotice(first, second, parts)).toBe(withNotice(built, second, parts));
    expect(withNotice(withNotice(first, second, parts), null, parts)).toBe(built);
    expect(withNotice(built, null, parts)).toBe(built);
    expect(noticeIn(built)).toBeNull();
    // The first notice's script is gone from the policy; each source is there once.
    const [firstScript] = inlineScriptHashes(first).filter((s) => !policyOf(built).includes(s));
    const sources = policyOf(withNotice(first, second, parts))
      .split(/[ ;]+/)
      .filter((source) => source.startsWith("'sha256-"));
    expect(sources).not.toContain(firstScript);
    expect(new Set(sources).size).toBe(sources.length);
  });

  it('writes staff’s text as text, whatever it holds', () => {
    const page = withNotice(builtPage(), notice('Reunión "de padres" & $& docentes $1'), parts);
    expect(page).toContain('Reunión &quot;de padres&quot; &amp; $&amp; docentes $1</p>');
  });

  it('leaves a page without the site’s frame as it is', () => {
    const editor = '<!DOCTYPE html><html><head></head><body><div id="cms"></div></body></html>';
    expect(withNotice(editor, notice('Hoy no hay clases'), parts)).toBe(editor);
  });
});
