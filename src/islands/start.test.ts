// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_TITLE, startIslands, type IslandLoaders } from './start';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function page(html: string) {
  document.body.innerHTML = html;
  return document.body;
}

/** Loaders that record what they were asked for, hydrating with the real React. */
function loaders(component: IslandLoaders['component']) {
  const asked: string[] = [];
  const load: IslandLoaders = {
    component: (name) => {
      asked.push(name);
      return component(name);
    },
    hydrate: () => import('./hydrate'),
  };
  return { load, asked };
}

/** jsdom has no layout: every island counts as in view at once. */
const inView = () => Promise.resolve();

const fallback = (container: Element) => ({
  state: (container as HTMLElement).dataset.islandState,
  text: container.querySelector('[role="alert"]')?.textContent,
});

describe('startIslands', () => {
  it('loads nothing on a page without islands', async () => {
    const { load, asked } = loaders(() => Promise.reject(new Error('not expected')));
    const hydrate = vi.spyOn(load, 'hydrate');
    await startIslands(page('<p>Sin islas</p>'), load, inView);
    expect(asked).toEqual([]);
    expect(hydrate).not.toHaveBeenCalled();
  });

  it('hydrates a container with its component and its props', async () => {
    const { createElement } = await import('react');
    const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hola ${name}`);
    const { load, asked } = loaders(async () => ({ default: Greeting }));
    const root = page(
      '<div data-island="live-news" data-props="{&quot;name&quot;:&quot;Ana&quot;}"><p>Hola Ana</p></div>',
    );
    const paragraph = root.querySelector('p');
    await startIslands(root, load, inView);
    const container = root.querySelector<HTMLElement>('[data-island]')!;
    await vi.waitFor(() => expect(container.dataset.islandState).toBe('hydrated'));
    expect(asked).toEqual(['live-news']);
    // Hydration adopts the prerendered element instead of drawing a new one.
    expect(root.querySelector('p')).toBe(paragraph);
  });

  it('shows the fallback for an unknown island, malformed props or a module that fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load } = loaders(() => Promise.reject(new Error('Failed to fetch module')));
    const root = page(
      [
        '<div data-island="no-existe"><p>a</p></div>',
        '<div data-island="live-news" data-props="{roto"><p>b</p></div>',
        '<div data-island="live-news" data-props="{}"><p>c</p></div>',
        '<p id="resto">El resto de la página</p>',
      ].join(''),
    );
    await startIslands(root, load, inView);
    const [unknown, malformed, unloaded] = root.querySelectorAll('[data-island]');
    expect(fallback(unknown!)).toEqual({
      state: 'failed',
      text: `${FALLBACK_TITLE}Unknown island "no-existe"`,
    });
    expect(fallback(malformed!).state).toBe('failed');
    expect(fallback(malformed!).text).toMatch(/^Unexpected Application Error!.*JSON/);
    expect(fallback(unloaded!)).toEqual({
      state: 'failed',
      text: `${FALLBACK_TITLE}Failed to fetch module`,
    });
    expect(root.querySelector('#resto')?.textContent).toBe('El resto de la página');
    expect(console.error).toHaveBeenCalledTimes(3);
  });

  it('shows the fallback with the message when the component throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = (): never => {
      throw new Error('Se rompió la isla');
    };
    const { load } = loaders(async () => ({ default: Broken }));
    const root = page('<div data-island="live-news" data-props="{}"><p>x</p></div>');
    await startIslands(root, load, inView);
    const container = root.querySelector('[data-island]')!;
    await vi.waitFor(() => expect(fallback(container).state).toBe('failed'));
    expect(fallback(container).text).toBe(`${FALLBACK_TITLE}Se rompió la isla`);
    expect(console.error).toHaveBeenCalledWith(new Error('Se rompió la isla'));
  });

  it('waits for each island to come near the viewport before loading it', async () => {
    const { createElement } = await import('react');
    const { load, asked } = loaders(async () => ({ default: () => createElement('p', null, 'x') }));
    let reach: () => void = () => {};
    const near = vi.fn(() => new Promise<void>((resolve) => (reach = resolve)));
    const started = startIslands(
      page('<div data-island="live-news" data-props="{}"><p>x</p></div>'),
      load,
      near,
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(near).toHaveBeenCalledOnce();
    expect(asked).toEqual([]);
    reach();
    await started;
    expect(asked).toEqual(['live-news']);
  });
});
