// What the administrator sets up once and staff never see: the site's public
// address and the repository the editor saves to, in a JSON file of the
// content folder of its own (kinds.ts), outside the editor's form, where a
// slip would break every shared link or the editor's sign-in.
import { z } from 'zod';
import { matching } from './frontmatter.ts';
import { address } from './school-details.ts';

/** A GitHub repository's address, as the browser shows it: https://github.com/dueño/nombre. */
const GITHUB_REPOSITORY = /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/;

export const siteSetupSchema = z.strictObject({
  siteUrl: address(
    'Dirección del sitio',
    'La dirección pública del sitio, para los enlaces compartidos y el mapa del sitio.',
  ),
  repository: z
    .strictObject({
      url: matching(GITHUB_REPOSITORY, 'Escribí una dirección como https://github.com/dueño/nombre', {
        title: 'Dirección del repositorio',
        description: 'La dirección del repositorio en GitHub: https://github.com/dueño/nombre.',
      }),
      branch: matching(/^[\w./-]+$/, 'Escribí el nombre de una rama, como main', {
        title: 'Rama publicada',
        description: 'La rama que publica el sitio: casi siempre main.',
      }),
    })
    .meta({
      title: 'Repositorio en GitHub',
      description: 'Donde se guardan los textos del sitio.',
    }),
});

export type SiteSetup = z.infer<typeof siteSetupSchema>;
