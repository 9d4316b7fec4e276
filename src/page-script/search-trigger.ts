/** Whether a key press belongs to something the visitor is typing in. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The search costs nothing until used: its code (src/page-script/search.ts) and
 * Pagefind's index are fetched when a visitor focuses a search field, presses
 * "/" or Ctrl+K (⌘K) outside anything they are typing in (the visible field
 * gets the focus; on phones the menu opens to show its own), or arrives at
 * the search page with a query (?q= from the form).
 */
export function enhanceSearchTrigger(doc: Document): void {
  const forms = [...doc.querySelectorAll<HTMLFormElement>('form[data-search]')];
  const started = new WeakSet<HTMLFormElement>();
  const start = (form: HTMLFormElement) => {
    if (started.has(form)) return;
    started.add(form);
    void import('./search').then(({ enhanceSearchBox }) => enhanceSearchBox(form));
  };
  for (const form of forms) form.addEventListener('focusin', () => start(form));

  doc.addEventListener('keydown', (event) => {
    const shortcut =
      (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey) ||
      (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey));
    if (!shortcut || typing(event.target)) return;
    const inputs = forms.map((form) => form.querySelector<HTMLInputElement>('input')!);
    // checkVisibility also sees the closed phone menu (content-visibility), offsetParent does not.
    const visible = inputs.find((candidate) => candidate.checkVisibility());
    if (visible) {
      event.preventDefault();
      visible.focus();
      return;
    }
    const menu = doc.querySelector<HTMLDetailsElement>('details.mobile-menu');
    const inMenu = inputs.find((candidate) => menu?.contains(candidate));
    if (!menu || !inMenu) return;
    event.preventDefault();
    menu.open = true;
    // The menu's content is laid out on the next frame; it can take the focus then.
    requestAnimationFrame(() => inMenu.focus());
  });

  const query = new URLSearchParams(doc.location.search).get('q');
  const own = doc.querySelector<HTMLInputElement>('.search-box--page input');
  if (query && own) {
    own.value = query;
    own.focus();
  }
}
