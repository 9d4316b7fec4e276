// What the administrator sets up once and staff never see: the site's public
// address, the editor's (a site of its own) and the repository it saves to, in a JSON file of the
// content folder of its own (kinds.ts), outside the editor's form, where a
// slip would break every shared link or the editor's sign-in.
import { z } from 'zod';
import { matching } from './frontmatter.ts';
import { address } from './school-details.ts';

/** A GitHub repository's address, as the browser shows it: https://github.com/dueño/nombre. */
const GITHUB_REPOSITORY = /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/;

export const siteSetupSchema = z
  .strictObject({
  siteUrl: address(
    'Dirección del sitio',
    'La dirección pública del sitio, para los enlaces compartidos y el mapa del sitio.',
  ),
  editorUrl: address(
    'Dirección del editor',
    'La dirección del segundo sitio de Firebase Hosting, donde el personal edita: otra que la del sitio, para que ninguna página del sitio pueda leer su sesión.',
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
  })
  .refine(({ siteUrl, editorUrl }) => new URL(siteUrl).origin !== new URL(editorUrl).origin, {
    path: ['editorUrl'],
    message:
      'El editor necesita una dirección propia, distinta de la del sitio: la del segundo sitio de Firebase Hosting.',
  });

export type SiteSetup = z.infer<typeof siteSetupSchema>;
