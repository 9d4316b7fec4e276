// Build time only: what react-router.config.ts runs of the build's own
// steps, and the order they run in at the build's end.
import * as steps from './steps.server';

export { finishBuild, NOT_FOUND_PATH } from './steps.server';

/**
 * The build's end, in this order. What a step needs done first is said with
 * the step, and checked before any runs (checkOrder): inlining before the
 * policy that hashes the inline styles and before the pruning of the assets
 * it reads, the 404 page before the search index, the pictures before the
 * report that counts them.
 */
export const BUILD_END: steps.BuildStep[] = [
  steps.makeNotFoundPage,
  steps.removeServerBuild,
  steps.removeLoaderData,
  steps.checkContent,
  steps.inlinePageStylesheets,
  steps.minifyPageScripts,
  steps.addContentSecurityPolicy,
  steps.writeNotice,
  steps.publishPictures,
  steps.sanitiseDrawings,
  steps.pruneUnusedAssets,
  steps.indexPagesForSearch,
  steps.writeSitemap,
  steps.writeRobotsTxt,
  steps.writeAheadWorker,
  steps.writeEditor,
  steps.writeReport,
];
export { newsPages } from './site.server';
