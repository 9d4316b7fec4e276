/**
 * Desktop dropdowns are native `details` disclosures. This adds what HTML
 * cannot: hover opens and leaving closes, Escape closes and returns focus to
 * the toggle, and focus leaving the dropdown closes it. Returns a cleanup.
 */
export function enhanceDropdowns(root: ParentNode): () => void {
  const controller = new AbortController();
  const options = { signal: controller.signal };
  for (const details of root.querySelectorAll<HTMLDetailsElement>('details.dropdown')) {
    const summary = details.querySelector('summary');
    if (!summary) continue;
    details.addEventListener('mouseenter', () => (details.open = true), options);
    details.addEventListener('mouseleave', () => (details.open = false), options);
    details.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape' || !details.open) return;
        details.open = false;
        summary.focus();
      },
      options,
    );
    details.addEventListener(
      'focusout',
      (event) => {
        if (!details.contains(event.relatedTarget as Node | null)) details.open = false;
      },
      options,
    );
    // A pointer that hovered the dropdown open should not click it shut.
    summary.addEventListener(
      'click',
      (event) => {
        if (event.detail > 0 && details.open) event.preventDefault();
      },
      options,
    );
  }
  return () => controller.abort();
}
