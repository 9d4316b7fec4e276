// Build time only: the configuration of the editor at /editar/ (Sveltia CMS),
// made from what the site already knows: the kinds of content, each with its
// folder, its schema (fields.server.ts) and its name in the editor
// (src/content/kinds.ts), the long pages of the registry, the school's
// repository, the widest picture the pipeline makes, and where the news come
// from: the news' files are offered only where the build publishes them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { splitFrontmatter } from '~/content/frontmatter';
import { contentKinds, pageFile } from '~/content/kinds';
import { WIDEST_PICTURE } from '~/pictures';
import { repositoryName, school } from '~/site/identity';
import { pages } from '~/site/pages';
import { readSettings } from '~/site/settings.server';
import { COLLECTIONS, SCHOOL_DETAILS_ENTRY } from './entries';
import { fieldsOf, type CmsField } from './fields.server';
import { PREVIEW_STATUS } from './review';

/** Where the pages' pictures live in the repository, and their address on the site. */
const MEDIA = { folder: 'public/images', address: '/images' };

/** How an uploaded photo is re-encoded in the browser before it is committed. */
const UPLOAD = {
  /** WebP re-encoded through a canvas: no EXIF, no GPS, no camera. */
  format: 'webp',
  quality: 85,
  /** No wider or taller than the widest copy the pipeline makes of it. */
  width: WIDEST_PICTURE,
  height: WIDEST_PICTURE,
} as const;

/** The text under the frontmatter, as written: never through the rich-text editor, which would rewrite it. */
const body = ({ label, hint }: { label: string; hint: string }): CmsField => ({
  name: 'body',
  label,
  hint,
  widget: 'markdown',
  modes: ['raw'],
  required: true,
});

/** The long pages of the registry, each the file it is written in, labelled with its banner's title. */
async function pageFiles(root: string) {
  const entries = pages.flatMap((page) => (page.kind === 'longform' ? [page.entry] : []));
  return Promise.all(
    entries.map(async (entry) => {
      const file = pageFile(entry);
      const source = await readFile(path.join(root, file), 'utf8');
      const data = splitFrontmatter(source)?.data as { banner?: { title?: string } } | undefined;
      return {
        name: entry,
        label: data?.banner?.title ?? file,
        file,
        format: 'frontmatter',
        fields: [...fieldsOf(contentKinds.page.schema), body(contentKinds.page.body)],
      };
    }),
  );
}

/**
 * The editor's whole configuration, for the project at `root`. Where the
 * news come from Firestore (`firestore`, from the build's settings), the news'
 * files are published by no build, and so not offered: no file the editor
 * can create is one the site leaves out.
 */
export async function editorConfig(
  root: string,
  { firestore = readSettings(root) !== null }: { firestore?: boolean } = {},
) {
  const localNews = {
    name: COLLECTIONS.news,
    label: contentKinds.news.editor.label,
    label_singular: contentKinds.news.editor.singular,
    icon: 'newspaper',
    folder: contentKinds.news.folder,
    extension: contentKinds.news.written,
    format: 'frontmatter',
    create: true,
    slug: "{{fields.fecha | date('YYYY-MM-DD')}}-{{body | truncate(40)}}",
    // Named and listed as staff know an item: its date and first words.
    // (Sveltia's date transformation writes month names in English only,
    // so the list shows the date as families write it: 15/6/2026.)
    summary: "{{fecha | date('D/M/YYYY')}} · {{body | truncate(60)}}",
    sortable_fields: {
      fields: ['fecha'],
      default: { field: 'fecha', direction: 'descending' },
    },
    fields: [...fieldsOf(contentKinds.news.schema), body(contentKinds.news.body)],
  };
  return {
    backend: {
      name: 'github',
      repo: repositoryName(),
      branch: school.repository.branch,
      // A fine-grained token limited to this repository: no server of the site's own.
      auth_methods: ['token'],
      // The commit status that carries a pull request's preview (review.ts).
      preview_context: PREVIEW_STATUS,
      commit_messages: {
        create: 'Crear {{collection}} «{{slug}}»',
        update: 'Actualizar {{collection}} «{{slug}}»',
        delete: 'Borrar {{collection}} «{{slug}}»',
        uploadMedia: 'Subir «{{path}}»',
        deleteMedia: 'Borrar «{{path}}»',
      },
    },
    // Every save is a pull request, tested and previewed; publishing merges it.
    publish_mode: 'editorial_workflow',
    site_url: school.siteUrl,
    logo: { src: '/logo.svg' },
    media_folder: MEDIA.folder,
    public_folder: MEDIA.address,
    media_libraries: {
      default: { config: { slugify_filename: true, transformations: { raster_image: UPLOAD } } },
      // No stock photos: what the site shows is the school's own.
      stock_assets: false,
    },
    // A new file's name: plain letters, digits and hyphens ("día" → "dia").
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
    collections: [
      {
        name: COLLECTIONS.pages,
        label: contentKinds.page.editor.label,
        label_singular: contentKinds.page.editor.singular,
        icon: 'article',
        // The preview cannot draw the pages' MDX ({school.name}, <div>): the pull request's preview does.
        editor: { preview: false },
        files: await pageFiles(root),
      },
      {
        name: COLLECTIONS.school,
        label: contentKinds.schoolDetails.editor.label,
        icon: 'school',
        files: [
          {
            name: SCHOOL_DETAILS_ENTRY,
            label: contentKinds.schoolDetails.editor.label,
            file: contentKinds.schoolDetails.file,
            format: 'json',
            fields: fieldsOf(contentKinds.schoolDetails.schema),
          },
        ],
      },
      ...(firestore ? [] : [localNews]),
    ],
  };
}
