/**
 * Elements marked `data-current-year` hold the year the page was built; this
 * puts the visitor's year there, so "© 2026" does not outlive 2026.
 */
export function enhanceCurrentYear(root: ParentNode): void {
  const year = String(new Date().getFullYear());
  for (const element of root.querySelectorAll('[data-current-year]')) element.textContent = year;
}
