// Runs in the editor's page before Sveltia CMS. Sveltia fetches its
// translations, and its package's version to offer updates, from a CDN
// (unpkg.com), which the editor's policy refuses and some school networks
// block: they are fetched from the site instead, where the build copied them.
// And the editor comes up in Spanish unless the person chose another
// language in its settings. Where the site serves them (data-served) and
// which strings to start in (data-locale) come from the script's tag, which
// the build writes (src/editor/page.server.ts, from sveltia.server.ts).
// A date field whose bounds the configuration (data-config) gives from now
// (`now`, `now+7d`: the notice's end, src/content/notice.ts) gets them as
// the form needs them, from this browser's clock, in the school's time
// (data-offset), which is how the site reads a date saved without one.
(() => {
  const { served, locale, config, offset } = document.currentScript.dataset;
  const CDN = /^https:\/\/unpkg\.com\/@sveltia\/cms(@[^/]+)?\//;
  const FROM_NOW = /^now(?:\+(\d+)d)?$/;
  const PREFERENCES = 'sveltia-cms.prefs';

  /** `now` or `now+Nd` as a date-time input's value (YYYY-MM-DDTHH:mm), in the school's time. */
  const fromNow = (bound) => {
    const [, sign, hours, minutes] = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
    const shift = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
    const days = Number(FROM_NOW.exec(bound)[1] ?? 0);
    return new Date(Date.now() + days * 86_400_000 + shift).toISOString().slice(0, 16);
  };
  const withBounds = (value) => {
    if (Array.isArray(value)) return value.map(withBounds);
    if (!value || typeof value !== 'object') return value;
    const copy = Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, withBounds(inner)]),
    );
    if (copy.widget === 'datetime')
      for (const key of ['min', 'max'])
        if (FROM_NOW.test(copy[key] ?? '')) copy[key] = fromNow(copy[key]);
    return copy;
  };

  const fetchAnywhere = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url, location.href).pathname !== config)
      return fetchAnywhere(CDN.test(url) ? url.replace(CDN, served) : input, init);
    const response = await fetchAnywhere(input, init);
    if (!response.ok) return response;
    return Response.json(withBounds(await response.json()));
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
