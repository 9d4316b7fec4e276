// How the site writes a page's path, wherever it starts from: an address
// with a #hash or a trailing slash, or a built page file. The page registry,
// the build's steps and the search results all read it here.

/**
 * A page's path as the registry writes it: without its #hash, its file name
 * (`/a/b/index.html` and `/a/b/` are `/a/b`, `/404.html` is `/404`) or a
 * trailing slash.
 */
export const pagePath = (pathname: string) =>
  pathname
    .split('#')[0]!
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/(.)\/+$/, '$1');

/** The path a built page file (relative to the site's folder) is served at. */
export const pathOfPageFile = (file: string) => pagePath(`/${file}`);
