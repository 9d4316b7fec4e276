// A news item kept as a file of the content folder (kinds.ts), for a school
// without Firestore: its frontmatter, then its text in Markdown or HTML.
import { z } from 'zod';

/** Frontmatter of a local news file. */
export const newsFrontmatter = z.strictObject({
  /**
   * Publication date and time: 2026-03-15, 2026-03-15T10:30:00-03:00, or
   * 2026-03-15T10:30:00 (the school's time), as the editor saves one typed.
   */
  fecha: z.union([z.iso.date(), z.iso.datetime({ offset: true, local: true })]).meta({
    title: 'Fecha',
    description: 'El día y la hora de publicación.',
    // A date and time without an offset is no JSON Schema date-time: the widget is said.
    widget: 'datetime',
  }),
  /**
   * An example shipped with the site: `npm run preflight` refuses a first
   * publication with it. Not in the editor's form (hidden: an item keeps it
   * as it is), so no item staff create is one the preflight refuses.
   */
  sample: z.boolean().optional().meta({
    title: 'Ejemplo',
    description: 'Una noticia de ejemplo, que vino con el sitio.',
    widget: 'hidden',
  }),
});
