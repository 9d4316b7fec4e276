// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IslandDefinition, IslandModule } from './define';
import { FALLBACK_TITLE, startIslands } from './start-islands';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function page(html: string) {
  document.body.innerHTML = html;
  return document.body;
}

/** The live-news island, recording each time its module is asked for, answering `module`. */
function loader(module: () => Promise<IslandModule<unknown>>) {
  const asked: string[] = [];
  const load: IslandDefinition<never>[] = [
    {
      name: 'live-news',
      load: () => {
        asked.push('live-news');
        return module();
      },
    },
  ];
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
    const { load, asked } = loader(() => Promise.reject(new Error('not expected')));
    await startIslands(page('<p>Sin islas</p>'), load, inView);
    expect(asked).toEqual([]);
  });

  it('hands a container its props and marks it ready once mounted', async () => {
    const mount = vi.fn((container: HTMLElement, props: unknown) => {
      container.querySelector('p')!.textContent = `Hola ${(props as { name: string }).name}`;
    });
    const { load, asked } = loader(async () => ({ mount }));
    const root = page(
      '<div data-island="live-news" data-props="{&quot;name&quot;:&quot;Ana&quot;}"><p>Hola</p></div>',
    );
    await startIslands(root, load, inView);
    const container = root.querySelector<HTMLElement>('[data-island]')!;
    expect(asked).toEqual(['live-news']);
    expect(mount).toHaveBeenCalledWith(container, { name: 'Ana' });
    expect(container.textContent).toBe('Hola Ana');
    expect(container.dataset.islandState).toBe('ready');
  });

  it('shows the fallback for an unknown island, malformed props or a module that fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load } = loader(() => Promise.reject(new Error('Failed to fetch module')));
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

  it('shows the fallback with the message when the module fails to mount', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load } = loader(async () => ({
      mount: () => Promise.reject(new Error('Se rompió la isla')),
    }));
    const root = page('<div data-island="live-news" data-props="{}"><p>x</p></div>');
    await startIslands(root, load, inView);
    const container = root.querySelector('[data-island]')!;
    expect(fallback(container)).toEqual({
      state: 'failed',
      text: `${FALLBACK_TITLE}Se rompió la isla`,
    });
    expect(console.error).toHaveBeenCalledWith(new Error('Se rompió la isla'));
  });

  it('waits for each island to come near the viewport before loading it', async () => {
    const { load, asked } = loader(async () => ({ mount: () => {} }));
    let reach: () => void = () => {};
    const near = vi.fn(() => new Promise<void>((resolve) => (reach = resolve)));
    const started = startIslands(
      page('<div data-island="live-news" data-props="{}"><p>x</p></div>'),
      load,
      near,
    );
    await vi.waitFor(() => expect(near).toHaveBeenCalledOnce());
    expect(asked).toEqual([]);
    reach();
    await started;
    expect(asked).toEqual(['live-news']);
  });
});
