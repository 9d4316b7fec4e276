import { isIslandName, islands } from './registry';

export const FALLBACK_TITLE = 'Unexpected Application Error!';

/** What the page script needs to bring one island to life. */
export interface IslandLoaders {
  component: (name: keyof typeof islands) => Promise<{ default: unknown }>;
  hydrate: () => Promise<typeof import('./hydrate')>;
}

const loaders: IslandLoaders = {
  component: (name) => islands[name](),
  hydrate: () => import('./hydrate'),
};

/** Resolves when `element` comes within reach of the viewport (a screen away, or closer). */
export function whenNearViewport(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
  });
}

/**
 * Finds every island container under `root` and hydrates each with its own
 * module once it comes near the viewport: a page without containers loads
 * nothing, and news at the foot of a page cost nothing until the visitor
 * scrolls towards them. An island that fails to load or to render shows the
 * fallback in its own place; the rest of the page goes on working.
 */
export async function startIslands(
  root: ParentNode,
  load: IslandLoaders = loaders,
  nearViewport: (element: Element) => Promise<void> = whenNearViewport,
): Promise<void> {
  const containers = [...root.querySelectorAll<HTMLElement>('[data-island]')];
  await Promise.all(
    containers.map(async (container) => {
      try {
        await nearViewport(container);
        const name = container.dataset.island;
        if (!isIslandName(name)) throw new Error(`Unknown island "${name}"`);
        const props: unknown = JSON.parse(container.dataset.props ?? '{}');
        const [{ hydrateIsland }, { default: component }] = await Promise.all([
          load.hydrate(),
          load.component(name),
        ]);
        hydrateIsland(container, component as never, props as never, (error) =>
          showIslandError(container, error),
        );
      } catch (error) {
        showIslandError(container, error);
      }
    }),
  );
}

/** Logs the error and puts the fallback, with its message, in place of the island. */
export function showIslandError(container: HTMLElement, error: unknown): void {
  console.error(error);
  const doc = container.ownerDocument;
  const alert = doc.createElement('div');
  alert.className = 'island-error';
  alert.setAttribute('role', 'alert');
  const title = doc.createElement('p');
  title.className = 'island-error__title';
  title.textContent = FALLBACK_TITLE;
  const detail = doc.createElement('p');
  detail.textContent = error instanceof Error ? error.message : String(error);
  alert.append(title, detail);
  container.replaceChildren(alert);
  container.dataset.islandState = 'failed';
}
