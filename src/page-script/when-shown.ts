/**
 * Resolves once the page is shown to the visitor: at once, or, for a page the
 * browser prerendered ahead of a click (src/site/speculation.ts), when it is
 * activated. What costs the visitor something, or only makes sense seen (a
 * question to Firestore, a count-up), waits for it: a page nobody opens costs
 * nothing.
 */
export function whenShown(doc: Document = document): Promise<void> {
  if (!(doc as Document & { prerendering?: boolean }).prerendering) return Promise.resolve();
  return new Promise((resolve) =>
    doc.addEventListener('prerenderingchange', () => resolve(), { once: true }),
  );
}
