// A page's Content-Security-Policy, as the built pages (src/builder/built-pages/
// built-pages.ts) and the editor's page (src/editor/policy.server.ts) write it:
// what both allow, and an inline script or style allowed by its hash.
import { createHash } from 'node:crypto';

/** The policy's source for an inline script or style: its SHA-256. */
export const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const INLINE_STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g;

/** The stylesheets a built page carries inline, each its CSS. */
export const inlineStyles = (html: string): string[] =>
  [...html.matchAll(INLINE_STYLE)].map(([, body]) => body ?? '');

/** What the site's pages and its editor allow alike: their own files, no plugin, no other base or form target. */
const SHARED_POLICY = {
  'default-src': "'self'",
  'font-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
};

/** A Content-Security-Policy: `own` directives, then the shared ones it does not set, default-src first. */
export function policyOf(own: Record<string, string>): string {
  const { 'default-src': first, ...rest } = SHARED_POLICY;
  const shared = Object.entries(rest).filter(([name]) => !(name in own));
  return Object.entries({ 'default-src': first, ...own, ...Object.fromEntries(shared) })
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}
