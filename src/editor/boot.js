// Runs in the editor's page before Sveltia CMS. Sveltia fetches its
// translations, and its package's version to offer updates, from a CDN
// (unpkg.com), which the editor's policy refuses and some school networks
// block: they are fetched from the site instead, where the build copied them
// (src/editor/publish.server.ts). And the editor
// comes up in Spanish (its es-CO strings, the closest to es-AR it has)
// unless the person chose another language in its settings.
(() => {
  const CDN = /^https:\/\/unpkg\.com\/@sveltia\/cms(@[^/]+)?\//;
  const SITE = '/editar/sveltia/';
  const PREFERENCES = 'sveltia-cms.prefs';
  const SPANISH = 'es-CO';

  const fetchAnywhere = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return fetchAnywhere(CDN.test(url) ? url.replace(CDN, SITE) : input, init);
  };

  let preferences = {};
  try {
    preferences = JSON.parse(localStorage.getItem(PREFERENCES) ?? '{}') ?? {};
  } catch {
    // Unreadable preferences are replaced.
  }
  if (!preferences.locale)
    localStorage.setItem(PREFERENCES, JSON.stringify({ ...preferences, locale: SPANISH }));
})();
