// Checks that run inside the page (each passed whole to page.evaluate, so
// each is self-contained). They return what they found wrong, as text a
// person can act on; an empty list means the page passed.

/** Whether the page scrolls sideways at the current viewport. */
export function sidewaysScroll(): number {
  return document.documentElement.scrollWidth - document.documentElement.clientWidth;
}

/**
 * Text that is cut off or drawn over other text: each visible text node's
 * line boxes, clipped to the scroll containers they sit in, must not cross
 * another node's, and no box that hides its overflow may hide text.
 * Measured with the page at its top: scrolled, the sticky navbar covers the
 * text it passes over by design (the browser may have scrolled the page, as
 * scroll anchoring does when text grows above the screen's first line).
 */
export function clippedOrOverlappingText(): string[] {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  const found: string[] = [];
  const hiddenByDesign = (el: Element | null): boolean => {
    for (let at = el; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.clipPath !== 'none' || style.opacity === '0' || style.position === 'fixed')
        return true;
    }
    return false;
  };
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''} «${(el.textContent ?? '').trim().slice(0, 40)}»`;

  // Boxes that clip: every ancestor whose overflow is not visible.
  const clipOf = (el: Element): DOMRect | null => {
    let box: DOMRect | null = null;
    for (let at = el.parentElement; at && at !== document.body; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const r = at.getBoundingClientRect();
      box = box
        ? new DOMRect(
            Math.max(box.left, r.left),
            Math.max(box.top, r.top),
            Math.min(box.right, r.right) - Math.max(box.left, r.left),
            Math.min(box.bottom, r.bottom) - Math.max(box.top, r.top),
          )
        : r;
    }
    return box;
  };

  const lines: { rect: DOMRect; owner: Element }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const owner = node.parentElement!;
    if (!owner.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    if (hiddenByDesign(owner)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const clip = clipOf(owner);
    // Text a scroll container can scroll to is not lost; text a clipping box cuts is.
    const scrolls = (() => {
      for (let at = owner.parentElement; at; at = at.parentElement) {
        const s = getComputedStyle(at);
        if (['auto', 'scroll'].includes(s.overflowX) || ['auto', 'scroll'].includes(s.overflowY))
          return true;
        if (s.overflowX !== 'visible' || s.overflowY !== 'visible') return false;
      }
      return false;
    })();
    for (const rect of range.getClientRects()) {
      if (rect.width < 1 || rect.height < 1) continue;
      if (clip) {
        const cut =
          rect.left < clip.left - 1 ||
          rect.right > clip.right + 1 ||
          rect.top < clip.top - 1 ||
          rect.bottom > clip.bottom + 1;
        if (cut && !scrolls) found.push(`clipped: ${name(owner)}`);
        if (cut) continue;
      }
      lines.push({ rect, owner });
    }
  }
  // Line boxes of neighbouring text share an edge, and a glyph box may be a
  // little taller than its line: real overlap is more than a few pixels
  // across and a quarter of a line down.
  const SLACK = 3;
  for (let i = 0; i < lines.length; i++) {
    for (let j = i + 1; j < lines.length; j++) {
      const a = lines[i]!.rect;
      const b = lines[j]!.rect;
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > SLACK && h > Math.max(SLACK, Math.min(a.height, b.height) / 4))
        found.push(`overlap: ${name(lines[i]!.owner)} × ${name(lines[j]!.owner)}`);
    }
  }
  return [...new Set(found)];
}

/**
 * Where the focus is now (null on the page itself), and what is wrong with
 * it there: no ring, a ring cut off by a box around it, or the control
 * hidden (under the navbar, the contact button, or off screen). One trip to
 * the page a Tab stop.
 */
export function focusState(): { at: string | null; problem: string | null } {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return { at: null, problem: null };
  return { at: el.outerHTML.slice(0, 120) + el.textContent, problem: problemOf(el) };

  function problemOf(el: HTMLElement): string | null {
    const what = `${el.tagName.toLowerCase()} «${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}»`;
    const style = getComputedStyle(el);
    const width = parseFloat(style.outlineWidth);
    if (style.outlineStyle === 'none' || width < 2) return `no focus ring: ${what}`;
    const rect = el.getBoundingClientRect();
    // An outline is drawn outside its offset: a negative offset draws it inside the box.
    const grow = width + parseFloat(style.outlineOffset);
    const ring = {
      left: rect.left - grow,
      right: rect.right + grow,
      top: rect.top - grow,
      bottom: rect.bottom + grow,
    };
    for (let at = el.parentElement; at && at !== document.body; at = at.parentElement) {
      const s = getComputedStyle(at);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const box = at.getBoundingClientRect();
      if (
        ring.left < box.left - 0.5 ||
        ring.right > box.right + 0.5 ||
        ring.top < box.top - 0.5 ||
        ring.bottom > box.bottom + 0.5
      )
        return `focus ring cut by ${at.tagName.toLowerCase()}.${at.className}: ${what}`;
    }
    // The centre of each line of the control, and four points a quarter in
    // from its edges (inside rounded corners and round buttons), must show the
    // control itself, or the block around a link that wraps.
    for (const part of el.getClientRects()) {
      const [dx, dy] = [part.width / 4, part.height / 4];
      const points = [
        [part.left + 2 * dx, part.top + 2 * dy],
        [part.left + dx, part.top + dy],
        [part.right - dx, part.top + dy],
        [part.left + dx, part.bottom - dy],
        [part.right - dx, part.bottom - dy],
      ] as const;
      for (const [x, y] of points) {
        if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return `off screen: ${what}`;
        const top = document.elementFromPoint(x, y);
        if (!top || !(el.contains(top) || top.contains(el)))
          return `hidden under ${top?.tagName.toLowerCase()}.${top?.className}: ${what}`;
      }
    }
    return null;
  }
}
