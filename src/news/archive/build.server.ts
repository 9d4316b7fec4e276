// Build time only: the archive's surface for the build's own steps
// (src/postbuild/), which run outside the pages' Vite graph and so without
// `virtual:firebase-settings`: they pass the settings themselves.
export { newsOrigin } from './origin.server';
export type { ReadArchive } from './read.server';
export { megabytes, type NewsReport } from './report';
export { sharedNewsArchive } from './shared.server';
/** The local news files and the rule their frontmatter keeps, for the editor's form (src/editor/). */
export { LOCAL_NEWS_DIR, newsFrontmatter } from '../sources/local.server';
