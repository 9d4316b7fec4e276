// Where each content file opens in the editor at /editar/ (Sveltia CMS).
// Read by the pages ("Editar esta página") and by the editor's configuration
// (config.server.ts), so that a link and the entry it opens cannot disagree.
import { contentKinds } from '~/content/kinds';
import { paths } from '~/site/pages';

/** The editor's collections, by what they hold (src/content/kinds.ts): their names appear in its addresses. */
export const COLLECTIONS = {
  pages: contentKinds.page.editor.collection,
  school: contentKinds.schoolDetails.editor.collection,
  news: contentKinds.news.editor.collection,
} as const;

/** The school's details file's one entry in its collection. */
export const SCHOOL_DETAILS_ENTRY = contentKinds.schoolDetails.editor.entry;

/** The editor's address of an entry of a collection. */
export const entryUrl = (collection: string, entry: string) =>
  `${paths.editor}#/collections/${collection}/entries/${entry}`;

/** Where "Editar esta página" leads for the long page `entry` (its name among the long pages). */
export const editorUrl = (entry: string) => entryUrl(COLLECTIONS.pages, entry);
