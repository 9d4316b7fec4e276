import type { IslandDefinition } from './define';

export const FALLBACK_TITLE = 'Unexpected Application Error!';

/** Resolves when `element` comes within reach of the viewport (a screen away, or closer). */
function whenNearViewport(element: Element): Promise<void> {
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
 * Finds every island container under `root` and hands each to its own module
 * once it comes near the viewport: a page without containers loads nothing,
 * and news at the foot of a page cost nothing until the visitor scrolls
 * towards them. An island that fails to load or to mount shows the fallback
 * in its own place; the rest of the page goes on working. Each container's
 * `data-island-state` says when it is done: "ready" or "failed".
 */
export async function startIslands(
  root: ParentNode,
  islands: readonly IslandDefinition<never>[],
  nearViewport: (element: Element) => Promise<void> = whenNearViewport,
): Promise<void> {
  const containers = [...root.querySelectorAll<HTMLElement>('[data-island]')];
  await Promise.all(
    containers.map(async (container) => {
      try {
        await nearViewport(container);
        const name = container.dataset.island;
        const island = islands.find((known) => known.name === name);
        if (!island) throw new Error(`Unknown island "${name}"`);
        const props = JSON.parse(container.dataset.props ?? '{}') as never;
        await (await island.load()).mount(container, props);
        container.dataset.islandState = 'ready';
      } catch (error) {
        showIslandError(container, error);
      }
    }),
  );
}

/** Logs the error and puts the fallback, with its message, in place of the island. */
function showIslandError(container: HTMLElement, error: unknown): void {
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
