import { readdir } from 'node:fs/promises';
import { describe, expect } from 'vitest';
import { paths } from '~/site/pages';
import { pages } from '~/site/registry';
import { recordViolations, url, test, violations, pageAtRest } from '../support/browser';

const routes = pages.map((page) => page.path);

describe('publishing: headers and Content-Security-Policy', () => {
  test('sends the security headers, short caching for pages and long for hashed assets', async () => {
    const page = await fetch(url(paths.contract), { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
    expect(page.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const script = /"(\/assets\/page-script-[^"]+\.js)"/.exec(await page.text())![1]!;
    const asset = await fetch(url(script));
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test("caches the search index's hashed files for good and its entry points briefly", async () => {
    const entry = await (await fetch(url('/pagefind/pagefind-entry.json'))).json();
    const { hash } = entry.languages.es as { hash: string };
    const meta = await fetch(url(`/pagefind/pagefind.${hash}.pf_meta`));
    expect(meta.status).toBe(200);
    expect(meta.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const fragments = await readdir('build/client/pagefind/fragment');
    const fragment = await fetch(url(`/pagefind/fragment/${fragments[0]}`));
    expect(fragment.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const file of ['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json']) {
      const response = await fetch(url(file));
      expect(response.headers.get('cache-control'), file).toBe(
        'public, max-age=300, must-revalidate',
      );
    }
  });

  test('gives every page a policy that allows only its own hashed inline scripts', async () => {
    for (const path of routes) {
      const html = await (await fetch(url(path))).text();
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
      expect(policy, path).toMatch(
        /^default-src 'self'; script-src 'self' 'wasm-unsafe-eval'( 'sha256-[\w+/=]+')*; style-src 'self'( 'sha256-[\w+/=]+')*;/,
      );
      // WebAssembly (the search) compiles; no eval, no inline script but the hashed ones.
      expect(policy!.replace("'wasm-unsafe-eval'", ''), path).not.toContain('unsafe');
    }
  });

  test.for(routes)(
    '%s runs with no Content-Security-Policy violation',
    async (path, { browser }) => {
      const { page, errors } = await browser.open('about:blank');
      await recordViolations(page);
      await page.goto(url(path));
      await pageAtRest(page);
      expect(await violations(page)).toEqual([]);
      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    },
  );

  test('blocks an inline script the build did not write', async ({ browser }) => {
    const { page } = await browser.open(paths.contract);
    const ran = await page.evaluate(async () => {
      const refused = new Promise((resolve) =>
        document.addEventListener('securitypolicyviolation', resolve, { once: true }),
      );
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      await refused;
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
  });
});
