/**
 * What an island's module does in the browser: take over its container,
 * which holds what the build rendered there, given the props the build wrote.
 * It settles once the island has done its first work.
 */
export interface IslandModule<P> {
  mount(container: HTMLElement, props: P): Promise<void> | void;
}

/**
 * An island: the name its container carries in the HTML, and the module that
 * takes it over, loaded only by pages that have it. A module loads React (or
 * anything heavy) only if it needs it. Each feature defines its own; the page
 * script lists them all (page-script/islands.ts).
 */
export interface IslandDefinition<P> {
  name: string;
  load: () => Promise<IslandModule<P>>;
}

export const defineIsland = <P>(
  name: string,
  load: () => Promise<IslandModule<P>>,
): IslandDefinition<P> => ({ name, load });
