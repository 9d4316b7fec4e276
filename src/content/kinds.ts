// Every kind of content file, described once: where its files live and
// what they are called, the schema that checks them (with the Spanish
// labels, hints, limits and messages the editor's form and the guides show),
// its text when it has one, and what the editor calls it. The pages, the
// news' local source, the editor's configuration, preflight and the build's
// checks read it; no other module writes a content folder, an extension or
// a schema.
import { newsFrontmatter } from './local-news.ts';
import { noticeSchema } from './notice.ts';
import { frontmatterSchema } from './page.ts';
import { schoolDetailsSchema } from './school-details.ts';
import { siteSetupSchema } from './site-setup.ts';

/** Where staff's files live, from the project's root: every kind's folder is in it. */
export const CONTENT_ROOT = 'content';

export const contentKinds = {
  /** The long pages: an MDX file each, placed by the page registry (src/site/registry.ts). */
  page: {
    /** What the kind is called where the build or preflight complains. */
    what: 'long page',
    folder: CONTENT_ROOT,
    extensions: ['mdx'],
    schema: frontmatterSchema,
    /** The text under the frontmatter. */
    body: {
      label: 'Texto',
      // In backticks: the form shows a hint as Markdown, where a bare tag would vanish.
      hint: 'El texto de la página en Markdown. Entre llaves van datos del colegio, como `{school.name}`, que el sitio completa; `<div className="signatures">` es el bloque de firmas. Nada más entre llaves ni otras etiquetas: la revisión lo rechaza.',
    },
    editor: { collection: 'paginas', label: 'Páginas', singular: 'Página' },
  },
  /** The school's details that change from year to year: one JSON file. */
  schoolDetails: {
    what: 'school details',
    file: `${CONTENT_ROOT}/colegio.json`,
    schema: schoolDetailsSchema,
    editor: { collection: 'colegio', label: 'Datos del colegio', entry: 'datos' },
  },
  /** «Aviso para las familias»: a short notice on every page until its end (notice.ts). */
  notice: {
    what: 'notice',
    file: `${CONTENT_ROOT}/aviso.json`,
    schema: noticeSchema,
    editor: { collection: 'aviso', label: 'Aviso para las familias', entry: 'aviso' },
  },
  /**
   * The site's address and repository: the administrator's, set up once in
   * GitHub (docs/guia-de-administracion.md), not in the editor.
   */
  siteSetup: {
    what: 'site setup',
    file: `${CONTENT_ROOT}/sitio.json`,
    schema: siteSetupSchema,
  },
  /** News kept as files, for a school without Firestore: Markdown, or HTML as an editor writes it. */
  news: {
    what: 'news file',
    folder: `${CONTENT_ROOT}/news`,
    extensions: ['md', 'html'],
    /** What the editor writes a new item as. */
    written: 'md',
    schema: newsFrontmatter,
    body: {
      label: 'Texto',
      hint: 'El texto de la noticia en Markdown. Solo para los colegios sin Firestore.',
    },
    editor: { collection: 'noticias', label: 'Noticias del sitio', singular: 'Noticia' },
  },
} as const;

/** A kind whose files are a folder's. */
export type FolderKind = (typeof contentKinds)['page' | 'news'];

/** A kind kept as one JSON file. */
export type JsonKind = Extract<(typeof contentKinds)[keyof typeof contentKinds], { file: string }>;

/** Whether `name` is a file of `kind` (by its extension). */
export const isFileOf = (kind: FolderKind, name: string) =>
  kind.extensions.some((extension) => name.endsWith(`.${extension}`));

/** A file's entry name: its name without the folder and its kind's extension. */
export const entryName = (kind: FolderKind, file: string) => {
  const name = file.replace(/^.*\//, '');
  const extension = kind.extensions.find((each) => name.endsWith(`.${each}`));
  return extension ? name.slice(0, -extension.length - 1) : name;
};

/** The file of the long page `name`, from the project's root. */
export const pageFile = (name: string) =>
  `${contentKinds.page.folder}/${name}.${contentKinds.page.extensions[0]}`;

/** The school's details file, from the project's root. */
export const SCHOOL_DETAILS_FILE = contentKinds.schoolDetails.file;

/** The site's setup file, from the project's root. */
export const SITE_SETUP_FILE = contentKinds.siteSetup.file;

/** The kinds kept as one JSON file each, which the build checks as it reads them. */
export const jsonKinds = Object.values(contentKinds).filter(
  (kind): kind is JsonKind => 'file' in kind && kind.file.endsWith('.json'),
);
