// Build time only: what the build's end does to the built pages and beside them:
// stylesheets inline, inline scripts minified, each page's Content-Security-Policy,
// the sitemap and robots.txt.
// The steps that run them are src/build-end/steps.server.ts.
import { STORAGE_ORIGIN } from '../pictures/index.ts';
import { firestoreOrigin, type FirebaseSettings } from '../site/firebase.ts';
import { VIDEO_ORIGINS } from '../site/video-players.ts';
import { hash, inlineStyles, policyOf } from '../builder/page-policy.ts';

/**
 * Inline scripts that run (not JSON data blocks): their opening tag, their
 * code and their closing tag. The build minifies the code, then the policy
 * allows it by its hash.
 */
const INLINE_SCRIPT =
  /(<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>)([\s\S]*?)(<\/script>)/g;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, , code]) => hash(code ?? ''));
}

/**
 * The page's inline scripts, each as `minify` writes it: the boot scripts
 * (src/page-script/boot.ts) are written into the page as their functions' source,
 * names, comments' gaps and all.
 */
export function minifyInlineScripts(html: string, minify: (code: string) => string): string {
  return html.replace(
    INLINE_SCRIPT,
    (_, open: string, code: string, close: string) => `${open}${minify(code)}${close}`,
  );
}

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;

/** Puts the site's stylesheets inline: the first paint then waits for the HTML alone. */
export function inlineStylesheets(html: string, readAsset: (href: string) => string): string {
  return html.replace(STYLESHEET, (_, href: string) => `<style>${readAsset(href).trim()}</style>`);
}

interface PolicyOptions {
  /** Origins besides the site's own that the page may fetch from (Firestore, Auth). */
  connect: string[];
  /** Origins the page may frame (the Auth domain's helper iframe). */
  frames: string[];
  /** Origins besides the site's own that the page may show pictures from (the news' Storage). */
  images?: string[];
  /** Inline scripts the page's own scripts insert (the speculation rules), allowed by their hashes. */
  inserted?: string[];
}

/**
 * Compiling WebAssembly, and nothing else `eval`-like: Pagefind searches in a
 * worker, but when the worker fails or is slow to start (five seconds, on a
 * slow phone and link) it searches in the page, whose policy must then let
 * its WebAssembly run, or the search box never answers.
 */
const WEBASSEMBLY = "'wasm-unsafe-eval'";

/**
 * The page's Content-Security-Policy: its own files only, and no inline
 * script or stylesheet but those the build wrote, each allowed by its hash.
 */
export function contentSecurityPolicy(
  html: string,
  { connect, frames, images = [], inserted = [] }: PolicyOptions,
): string {
  const scripts = [
    "'self'",
    WEBASSEMBLY,
    ...new Set([...inlineScriptHashes(html), ...inserted.map(hash)]),
  ];
  const styles = ["'self'", ...inlineStyles(html).map(hash)];
  return policyOf({
    'script-src': scripts.join(' '),
    'style-src': styles.join(' '),
    'img-src': ["'self'", 'data:', ...images].join(' '),
    'connect-src': ["'self'", ...connect].join(' '),
    'frame-src': frames.length ? frames.join(' ') : "'none'",
  });
}

/** Puts the policy first in <head>, before any script it governs. */
export function withContentSecurityPolicy(html: string, options: PolicyOptions): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(html, options)}"/>`;
  if (!/<head>/.test(html))
    throw new Error('A built page has no <head> for its Content-Security-Policy');
  return html.replace('<head>', `<head>${meta}`);
}

export function sitemapXml(siteUrl: string, paths: string[]): string {
  const urls = paths.map((p) => `  <url><loc>${new URL(p, siteUrl).href}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}

/**
 * Origins the news need beyond the site itself: the video players an item may
 * embed, and, from the Firebase settings, Firestore (or its emulator), Auth,
 * and Storage, whose original a visitor may ask to see of an item published
 * since the build (src/news/live/held-pictures.ts). No other site's picture:
 * nothing staff write makes a visitor's browser call another site.
 */
export function newsOrigins(env: FirebaseSettings | null): PolicyOptions {
  const frames = [...VIDEO_ORIGINS];
  if (!env) return { connect: [], frames };
  const connect = [firestoreOrigin(env)];
  if (env.authTokenSyncUrl) {
    connect.push('https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com');
    if (env.options.authDomain) frames.push(`https://${env.options.authDomain}`);
  }
  return { connect, frames, images: [STORAGE_ORIGIN] };
}
