// What every page runs before and after its first paint, written inline in
// the HTML (src/root.tsx) so that nothing but the HTML is fetched before the
// text is on screen: the speculation rules, the page script and the headings'
// font are asked for once that first paint is done, side by side. A
// prerendered page paints nothing until it is shown, so it asks for none of
// them before.
//
// Each function is written into the page as its source text: it must use
// nothing but its arguments and the browser's globals.

/** Where a tab remembers that it has the headings' font (so it is in the HTTP cache). */
export const FONT_SEEN_KEY = 'heading-font';

/**
 * Before the first paint (in <head>): in a tab that has already loaded the
 * headings' font, it comes from the cache, so headings use it from the start.
 * A tab's first page keeps the scaled fallback (startAfterFirstPaint).
 */
function preferCachedHeadingFont(key: string, attribute: string) {
  try {
    if (sessionStorage.getItem(key)) document.documentElement.setAttribute(attribute, '');
  } catch {
    // Storage refused (private modes, sandboxes): headings keep the fallback.
  }
}

/** The attribute the root element takes in a staff member's browser: the page shows staff's own links. */
const STAFF_ATTRIBUTE = 'data-staff';

/**
 * Before the first paint (in <head>): a browser that came to the site from
 * the editor's «Sitio en vivo», its address ending in `#fragment`, is staff's,
 * and keeps a mark under `key` in localStorage (the address loses the
 * fragment). Its pages show "Editar esta página", which families never see
 * (styles/components/_long-page.scss); set before anything is drawn, it
 * moves nothing. The editor lives on a site of its own, whose session no
 * page of this one can read: the mark is no secret, since the link leads to
 * the editor's sign-in.
 */
function markStaff(fragment: string, key: string, attribute: string) {
  try {
    if (location.hash === `#${fragment}`) {
      localStorage.setItem(key, '1');
      history.replaceState(history.state, '', location.pathname + location.search);
    }
    if (localStorage.getItem(key)) document.documentElement.setAttribute(attribute, '');
  } catch {
    // Storage refused: a page like a family's.
  }
}

/** The attribute the root element takes while the page's notice is not to be seen (styles/notice.scss). */
export const NOTICE_HIDDEN_ATTRIBUTE = 'data-notice-hidden';

/** The attribute the root element takes when «Cerrar» works: with JavaScript (styles/notice.scss). */
export const NOTICE_CLOSABLE_ATTRIBUTE = 'data-notice-closable';

/** Where a visitor's browser keeps the notice it closed: the name of its text. */
export const NOTICE_CLOSED_KEY = 'aviso-cerrado';

/**
 * How far a phone's clock may be off: a notice shows from this long before
 * its start to this long after its end by the phone's clock. A phone a few
 * minutes fast never hides a notice still current; one a few minutes slow
 * keeps an ended one those minutes longer, never hours. (The server's clock
 * is not at hand before the first paint: no request is made for it.)
 */
export const NOTICE_CLOCK_GRACE_MS = 10 * 60_000;

/**
 * Before the first paint (in <head>), on a page that carries a notice
 * (written in by src/build-end/notice-in-pages.ts): hides it when this
 * browser closed its text (`id`, kept under `key`), or when the phone's
 * clock is before its `start` or past its `end` (milliseconds; a `grace`
 * either side). Again when the page is shown from the back-forward
 * cache or after a prerender, which ran this long before: a notice ends
 * on a page kept open too. «Cerrar» (its button, notice-in-pages.ts) hides it and keeps
 * its text's name, so that this browser sees it again only when the text
 * changes. All of it here, so that a page with no notice carries none of it.
 */
export function hideSpentNotice(
  { id, start, end }: { id: string; start: number | null; end: number },
  key: string,
  attribute: string,
  closable: string,
  grace: number,
) {
  const hide = () => document.documentElement.setAttribute(attribute, '');
  document.documentElement.setAttribute(closable, '');
  const check = () => {
    let closed = null;
    try {
      closed = localStorage.getItem(key);
    } catch {
      // Storage refused: the notice shows until its end.
    }
    const now = Date.now();
    if (closed === id || now > end + grace || (start !== null && now < start - grace)) hide();
  };
  check();
  addEventListener('pageshow', (event) => event.persisted && check());
  document.addEventListener('prerenderingchange', check);
  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest?.('[data-notice-close]')) return;
    try {
      localStorage.setItem(key, id);
    } catch {
      // Storage refused: closed on this page only.
    }
    hide();
  });
}

/** The attribute the root element takes while a page's sections off the screen are left out of its layout. */
export const LAZY_SECTIONS_ATTRIBUTE = 'data-lazy-sections';

/** The attribute a section left for later (late-sections.ts) takes once it is laid out for good. */
export const LAID_OUT_ATTRIBUTE = 'data-laid-out';

/**
 * Before the first paint (in <head>): a long page's sections off the screen,
 * or home's (late-sections.ts), are left out of the first layout and paint
 * (styles/components/_long-page.scss, _home.scss),
 * so its first screen costs no more than a short page's; layOutSectionsLater
 * lays them out. Not where the address names a place in the page, nor on a
 * page reloaded or come back to through the history: the browser scrolls
 * there at once (to the place, or where the reader was), and must find it
 * where the whole page puts it.
 *
 * Nor on a page prerendered ahead of a click that is still hidden once it is
 * parsed: the whole page is laid out then, out of sight. Left for later, its
 * sections would be sorted into on and off the screen only by the first frame
 * after the click, which lays the first screen out again (some 10 ms on a
 * desktop). A tap prerenders from the touch, and the page may be shown before
 * it is parsed: then its sections are left for later as on any load.
 */
function leaveSectionsForLater(attribute: string) {
  if (location.hash) return;
  const how = (
    performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  )?.type;
  if (how === 'reload' || how === 'back_forward') return;
  const doc = document as Document & { prerendering?: boolean };
  const root = doc.documentElement;
  root.setAttribute(attribute, '');
  if (doc.prerendering)
    doc.addEventListener('DOMContentLoaded', () => {
      if (!doc.prerendering) return;
      root.removeAttribute(attribute);
      void root.offsetHeight;
    });
}

/**
 * After the first paint (the end of a long page's <body>): the sections left
 * out of it (leaveSectionsForLater) are laid out one a frame, from the top,
 * so that no frame holds the whole page's layout; until then the browser
 * keeps them from screen readers too. A click on a link within the page lays
 * out the rest at once, before the browser scrolls to its target. A
 * prerendered page starts once it is shown (it has no frames before), and
 * stops at once if it was laid out whole while hidden (leaveSectionsForLater).
 */
function layOutSectionsLater(sections: string, lazy: string, laidOut: string) {
  if (!document.documentElement.hasAttribute(lazy)) return;
  const all = document.querySelectorAll(sections);
  let next = 0;
  const layOut = (count: number) => {
    for (const section of [...all].slice(next, (next += count))) section.setAttribute(laidOut, '');
  };
  const step = () => {
    if (!document.documentElement.hasAttribute(lazy)) return;
    layOut(1);
    if (next < all.length) requestAnimationFrame(() => setTimeout(step));
  };
  requestAnimationFrame(() => setTimeout(step));
  addEventListener(
    'click',
    ({ target }) => {
      if (target instanceof Element && target.closest('a[href^="#"]')) layOut(all.length);
    },
    { capture: true },
  );
}

/**
 * After the first paint (the end of <body>), and once the first screen's news
 * photo, if there is one, has been drawn: fetch the page script, and the
 * headings' font. The font is not put in use on this page: headings drawn
 * again in it would be a later, larger paint than the first, and the page's
 * largest paint would wait on a file fetched after it (as `font-display:
 * optional` does, without its wait). The tab remembers that it has the font,
 * in the HTTP cache now, and its next page starts with it
 * (preferCachedHeadingFont). That mark is also what the browser tests wait on.
 *
 * Each step is a task of its own (a timer between them), so that none holds
 * the main thread for long on a slow phone: the rules, the page script, the
 * font. Longer than the project's 60 lines, and whole on purpose: it is
 * written into every page as its own source text (bootScripts), so it can
 * call nothing but the browser's globals.
 */
export function startAfterFirstPaint(
  script: string,
  font: string,
  key: string,
  lead: string,
  rules: string,
) {
  const nextFrame = () =>
    new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  // A news photo first on the screen is the largest thing on it: until it is
  // drawn, nothing else is asked for, so on a weak signal it has the
  // bandwidth to itself (a broken one does not hold anything back).
  const leadPictureDrawn = () =>
    document
      .querySelector<HTMLImageElement>(lead)
      ?.decode()
      .catch(() => {})
      .then(nextFrame);
  // What the next page needs, fetched ahead (src/site/speculation.ts), but
  // never for a visitor who saves data or is on a 2G signal. Engines that
  // read no speculation rules hold them as inert data, which the page script
  // reads instead (src/page-script/fetch-ahead.ts).
  const speculate = () => {
    const connection = (
      navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
    ).connection;
    if (connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;
    const element = document.createElement('script');
    element.type = 'speculationrules';
    element.textContent = rules;
    document.body.append(element);
  };
  // The first paint once it is on the screen, not merely handed to the
  // compositor: until then the browser is still rastering it, on the same
  // processors (on a prerendered page shown by a click, some 10 to 30 ms).
  // The browser tells it by the first paint's timing entry. Where it has no
  // such entries, the next frame stands in; should the entry never come, a
  // quarter of a second after a frame.
  const firstPaintShown = () =>
    new Promise((resolve) => {
      const told = window.PerformanceObserver?.supportedEntryTypes?.includes('paint');
      void nextFrame().then(() => setTimeout(resolve, told ? 250 : 0));
      if (told)
        new PerformanceObserver((_, observer) => {
          observer.disconnect();
          resolve(undefined);
        }).observe({ type: 'paint', buffered: true });
    });
  void firstPaintShown()
    .then(leadPictureDrawn)
    .then(async () => {
      speculate();
      await nextTask();
      void import(/* @vite-ignore */ script);
      await nextTask();
      await document.fonts.load(font);
      try {
        sessionStorage.setItem(key, '1');
      } catch {
        // See preferCachedHeadingFont.
      }
    });
}

/** A call of `run` with `args`, as the text of an inline script. */
const inline = <A extends (string | number | null)[]>(run: (...args: A) => void, ...args: A) =>
  `(${run.toString()})(${args.map((arg) => JSON.stringify(arg)).join(',')})`;

/** The two inline scripts of every page; a long page's and home's lay their sections out after the first paint (late-sections.ts). */
export function bootScripts({
  script,
  font,
  attribute,
  lead,
  rules,
  staffMark,
  sections,
}: {
  script: string;
  font: string;
  attribute: string;
  /** How a staff member's browser is known (STAFF_MARK, src/editor/user.ts). */
  staffMark: { fragment: string; key: string };
  /** The selector of the first screen's news photo (LEAD_PICTURE). */
  lead: string;
  /** The speculation rules' text for this page (speculationRules, src/site/speculation.ts). */
  rules: string;
  /** The selector of the sections this page lays out later, if any (src/page-script/late-sections.ts). */
  sections?: string;
}) {
  return {
    head: [
      inline(preferCachedHeadingFont, FONT_SEEN_KEY, attribute),
      inline(markStaff, staffMark.fragment, staffMark.key, STAFF_ATTRIBUTE),
      ...(sections ? [inline(leaveSectionsForLater, LAZY_SECTIONS_ATTRIBUTE)] : []),
    ].join(';'),
    body: [
      inline(startAfterFirstPaint, script, font, FONT_SEEN_KEY, lead, rules),
      ...(sections
        ? [inline(layOutSectionsLater, sections, LAZY_SECTIONS_ATTRIBUTE, LAID_OUT_ATTRIBUTE)]
        : []),
    ].join(';'),
  };
}
