// Runs in the editor's page before Sveltia CMS. Sveltia fetches its
// translations, and its package's version to offer updates, from a CDN
// (unpkg.com), which the editor's policy refuses and some school networks
// block: they are fetched from the site instead, where the build copied them.
// And the editor comes up in Spanish unless the person chose another
// language in its settings. Where the site serves them (data-served) and
// which strings to start in (data-locale) come from the script's tag, which
// the build writes (src/editor/page.server.ts, from sveltia.server.ts).
(() => {
  const { served, locale } = document.currentScript.dataset;
  const CDN = /^https:\/\/unpkg\.com\/@sveltia\/cms(@[^/]+)?\//;
  const PREFERENCES = 'sveltia-cms.prefs';

  const fetchAnywhere = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return fetchAnywhere(CDN.test(url) ? url.replace(CDN, served) : input, init);
  };

  let preferences = {};
  try {
    preferences = JSON.parse(localStorage.getItem(PREFERENCES) ?? '{}') ?? {};
  } catch {
    // Unreadable preferences are replaced.
  }
  if (!preferences.locale)
    localStorage.setItem(PREFERENCES, JSON.stringify({ ...preferences, locale }));
})();
