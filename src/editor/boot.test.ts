// @vitest-environment jsdom
import { readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { editorPage } from './page.server';

const boot = await readFile('src/editor/boot.js', 'utf8');
const PREFERENCES = 'sveltia-cms.prefs';

/**
 * Runs the editor's boot script as its page does, from the tag the build
 * writes, over a fetch that records what it is asked.
 */
function runBoot(answer: object = {}) {
  const asked: string[] = [];
  window.fetch = vi.fn(async (input: RequestInfo | URL) => {
    asked.push(input instanceof Request ? input.url : String(input));
    return Response.json(answer);
  });
  const page = new DOMParser().parseFromString(
    editorPage({
      boot: '/editar/boot.js',
      bundle: '/editar/sveltia-cms.js',
      start: '/editar/start.js',
      pages: { collection: 'paginas', titles: {} },
      preview: { script: '/editar/preview.js', stylesheet: '/editar/preview.css', collections: [] },
      imports: {},
    }),
    'text/html',
  );
  const tag = page.querySelector('script[src="/editar/boot.js"]')!;
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag as HTMLScriptElement);
  new Function(boot)();
  return asked;
}

describe("the editor's boot script", () => {
  beforeEach(() => localStorage.clear());

  it("fetches Sveltia's strings and version from the site, and anything else where it was asked", async () => {
    const asked = runBoot();
    await fetch('https://unpkg.com/@sveltia/cms@0.221.1/locales/es-CO.json');
    await fetch('https://unpkg.com/@sveltia/cms/package.json');
    await fetch(new Request('https://api.github.com/graphql', { method: 'POST' }));
    await fetch('/editar/config.json');
    expect(asked).toEqual([
      '/editar/sveltia/locales/es-CO.json',
      '/editar/sveltia/package.json',
      'https://api.github.com/graphql',
      '/editar/config.json',
    ]);
  });

  it('gives a date field bounded from now its bounds from the browser’s clock, in the school’s time, and leaves the rest', async () => {
    vi.useFakeTimers({ now: Date.parse('2028-02-29T23:59:30-03:00'), toFake: ['Date'] });
    try {
      const end = { name: 'end', widget: 'datetime', min: 'now', max: 'now+7d' };
      const start = { name: 'start', widget: 'datetime', min: 'before' };
      runBoot({
        collections: [{ files: [{ fields: [start, end, { widget: 'string', min: 'now' }] }] }],
      });
      const config = await (await fetch('/editar/config.json')).json();
      expect(config.collections[0].files[0].fields).toEqual([
        start,
        { ...end, min: '2028-02-29T23:59', max: '2028-03-07T23:59' },
        { widget: 'string', min: 'now' },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('brings the editor up in Spanish, unless the person chose another language', () => {
    runBoot();
    expect(JSON.parse(localStorage.getItem(PREFERENCES)!)).toEqual({ locale: 'es-CO' });
    localStorage.setItem(PREFERENCES, JSON.stringify({ locale: 'en-US', theme: 'dark' }));
    runBoot();
    expect(JSON.parse(localStorage.getItem(PREFERENCES)!)).toEqual({
      locale: 'en-US',
      theme: 'dark',
    });
    localStorage.setItem(PREFERENCES, '{not json');
    runBoot();
    expect(JSON.parse(localStorage.getItem(PREFERENCES)!)).toEqual({ locale: 'es-CO' });
  });
});
