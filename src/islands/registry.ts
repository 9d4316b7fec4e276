/**
 * What an island's module does in the browser: take over its container,
 * which holds what the build rendered there, given the props the build wrote.
 * It settles once the island has done its first work.
 */
export interface IslandModule<P> {
  mount(container: HTMLElement, props: P): Promise<void> | void;
}

/**
 * Every island of the site: the name its container carries in the HTML and
 * the module that takes it over. The page script loads a module only when
 * the page has a container with its name, and only once it is near the
 * viewport. A module loads React (or anything heavy) only if it needs it.
 */
export const islands = {
  'live-news': () => import('~/news/live-news'),
} satisfies Record<string, () => Promise<IslandModule<never>>>;

export type IslandName = keyof typeof islands;

/** The props an island's module takes, as the build writes them. */
export type IslandProps<N extends IslandName> = Parameters<
  Awaited<ReturnType<(typeof islands)[N]>>['mount']
>[1];

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islands, name);
}
