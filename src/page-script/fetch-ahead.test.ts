// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://colegio.example/"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newsPaths, paths } from '~/site/pages';
import { speculationRules } from '~/site/speculation';
import { startAfterFirstPaint } from './boot';
import { AHEAD_WORKER, fetchAhead, HOVER_MS } from './fetch-ahead';

/** Every page fetched ahead so far: by fetch(), or by a prefetch link. */
let requested: string[] = [];
let stop = () => {};

/** The page at `path` as a browser without speculation rules holds it, its rules inserted. */
function pageAt(path: string, links: string[]) {
  history.replaceState(null, '', path);
  document.body.innerHTML = links.map((href) => `<a href="${href}">${href}</a>`).join('');
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  rules.textContent = speculationRules(path);
  document.body.append(rules);
  stop = fetchAhead(document);
  return (href: string) => document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!;
}

const fire = (link: Element, type: string) =>
  link.dispatchEvent(new Event(type, { bubbles: true }));

beforeEach(() => {
  vi.useFakeTimers();
  requested = [];
  vi.stubGlobal('fetch', (url: string) => {
    requested.push(new URL(url).pathname);
    return Promise.resolve(new Response(''));
  });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('fetching ahead where speculation rules are not read', () => {
  it("fetches home's likely next page once the browser is idle, and only once", async () => {
    const link = pageAt(paths.home, [paths.contract, paths.news]);
    expect(requested).toEqual([]);
    await vi.runAllTimersAsync();
    expect(requested).toEqual([paths.contract]);
    fire(link(paths.contract), 'touchstart');
    fire(link(paths.contract), 'focusin');
    expect(requested).toEqual([paths.contract]);
  });

  it('fetches a page when the pointer rests on its link, not when it passes over it', async () => {
    const link = pageAt(paths.contract, [paths.news, paths.history]);
    await vi.runAllTimersAsync();
    fire(link(paths.news), 'mouseover');
    await vi.advanceTimersByTimeAsync(HOVER_MS / 2);
    fire(link(paths.news), 'mouseout');
    await vi.advanceTimersByTimeAsync(HOVER_MS * 2);
    expect(requested).toEqual([]);
    fire(link(paths.history), 'mouseover');
    await vi.advanceTimersByTimeAsync(HOVER_MS);
    expect(requested).toEqual([paths.history]);
  });

  it('fetches at once when a touch starts on a link, or it takes the focus', async () => {
    const link = pageAt(paths.contract, [paths.news, paths.history]);
    fire(link(paths.news), 'touchstart');
    fire(link(paths.history), 'focusin');
    expect(requested).toEqual([paths.news, paths.history]);
  });

  it('never fetches the search, the feed, the editor, files or other sites', async () => {
    const never = [
      paths.search,
      paths.feed,
      paths.editor,
      `${paths.editor}/`,
      '/images/banner-normas.svg',
      'https://example.org/',
    ];
    const link = pageAt(paths.contract, never);
    for (const href of never)
      for (const type of ['mouseover', 'touchstart', 'mousedown', 'focusin']) {
        fire(link(href), type);
        await vi.advanceTimersByTimeAsync(HOVER_MS);
      }
    await vi.runAllTimersAsync();
    expect(requested).toEqual([]);
  });

  it('fetches the newest news item on the news screen, which the list marks', async () => {
    history.replaceState(null, '', paths.news);
    const item = newsPaths.item('acto-aniversario');
    pageAt(paths.news, []);
    document.body.insertAdjacentHTML('afterbegin', `<a href="${item}" data-likely-next>Acto</a>`);
    await vi.runAllTimersAsync();
    expect(requested).toEqual([item]);
  });

  it('uses a prefetch link where the browser has one', async () => {
    vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(true);
    const link = pageAt(paths.contract, [paths.news]);
    fire(link(paths.news), 'touchstart');
    const prefetched = [...document.head.querySelectorAll('link[rel="prefetch"]')];
    expect(
      prefetched.map((element) => new URL((element as HTMLLinkElement).href).pathname),
    ).toEqual([paths.news]);
    expect(requested).toEqual([]);
  });

  describe('where the browser has no prefetch link but service workers (Safari)', () => {
    /** A service worker container whose worker installs, or fails to; what it was posted and registered. */
    function serviceWorkers(installs: boolean) {
      const posted: unknown[] = [];
      const registered: string[] = [];
      const coming = Object.assign(new EventTarget(), {
        state: 'installing',
        postMessage: (message: unknown) => posted.push(message),
      });
      const register = (script: string) => {
        registered.push(script);
        setTimeout(() => {
          coming.state = installs ? 'activated' : 'redundant';
          coming.dispatchEvent(new Event('statechange'));
        });
        return Promise.resolve({ active: null, installing: coming, waiting: null });
      };
      Object.defineProperty(navigator, 'serviceWorker', {
        value: { register },
        configurable: true,
      });
      return { posted, registered, coming };
    }
    afterEach(() => Reflect.deleteProperty(navigator, 'serviceWorker'));

    it('registers the worker once, and asks it for each page, once, in place of fetching it', async () => {
      const { posted, registered } = serviceWorkers(true);
      const link = pageAt(paths.home, [paths.contract, paths.news]);
      await vi.runAllTimersAsync();
      fire(link(paths.news), 'touchstart');
      fire(link(paths.news), 'focusin');
      await vi.runAllTimersAsync();
      expect(registered).toEqual([AHEAD_WORKER]);
      expect(posted).toEqual([
        { ahead: `${location.origin}${paths.contract}` },
        { ahead: `${location.origin}${paths.news}` },
      ]);
      expect(requested).toEqual([]);
    });

    it('registers the worker again once it has unregistered itself and gone', async () => {
      const { posted, registered, coming } = serviceWorkers(true);
      const link = pageAt(paths.contract, [paths.news, paths.history]);
      fire(link(paths.news), 'touchstart');
      await vi.runAllTimersAsync();
      coming.state = 'redundant';
      fire(link(paths.history), 'touchstart');
      await vi.runAllTimersAsync();
      expect(registered).toEqual([AHEAD_WORKER, AHEAD_WORKER]);
      expect(posted).toHaveLength(2);
    });

    it('fetches the page itself when the worker fails to install', async () => {
      const { posted } = serviceWorkers(false);
      const link = pageAt(paths.contract, [paths.news]);
      fire(link(paths.news), 'touchstart');
      await vi.runAllTimersAsync();
      expect(posted).toEqual([]);
      expect(requested).toEqual([paths.news]);
    });
  });

  it('fetches nothing for a visitor who saves data: the boot script inserts no rules', async () => {
    /** The page after its boot script, on a connection that saves data or not. */
    const booted = async (saveData: boolean) => {
      Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
      history.replaceState(null, '', paths.home);
      document.body.innerHTML = `<a href="${paths.contract}">Normas</a>`;
      startAfterFirstPaint(
        'data:text/javascript,',
        'font',
        'key',
        '.none',
        speculationRules(paths.home),
      );
      await vi.advanceTimersByTimeAsync(10);
      stop();
      stop = fetchAhead(document);
      fire(document.querySelector('a')!, 'touchstart');
      await vi.runAllTimersAsync();
      return requested.splice(0);
    };
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run));
    Object.defineProperty(document, 'fonts', {
      value: { load: () => new Promise(() => {}) },
      configurable: true,
    });
    expect(await booted(false)).toEqual([paths.contract]);
    expect(await booted(true)).toEqual([]);
    Reflect.deleteProperty(navigator, 'connection');
  });
});
