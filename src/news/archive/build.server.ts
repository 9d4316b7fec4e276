// Build time only: the archive's surface for the build's own steps
// (src/build-end/), which run outside the pages' Vite graph and so without
// `virtual:firebase-settings`: they pass the settings themselves.
export { newsOrigin } from './origin.server';
export type { ReadArchive } from './read.server';
export { megabytes, type NewsReport } from './report';
export { newsOfBuild, readable, readNewsForBuild } from './this-build.server';
