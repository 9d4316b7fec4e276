// Build time only: what react-router.config.ts runs of the build's own
// steps. The config only says which steps run, in which order.
export * as steps from './steps.server';
export { finishBuild, NOT_FOUND_PATH } from './steps.server';
export { newsPages } from './site.server';
