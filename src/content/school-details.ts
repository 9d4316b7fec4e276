// The school's details that change from year to year, kept by staff in a
// JSON file of the content folder (kinds.ts) and edited in the browser as
// "Datos del colegio" (src/editor/); the site's address and repository are
// the administrator's, apart (site-setup.ts). The schema is the one home of their
// rules: the build (contentFilesPlugin) and preflight refuse a file that
// breaks them, naming the field, and the editor's form is derived from it.
// Labels, hints and messages are in Spanish, for the form and the checks alike.
import { z } from 'zod';
import { matching } from './frontmatter.ts';

/** A complete https:// address of a site with a domain name. */
const HTTPS_ADDRESS = /^https:\/\/([a-zA-Z0-9-]+\.)+[a-zA-Z]{2,}(\/\S*)?$/;

export const address = (title: string, hint?: string) =>
  matching(HTTPS_ADDRESS, 'Escribí una dirección completa que empiece por https://', {
    title,
    description: hint ?? 'Dirección completa, empezando por https://',
  });

export const schoolDetailsSchema = z.strictObject({
  students: z.number().int().min(1).max(20000).meta({
    title: 'Cantidad de alumnos',
    description: 'El número que cuenta la página de inicio.',
  }),
  whatsappNumber: matching(/^\d{10,15}$/, 'Escribí solo números, entre 10 y 15, como 5492657123456', {
    title: 'Número de WhatsApp',
    description: 'Con código de país y de área, sin el 15, sin espacios ni signos: 5492657123456.',
  }),
  links: z
    .strictObject({
      facebook: address('Facebook del colegio'),
      instagramSchool: address('Instagram del colegio'),
      instagramAteneo: address('Instagram del Ateneo'),
      blog: address('Blog'),
      congregation: address('Sitio misionero de la congregación'),
      photoGallery: address('Fotogalería'),
      pastoralBlog: address('Mural pastoral'),
      adminLogin: address('Ingreso de administradores'),
    })
    .meta({ title: 'Enlaces a otros sitios' }),
});

export type SchoolDetails = z.infer<typeof schoolDetailsSchema>;
