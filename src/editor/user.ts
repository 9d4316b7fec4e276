// Who is staff: where the editor (Sveltia CMS) keeps the signed-in person,
// read by its review panel (the token), and how the site's pages, on
// another origin than the editor's, know a staff member's browser (the
// staff-only edit link). Its own module: the pages and the editor bundle it,
// and nothing else with it.

/** Where Sveltia keeps its signed-in user, with the token, in the editor's localStorage. */
export const SVELTIA_USER_KEY = 'sveltia-cms.user';

/**
 * The mark of a staff member's browser on the public site: the editor's
 * «Sitio en vivo» leads to the site's address ending in `#personal`
 * (config.server.ts), and its pages keep `key` in localStorage from then on
 * (markStaff, src/page-script/boot.ts). No secret: it only shows a link to
 * the editor's sign-in.
 */
export const STAFF_MARK = { fragment: 'personal', key: 'isc-personal' };
