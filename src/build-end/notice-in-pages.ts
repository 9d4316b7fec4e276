// «Aviso para las familias» written into the built pages, by one function for
// both ways a notice is published: the build's end (steps.server.ts,
// writeNotice) and the notice's fast path, which rewrites the last published
// build without building it again (scripts/commands/publish-notice.mjs). So
// both publish the same bytes, and a page without a notice carries not one
// of them.
//
// A page carries three pieces: the notice's stylesheet and its script at the
// end of <head>, each marked data-aviso, and the region itself after the skip
// link, outside <main>; its Content-Security-Policy allows the two by their
// hashes, added after the page's own. Taking a notice out removes exactly
// those, so a page rewritten any number of times is the page built with the
// last notice.
import type { PageNotice } from '~/content/notice';
import { hash } from '~/builder/page-policy';
import {
  hideSpentNotice,
  NOTICE_CLOCK_GRACE_MS,
  NOTICE_CLOSABLE_ATTRIBUTE,
  NOTICE_CLOSED_KEY,
  NOTICE_HIDDEN_ATTRIBUTE,
} from '~/page-script/boot';

/** The notice's region: what it is called to screen readers. */
export const NOTICE_LABEL = 'Aviso para las familias';

/** Where the build keeps the notice's pieces for the fast path, in its folder (not served). */
export const NOTICE_PARTS_FILE = 'notice-parts.json';

/**
 * The pieces every notice shares, made once by the build: the stylesheet
 * (styles/notice.scss) and the script, both minified; the script's first
 * argument is NOTICE_VALUES, which each notice fills with its own.
 */
export interface NoticeParts {
  css: string;
  script: string;
}

/** The placeholder of a notice's own values (its id, start and end) in NoticeParts.script. */
export const NOTICE_VALUES = '__NOTICE_VALUES__';

/** The notice's script before it is minified: hideSpentNotice with the site's constants. */
export const noticeScriptSource = () =>
  `(${hideSpentNotice.toString()})(${[
    NOTICE_VALUES,
    ...[
      NOTICE_CLOSED_KEY,
      NOTICE_HIDDEN_ATTRIBUTE,
      NOTICE_CLOSABLE_ATTRIBUTE,
      NOTICE_CLOCK_GRACE_MS,
    ].map((value) => JSON.stringify(value)),
  ].join(',')})`;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The region: a labelled section that takes no focus and is not announced
 * (it is in the page when it loads); «Cerrar» works once the script above
 * has run (the button is hidden without it, styles/notice.scss).
 */
export function noticeSection(notice: PageNotice): string {
  const level = notice.urgent ? '<strong class="notice__level">Urgente: </strong>' : '';
  const link = notice.link ? ` <a href="${escape(notice.link)}">Leer más</a>` : '';
  return (
    `<section class="${notice.urgent ? 'notice notice--urgent' : 'notice'}" aria-label="${NOTICE_LABEL}" data-notice="${escape(notice.id)}">` +
    `<div class="container notice__inner"><p class="notice__text">${level}${escape(notice.text)}${link}</p>` +
    `<button type="button" class="notice__close" data-notice-close="">Cerrar</button></div></section>`
  );
}

const HEAD_PIECES =
  /<style data-aviso="">([\s\S]*?)<\/style><script data-aviso="">([\s\S]*?)<\/script>/;
const SECTION = /<section class="notice[ "][^>]*>[\s\S]*?<\/section>/;
const SKIP_LINK = /<a class="skip-link"[^>]*>[^<]*<\/a>/;
const POLICY = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/;

/** The page's policy without the sources `remove`, and with `add`'s, each after its directive's own. */
function editPolicy(html: string, remove: string[], add: Record<string, string>): string {
  return html.replace(POLICY, (_, open: string, policy: string, close: string) => {
    const directives = policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      const kept = sources.filter((source) => !remove.includes(source));
      return [name, ...kept, ...(add[name] ? [add[name]] : [])].join(' ');
    });
    return `${open}${directives.join('; ')}${close}`;
  });
}

/**
 * The built page `html` carrying `notice`, or none: whatever notice it
 * carried is taken out first. A page without the site's frame (no skip
 * link) is left as it is.
 */
export function withNotice(html: string, notice: PageNotice | null, parts: NoticeParts): string {
  if (!SKIP_LINK.test(html)) return html;
  const old = HEAD_PIECES.exec(html);
  const removed = old ? [hash(old[1] ?? ''), hash(old[2] ?? '')] : [];
  const bare = html.replace(HEAD_PIECES, '').replace(SECTION, '');
  if (!notice) return editPolicy(bare, removed, {});
  const values = JSON.stringify({ id: notice.id, start: notice.start, end: notice.end });
  const script = parts.script.replace(NOTICE_VALUES, () => values);
  const pieces = `<style data-aviso="">${parts.css}</style><script data-aviso="">${script}</script>`;
  const page = bare
    .replace('</head>', () => `${pieces}</head>`)
    .replace(SKIP_LINK, (link) => `${link}${noticeSection(notice)}`);
  return editPolicy(page, removed, { 'script-src': hash(script), 'style-src': hash(parts.css) });
}

/** The id of the notice a built page carries, or null. */
export const noticeIn = (html: string): string | null =>
  /<section class="notice[ "][^>]*data-notice="([^"]*)"/.exec(html)?.[1] ?? null;
