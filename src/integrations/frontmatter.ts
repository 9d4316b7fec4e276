import { parse } from 'yaml';
import { z } from 'zod';

/** Frontmatter of every long-form page in content/. Checked when the page compiles. */
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
      /** Path of the banner picture under public/: a photo of any size, or a drawing. */
      image: z
        .string()
        .regex(
          /^\/images\/[\w-]+\.(jpe?g|png|webp|avif|svg|JPE?G|PNG|WEBP|AVIF|SVG)$/,
          'a path like /images/name.jpg (a .jpg, .jpeg, .png, .webp, .avif or .svg file)',
        )
        .meta({
          title: 'Imagen',
          description: 'Una foto o un dibujo de la carpeta de imágenes.',
          message: 'Elegí una imagen de la carpeta /images (jpg, png, webp, avif o svg)',
          widget: 'image',
        }),
    })
    .meta({ title: 'Encabezado' }),
  /** Day the text was last reviewed by the school, as YYYY-MM-DD. */
  lastReviewed: z.iso.date().meta({
    title: 'Última revisión',
    description: 'El día en que el colegio revisó el texto por última vez.',
  }),
  /**
   * A text the school has not reviewed yet: the page shows no review date and
   * `npm run preflight` refuses to publish it. Remove the line once reviewed.
   */
  draft: z.boolean().optional().meta({
    title: 'Borrador',
    description:
      'Un texto que el colegio todavía no revisó: no se puede publicar el sitio mientras esté marcado.',
  }),
});

export type Frontmatter = z.infer<typeof frontmatterSchema>;

/** Each wrong field of a failed validation, as `field "banner.image": …`. */
export function fieldProblems(error: z.ZodError): string[] {
  return error.issues.map(
    (issue) => `field "${issue.path.join('.') || '(frontmatter)'}": ${issue.message}`,
  );
}

/** Validates parsed frontmatter; the error names the file and every wrong field. */
export function parseFrontmatter(data: unknown, file: string): Frontmatter {
  const result = frontmatterSchema.safeParse(data ?? {});
  if (result.success) return result.data;
  const problems = fieldProblems(result.error).map((problem) => `  - ${problem}`);
  throw new Error(`Invalid frontmatter in ${file}:\n${problems.join('\n')}`);
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * A content file's `--- … ---` block, parsed as YAML with the core schema (so
 * dates stay text, as written), and the text after it; null data when the
 * file has no block. A byte-order mark before the first --- (some editors
 * save one) is ignored. YAML errors are thrown as they are.
 */
export function splitFrontmatter(source: string): { data: unknown; body: string } | null {
  const text = source.replace(/^\uFEFF/, '');
  const match = FRONTMATTER.exec(text);
  if (!match) return null;
  return { data: parse(match[1]!, { schema: 'core' }) ?? {}, body: text.slice(match[0].length) };
}
