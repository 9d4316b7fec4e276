// Every file the site serves is inert on its origin, and so is every file of
// the editor's site, where staff sign in (the token in localStorage): a
// drawing that slipped into a build unsanitised runs nothing on either, by
// the policy firebase.json gives every file but the pages and the two
// workers, as superstatic serves it.
import { rm, writeFile } from 'node:fs/promises';
import { describe, expect } from 'vitest';
import { paths } from '~/site/pages';
import { editorSite, test, url } from '../support/browser';
import { hostingOf, SITES } from '../../scripts/lib/static-server.mjs';

/** Where the editor keeps the staff member's GitHub token (Sveltia CMS). */
const TOKEN_KEY = 'sveltia-cms.user';
const TOKEN = '{"token":"gho_secreto_del_personal"}';

/** A floor plan as a new user might upload it: a script, an onload, and an image's onerror in foreign content. */
const HOSTILE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" onload="fetch('/robado-onload?'+localStorage.getItem('${TOKEN_KEY}'))">
<script>fetch('/robado-script?' + localStorage.getItem('${TOKEN_KEY}'));</script>
<foreignObject width="100" height="100"><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="fetch('/robado-img?'+localStorage.getItem('${TOKEN_KEY}'))"/></foreignObject>
<rect width="100" height="100" fill="#17498f"/></svg>`;

describe('files the site serves', () => {
  for (const [target, address] of [
    [SITES.site, url],
    [SITES.editor, editorSite],
  ] as const)
    test(`a drawing carrying scripts, opened at its address on the ${target} site with a token planted, runs none of them`, async ({
      browser,
    }) => {
      const hosting = hostingOf(target);
      const file = `${hosting.public}/plano-de-prueba.svg`;
      await writeFile(file, HOSTILE);
      try {
        const context = await browser.newContext();
        const site = await context.newPage();
        // A blank page of the origin to plant the token from, as a signed-in
        // editor leaves it (the site's own pages would start their scripts).
        const blank = address('/pagina-en-blanco');
        await site.route(blank, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blanco</title>' }),
        );
        await site.goto(blank);
        await site.evaluate(
          ([key, token]) => localStorage.setItem(key!, token!),
          [TOKEN_KEY, TOKEN],
        );
        // A tab of its own, in the same browser: the site's page asks for nothing there.
        const page = await context.newPage();
        // Every request the document makes, and those that went through (the policy blocks the rest).
        const asked: string[] = [];
        const fetched: string[] = [];
        page.on('request', (request) => asked.push(request.url()));
        page.on('requestfinished', (request) => fetched.push(new URL(request.url()).pathname));
        const response = await page.goto(address('/plano-de-prueba.svg'));
        // Loaded: the script, the onload and the onerror would have asked by its load event
        // (no script of a test can run in the page to look: it runs none).
        expect(response!.status()).toBe(200);
        // No script asked for anything (each would send the token), and only the drawing came.
        expect(asked.filter((address) => /robado|secreto/.test(address))).toEqual([]);
        expect(fetched).toEqual(['/plano-de-prueba.svg']);
        // The header is firebase.json's rule for every file but the pages.
        const rule = hosting.headers.find((each: { source?: string }) => each.source === '**');
        const policy = rule.headers.find(
          (h: { key: string }) => h.key === 'Content-Security-Policy',
        ).value;
        expect(response!.headers()['content-security-policy']).toBe(policy);
        expect(policy).toMatch(/default-src 'none'.*sandbox/);
      } finally {
        await rm(file, { force: true });
      }
    });

  test('every drawing the build published is sanitised, and a page keeps its own policy', async () => {
    const banner = await (await fetch(url('/images/banner-historia.svg'))).text();
    expect(banner).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(banner).not.toMatch(/<script|\son\w+=/i);
    const page = await fetch(url(paths.history));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(
      "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
    // Any other file: nothing runs in it, opened at its address.
    const feed = await fetch(url('/rss.xml'));
    expect(feed.headers.get('content-security-policy')).toMatch(/^default-src 'none';.*sandbox$/);
  });
});
