// A long page: an MDX file of the content folder (kinds.ts), its frontmatter
// checked when the page compiles.
import { z } from 'zod';
import { matching } from './frontmatter.ts';
import { pageIcons, SECTION_IDS, sections, type PageIcon } from './sections.ts';

/** Frontmatter of every long page. Checked when the page compiles. */
export const frontmatterSchema = z.strictObject({
  /** Document title, shown in the browser tab and search results. */
  title: z.string().trim().min(3).max(70).meta({
    title: 'Título',
    description: 'El nombre de la página en la pestaña del navegador y en los buscadores.',
  }),
  /** Meta description for search engines and link previews. */
  description: z.string().trim().min(50).max(170).meta({
    title: 'Descripción',
    description: 'Una o dos oraciones: lo que muestran Google y WhatsApp al compartir la página.',
  }),
  banner: z
    .strictObject({
      /** Large heading over the banner image: the page's h1. */
      title: z.string().trim().min(3).max(60).meta({
        title: 'Título grande',
        description: 'El título que se lee sobre la imagen, arriba de la página.',
      }),
      /** Path of the banner picture under public/: a photo of any size, or a drawing; none, the site's (SITE_BANNER, site/footer-data.ts). */
      image: matching(
        /^\/images\/[\w-]+\.(jpe?g|png|webp|avif|svg|JPE?G|PNG|WEBP|AVIF|SVG)$/,
        'Elegí una imagen de la carpeta /images (jpg, png, webp, avif o svg)',
        {
          title: 'Imagen',
          description: 'Una foto o un dibujo de la carpeta de imágenes. Sin elegir, la del sitio.',
          widget: 'image',
        },
      ).optional(),
    })
    .meta({ title: 'Encabezado' }),
  /** The navbar's section the page belongs to: its address begins with it (site/page-addresses.ts). */
  section: z.enum(SECTION_IDS).meta({
    title: 'Sección',
    description:
      'La parte del sitio a la que pertenece: su dirección empieza así (/institucional/…) y, si va en el menú, aparece en esa sección.',
    labels: sections,
  }),
  /** Its entry in the navbar, in its section; none keeps it out of the menu. */
  menu: z
    .strictObject({
      name: z.string().trim().min(3).max(40).meta({
        title: 'Nombre en el menú',
        description: 'Corto: lo que se lee en el menú de arriba.',
      }),
      order: z.int().min(1).max(99).meta({
        title: 'Lugar',
        description:
          'Su lugar en la sección: las entradas van de menor a mayor (Novedades es el 1, Fotogalería el 90).',
      }),
      icon: z
        .enum(Object.keys(pageIcons) as [PageIcon, ...PageIcon[]])
        .optional()
        .meta({
          title: 'Ícono',
          description: 'El dibujo junto al nombre en el menú (sin elegir, una hoja).',
          labels: pageIcons,
        }),
    })
    .optional()
    .meta({
      title: 'Entrada en el menú',
      description: 'Agregala para que la página aparezca en el menú de arriba; sin ella no aparece.',
    }),
  /** Whether the footer links the page, in its «El colegio» column. */
  footer: z.boolean().optional().meta({
    title: 'En el pie de página',
    description: 'Un enlace a la página en la columna «El colegio» del pie de cada página.',
  }),
  /** Day the text was last reviewed by the school, as YYYY-MM-DD. */
  lastReviewed: z.iso.date().meta({
    title: 'Última revisión',
    description: 'El día en que el colegio revisó el texto por última vez. Una página nueva empieza con el día de hoy.',
    today: true,
  }),
  /**
   * A text that is not ready: the page shows no review date, and the
   * editor's panel does not offer a change that marks it for publishing
   * (src/editor/review.ts), so families keep the published text. Nothing
   * else waits for it: the live publication never refuses a draft.
   */
  draft: z.boolean().optional().meta({
    title: 'Borrador',
    description:
      'Un texto que todavía no está listo: se guarda y tiene su vista previa, pero no se publica mientras esté marcado. Las familias siguen viendo el texto publicado.',
  }),
});

export type Frontmatter = z.infer<typeof frontmatterSchema>;

/** A heading of a long page as its compiled module exports it (`toc`, builder/text/rehype-export-toc.ts). */
export interface TocHeading {
  depth: number;
  id: string;
  text: string;
}
