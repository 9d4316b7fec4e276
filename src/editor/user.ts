// Where the editor (Sveltia CMS) keeps the signed-in person, read by the
// site's pages (the staff-only edit link) and by the editor's review panel
// (the token). Its own module: both bundle it, and nothing else with it.

/** Where Sveltia keeps its signed-in user, with the token, in the site's localStorage. */
export const SVELTIA_USER_KEY = 'sveltia-cms.user';
