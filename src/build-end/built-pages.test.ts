import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  newsOrigins,
  inlineScriptHashes,
  inlineStylesheets,
  minifyInlineScripts,
  robotsTxt,
  sitemapXml,
  withContentSecurityPolicy,
} from './built-pages';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const page = `<html><head><title>x</title></head><body>
<script>window.a = 1;</script>
<script type="module" async="">import "/assets/x.js";</script>
<script type="module" src="/assets/y.js"></script>
<script type="application/ld+json">{"@type":"School"}</script>
</body></html>`;

describe('Content-Security-Policy', () => {
  it('hashes the inline scripts that run, not external ones or JSON data', () => {
    expect(inlineScriptHashes(page)).toEqual([sha('window.a = 1;'), sha('import "/assets/x.js";')]);
  });

  it('allows only the site itself, the hashed scripts and the given origins', () => {
    const policy = contentSecurityPolicy(page, {
      connect: ['https://firestore.googleapis.com'],
      frames: [],
    });
    expect(policy).toContain(
      `script-src 'self' 'wasm-unsafe-eval' ${sha('window.a = 1;')} ${sha('import "/assets/x.js";')};`,
    );
    expect(policy).toContain("connect-src 'self' https://firestore.googleapis.com;");
    expect(policy).toContain("frame-src 'none'");
    // Pictures from the site, pasted ones, and the given origins: no other site's.
    expect(policy).toContain("img-src 'self' data:;");
    expect(
      contentSecurityPolicy(page, { connect: [], frames: [], images: ['https://s.example'] }),
    ).toContain("img-src 'self' data: https://s.example;");
    expect(policy).toMatch(/^default-src 'self'; /);
    // No script but the site's and the hashed ones: WebAssembly (the search) compiles, no eval.
    expect(policy.replace("'wasm-unsafe-eval'", '')).not.toContain('unsafe');
  });

  it("allows the scripts the page's own scripts insert (the speculation rules) by their hashes", () => {
    const rules = '{"prefetch":[]}';
    expect(contentSecurityPolicy(page, { connect: [], frames: [], inserted: [rules] })).toContain(
      `script-src 'self' 'wasm-unsafe-eval' ${sha('window.a = 1;')} ${sha('import "/assets/x.js";')} ${sha(rules)};`,
    );
  });

  it('goes first in the head', () => {
    const html = withContentSecurityPolicy(page, { connect: [], frames: [] });
    expect(html).toMatch(
      /^<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; [^"]+"\/><title>/,
    );
    expect(() => withContentSecurityPolicy('<p>no head</p>', { connect: [], frames: [] })).toThrow(
      /no <head>/,
    );
  });
});

describe('inlineStylesheets', () => {
  const read = (href: string) => `/* ${href} */ body{color:red}\n`;

  it('inlines the stylesheets and lets the policy allow them', () => {
    const html = inlineStylesheets(
      '<head><link rel="stylesheet" href="/assets/root-x.css"/></head>',
      read,
    );
    expect(html).toBe('<head><style>/* /assets/root-x.css */ body{color:red}</style></head>');
    expect(contentSecurityPolicy(html, { connect: [], frames: [] })).toContain(
      `style-src 'self' ${sha('/* /assets/root-x.css */ body{color:red}')};`,
    );
  });

  it('leaves paper\'s stylesheet a link: linked with media="print", the screen never waits for it', () => {
    const print = '<link rel="stylesheet" href="/assets/print-x.css" media="print"/>';
    expect(inlineStylesheets(`<head>${print}</head>`, read)).toBe(`<head>${print}</head>`);
  });
});

describe('sitemap and robots', () => {
  it('lists absolute addresses', () => {
    const xml = sitemapXml('https://colegio.example', ['/', '/secundario/normasDeConvivencia']);
    expect(xml).toContain('<loc>https://colegio.example/</loc>');
    expect(xml).toContain('<loc>https://colegio.example/secundario/normasDeConvivencia</loc>');
    expect(robotsTxt('https://colegio.example')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://colegio.example/sitemap.xml\n',
    );
  });
});

describe('newsOrigins', () => {
  const base = {
    options: { apiKey: 'k', projectId: 'p', authDomain: 'p.firebaseapp.com' },
    authIdTokenMaxAge: 300,
    storage: { buckets: ['p.appspot.com'] },
  };
  const players = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

  it('frames the video players, and adds Firestore, the emulator or Auth only when configured', () => {
    expect(newsOrigins(null)).toEqual({ connect: [], frames: players });
    expect(newsOrigins(base)).toEqual({
      connect: ['https://firestore.googleapis.com'],
      frames: players,
      images: ['https://firebasestorage.googleapis.com'],
    });
    expect(
      newsOrigins({ ...base, emulatorHost: { host: '127.0.0.1', port: 8080 } }).connect,
    ).toEqual(['http://127.0.0.1:8080']);
    expect(newsOrigins({ ...base, authTokenSyncUrl: '/__session' })).toEqual({
      connect: [
        'https://firestore.googleapis.com',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
      ],
      frames: [...players, 'https://p.firebaseapp.com'],
      images: ['https://firebasestorage.googleapis.com'],
    });
  });
});

describe('minifyInlineScripts', () => {
  it('rewrites the code of classic and module scripts, and never a data block or a file', () => {
    const html = [
      '<script>(function a(key) { return key; })("x")</script>',
      '<script type="module">console.log( 1 )</script>',
      '<script type="application/ld+json">{ "a": 1 }</script>',
      '<script type="application/json">{ "b": 2 }</script>',
      '<script type="module" src="/assets/page-script.js"></script>',
    ].join('');
    const seen: string[] = [];
    const out = minifyInlineScripts(html, (code) => {
      seen.push(code);
      return 'm';
    });
    expect(seen).toEqual(['(function a(key) { return key; })("x")', 'console.log( 1 )']);
    expect(out).toBe(
      [
        '<script>m</script>',
        '<script type="module">m</script>',
        '<script type="application/ld+json">{ "a": 1 }</script>',
        '<script type="application/json">{ "b": 2 }</script>',
        '<script type="module" src="/assets/page-script.js"></script>',
      ].join(''),
    );
  });
});
