// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FETCH_ERROR, mount, type LiveNewsDeps } from './live-news';
import { liveItems, type LiveUpdate } from './show-live-news';
import type { ListedNews, NewsItem, ShownItem } from '../model/types';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** A document as Firestore holds it; its version changes with its text, as updateTime with a write. */
const doc = (id: string, day: number, text = `Noticia ${id}.`): NewsItem => ({
  id,
  fecha: new Date(Date.UTC(2026, 10, day, 12)),
  contenido: `<p>${text}</p>`,
  version: `${id}:${text}`,
});

const listing = (items: NewsItem[]): ListedNews[] =>
  items.map(({ id, fecha, version }) => ({ id, fecha, version }));

const shownOf = async (items: NewsItem[]): Promise<ShownItem[]> =>
  items.map((item) => ({
    id: item.id,
    version: item.version,
    title: `Noticia ${item.id}.`,
    path: `/institucional/novedades/${item.id}`,
  }));

/**
 * Dependencies whose Firestore holds what `answer` gives: the listing is its
 * versions, and `get` answers from it. They record what the island draws.
 */
function deps(answer: () => Promise<NewsItem[]>, timeoutMs = 10_000) {
  const shows: LiveUpdate[] = [];
  let held: NewsItem[] = [];
  const use: LiveNewsDeps = {
    list: vi.fn(async () => listing((held = await answer()))),
    get: vi.fn(async (ids: string[]) => held.filter((item) => ids.includes(item.id))),
    show: async (_container, update) => void shows.push(update),
    timeoutMs,
  };
  return { use, shows };
}

const container = () => {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
};

describe('the live-news island', () => {
  it('asks once, and draws nothing when the answer is what the page shows', async () => {
    const items = [doc('b', 20), doc('a', 10)];
    const { use, shows } = deps(async () => items);
    const element = container();
    await mount(
      element,
      { screen: 'news', limit: 20, paged: [], shown: await shownOf(items) },
      use,
    );
    expect(use.list).toHaveBeenCalledExactlyOnceWith(20);
    // Nothing changed: no item is asked for whole.
    expect(use.get).not.toHaveBeenCalled();
    expect(shows).toEqual([]);
    expect(element.dataset.liveNews).toBe('current');
  });

  it.each([
    ['a new item', [doc('c', 21), doc('b', 20), doc('a', 10)]],
    ['an edited item', [doc('b', 20, 'Texto corregido.'), doc('a', 10)]],
    ['a deleted item', [doc('a', 10)]],
  ])('draws the live list for %s', async (_, live) => {
    const { use, shows } = deps(async () => live);
    const element = container();
    await mount(
      element,
      { screen: 'news', limit: 20, paged: [], shown: await shownOf([doc('b', 20), doc('a', 10)]) },
      use,
    );
    expect(shows).toHaveLength(1);
    expect(shows[0]!.items.map((item) => item.id)).toEqual(live.map((item) => item.id));
    // Only the new or edited items are asked for whole, and only they carry their text.
    const fresh = live.filter((item) => !['b:Noticia b.', 'a:Noticia a.'].includes(item.version));
    if (fresh.length) expect(use.get).toHaveBeenCalledExactlyOnceWith(fresh.map((i) => i.id));
    else expect(use.get).not.toHaveBeenCalled();
    expect(shows[0]!.items.filter((item) => 'contenido' in item)).toEqual(fresh);
    expect(element.dataset.liveNews).toBe('updated');
  });

  it('asks for every item whole when the build could not read the news', async () => {
    const items = [doc('b', 20), doc('a', 10)];
    const { use, shows } = deps(async () => items);
    await mount(container(), { screen: 'news', limit: 20, paged: [], shown: null }, use);
    expect(use.get).toHaveBeenCalledExactlyOnceWith(['b', 'a']);
    expect(shows[0]!.items).toEqual(items);
  });

  it('leaves out, without asking for it, an unchanged item the build left out', async () => {
    const [b, broken] = [doc('b', 20), doc('rota', 15)];
    const shown = [...(await shownOf([b])), { id: 'rota', version: broken.version }];
    const c = doc('c', 21);
    const { use, shows } = deps(async () => [c, b, broken]);
    await mount(container(), { screen: 'news', limit: 20, paged: [], shown }, use);
    expect(use.get).toHaveBeenCalledExactlyOnceWith(['c']);
    expect(shows[0]!.items.map((item) => item.id)).toEqual(['c', 'b']);
  });

  it('keeps what is shown when the request fails, and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { use, shows } = deps(() => Promise.reject(new Error('offline')));
    const element = container();
    await mount(
      element,
      { screen: 'home', limit: 2, paged: [], shown: await shownOf([doc('a', 10)]) },
      use,
    );
    expect(shows).toEqual([]);
    expect(error).toHaveBeenCalledWith(FETCH_ERROR, new Error('offline'));
    expect(element.dataset.liveNews).toBe('failed');
  });

  it('shows the empty message when it fails with nothing shown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { use, shows } = deps(() => Promise.reject(new Error('offline')));
    await mount(container(), { screen: 'home', limit: 2, paged: [], shown: null }, use);
    expect(shows).toEqual([{ screen: 'home', shown: null, paged: [], items: [] }]);
  });

  it('logs a failure after the time limit, and still shows an answer that comes later', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: (items: NewsItem[]) => void = () => {};
    const { use, shows } = deps(() => new Promise((resolve) => (answer = resolve)), 10_000);
    const element = container();
    const mounted = mount(
      element,
      { screen: 'news', limit: 20, paged: [], shown: await shownOf([doc('a', 10)]) },
      use,
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(error).toHaveBeenCalledWith(FETCH_ERROR, new Error('No answer within 10 s'));
    expect(element.dataset.liveNews).toBe('failed');
    answer([doc('b', 20), doc('a', 10)]);
    vi.useRealTimers();
    await mounted;
    expect(shows.at(-1)!.items.map((item) => item.id)).toEqual(['b', 'a']);
    expect(element.dataset.liveNews).toBe('updated');
  });
});

describe('liveItems', () => {
  it("keeps the page's own rendering of unchanged items and prepares new and edited ones", async () => {
    const a = doc('a', 10);
    const b = doc('b', 20);
    const shown = await shownOf([b, a]);
    const element = container();
    // What the build drew: processed pictures the browser could not make again.
    element.innerHTML = [
      '<article class="news-card" id="noticia-b"><div class="news-card__body"><p>Noticia b.</p></div></article>',
      '<article class="news-card" id="noticia-a"><div class="news-card__body"><p><img src="/a-800.webp" srcset="/a-400.webp 400w" alt=""></p></div></article>',
    ].join('');
    const edited = { ...b, contenido: '<h2>Corregida</h2><script>x()</script>' };
    const fresh = doc('c', 21);
    const older = doc('z', 1);
    const items = [fresh, { ...edited, version: 'b:editada' }, listing([a])[0]!, older];
    const result = await liveItems(element, {
      screen: 'news',
      shown,
      paged: ['z'],
      items,
    });
    expect(result.map(({ id, title, path }) => ({ id, title, path }))).toEqual([
      { id: 'c', title: 'Noticia c.', path: null },
      { id: 'b', title: 'Corregida', path: '/institucional/novedades/b' },
      { id: 'a', title: 'Noticia a.', path: '/institucional/novedades/a' },
      { id: 'z', title: 'Noticia z.', path: '/institucional/novedades/z' },
    ]);
    expect(result[1]!.html).toBe('<h3>Corregida</h3>');
    expect(result[2]!.html).toContain('srcset="/a-400.webp 400w"');
  });
});
