// Build time only: the configuration of the editor at /editar/ (Sveltia CMS),
// made from what the site already knows: the kinds of content, each with its
// folder, its schema (fields.server.ts) and its name in the editor
// (src/content/kinds.ts), the pages the code links to, the school's
// repository, the widest picture the pipeline makes, and where the news come
// from: the news' files are offered only where the build publishes them.
import { contentKinds } from '~/content/kinds';
import { PAGE_NAME } from '~/content/page-entries';
import { WIDEST_PICTURE } from '~/pictures';
import { repositoryName, school } from '~/site/identity';
import { STAFF_MARK } from './user';
import { fixedPages } from '~/site/addresses';
import { longPages } from '~/site/registry';
import { readSettings } from '~/builder/plugins/settings.server';
import { COLLECTIONS } from './entry-links';
import { fieldsOf, type CmsField } from './fields.server';
import { PREVIEW_STATUS } from './review';
import { say } from '~/content/messages';

/** The collection of a kind kept as one JSON file: its one entry, its form from its schema. */
const oneFile = (
  kind: typeof contentKinds.schoolDetails | typeof contentKinds.notice,
  icon: string,
) => ({
  name: kind.editor.collection,
  label: kind.editor.label,
  icon,
  files: [
    {
      name: kind.editor.entry,
      label: kind.editor.label,
      file: kind.file,
      format: 'json',
      fields: fieldsOf(kind.schema),
    },
  ],
});

/** Where the pages' pictures live in the repository, and their address on the site. */
export const MEDIA = { folder: 'public/images', address: '/images' };

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

/**
 * The long pages: a folder staff add to. A new page's file is named from
 * its title, and that name, editable before the first save and never after,
 * is the end of its address (/sección/nombre). The pages the code links to
 * keep theirs (site/page-addresses.ts, fixedPages): the collection says so, and the
 * build refuses their removal.
 */
const pagesCollection = () => ({
  name: COLLECTIONS.pages,
  label: contentKinds.page.editor.label,
  label_singular: contentKinds.page.editor.singular,
  description: say(
    'pagesCollection',
    longPages
      .filter((page) => Object.hasOwn(fixedPages, page.name))
      .map((page) => `«${page.data.banner.title}»`)
      .join(', '),
  ),
  icon: 'article',
  folder: contentKinds.page.folder,
  extension: contentKinds.page.extensions[0],
  format: 'frontmatter',
  create: true,
  delete: true,
  identifier_field: 'title',
  slug: {
    template: '{{title}}',
    editable: ['create'],
    hint: say('pageNameHint'),
    pattern: [PAGE_NAME.pattern.source, PAGE_NAME.message],
  },
  summary: '{{banner.title}}',
  fields: [...fieldsOf(contentKinds.page.schema), body(contentKinds.page.body)],
});

/** The news' files, as staff create and list them: where the news are files, not Firestore. */
function newsCollection() {
  return {
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
        create: say('commitCreate'),
        update: say('commitUpdate'),
        delete: say('commitDelete'),
        uploadMedia: say('commitUpload'),
        deleteMedia: say('commitDeleteMedia'),
      },
    },
    // Every save is a pull request, tested and previewed; publishing merges it.
    publish_mode: 'editorial_workflow',
    site_url: school.siteUrl,
    // «Sitio en vivo»: the site, marking the browser as staff's (STAFF_MARK).
    display_url: `${new URL('/', school.siteUrl).href}#${STAFF_MARK.fragment}`,
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
      pagesCollection(),
      oneFile(contentKinds.notice, 'campaign'),
      oneFile(contentKinds.schoolDetails, 'school'),
      ...(firestore ? [] : [newsCollection()]),
    ],
  };
}
