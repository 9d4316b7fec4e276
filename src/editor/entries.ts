// Where each content file opens in the editor at /editar/ (Sveltia CMS).
// Read by the pages ("Editar esta página") and by the editor's configuration
// (config.server.ts), so that a link and the entry it opens cannot disagree.
import { paths } from '~/site/pages';

/** The editor's collections, by what they hold: their names appear in its addresses. */
export const COLLECTIONS = { pages: 'paginas', school: 'colegio', news: 'noticias' } as const;

/** The school's details file's one entry in its collection. */
export const SCHOOL_DETAILS_ENTRY = 'datos';

/** The editor's address of an entry of a collection. */
export const entryUrl = (collection: string, entry: string) =>
  `${paths.editor}#/collections/${collection}/entries/${entry}`;

/** A long page's entry in the editor: its file's name without the folder and ".mdx". */
export const pageEntryName = (file: string) => file.replace(/^.*\//, '').replace(/\.mdx$/, '');

/** Where "Editar esta página" leads for the long page written in `file` (content/…). */
export const editorUrl = (file: string) => entryUrl(COLLECTIONS.pages, pageEntryName(file));
