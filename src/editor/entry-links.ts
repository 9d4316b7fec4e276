// Where each content file opens in the editor at /editar/ (Sveltia CMS), on
// a site of its own (content/sitio.json's editorUrl). Read by the pages
// ("Editar esta página") and by the editor's configuration (config.server.ts),
// so that a link and the entry it opens cannot disagree.
import { contentKinds } from '~/content/kinds';
import { school } from '~/site/identity';
import { paths } from '~/site/pages';

/** The editor's collections, by what they hold (src/content/kinds.ts): their names appear in its addresses. */
export const COLLECTIONS = {
  pages: contentKinds.page.editor.collection,
  school: contentKinds.schoolDetails.editor.collection,
  notice: contentKinds.notice.editor.collection,
  news: contentKinds.news.editor.collection,
} as const;

/** The school's details file's one entry in its collection. */
export const SCHOOL_DETAILS_ENTRY = contentKinds.schoolDetails.editor.entry;

/** The editor's address of an entry of a collection, on its own site. */
export const entryUrl = (collection: string, entry: string) =>
  `${paths.editor}#/collections/${collection}/entries/${entry}`;

/** The editor's page, on its own site: where the public site's /editar leads. */
export const editorHome = new URL(paths.editor, school.editorUrl).href;

/** Where "Editar esta página" leads for the long page `entry` (its name among the long pages). */
export const editorUrl = (entry: string) =>
  new URL(entryUrl(COLLECTIONS.pages, entry), school.editorUrl).href;
