// The address patterns of the speculation rules (src/site/speculation.ts),
// read as Chromium reads them, for the engines that read no rules: the page
// script (src/page-script/fetch-ahead.ts) and Safari's worker
// (src/page-script/ahead-worker.ts). It imports nothing, so neither carries more
// than this.

/** An address pattern (`*` any characters, the only syntax the rules use) as a test of a path. */
export const pathPattern = (glob: string) =>
  new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`);

/** Whether `pathname` is a path of the site that none of `patterns` names. */
export const outside = (patterns: readonly string[], pathname: string) =>
  pathname.startsWith('/') && !patterns.some((glob) => pathPattern(glob).test(pathname));
