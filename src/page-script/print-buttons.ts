/** Shows the "Imprimir" buttons, hidden in the HTML because they need JavaScript. */
export function enhancePrintButtons(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-print]')) {
    button.hidden = false;
    button.addEventListener('click', () => window.print());
  }
}
