/** The text without its accents: "básico" becomes "basico". */
export const withoutAccents = (text: string) =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** An id or address segment made from a visible name: "Otros links" becomes "otros-links". */
export const slug = (text: string) =>
  withoutAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
