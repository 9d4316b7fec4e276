import type { ComponentType } from 'react';

/**
 * Every island of the site: the name its container carries in the HTML and
 * the module whose default export hydrates there. The page script loads a
 * module only when the page has a container with its name.
 */
export const islands = {
  'live-news': () => import('~/news/LiveNews'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof islands;

/** The component an island hydrates, with its props. */
export type IslandComponent<N extends IslandName> = Awaited<
  ReturnType<(typeof islands)[N]>
>['default'];

export type IslandProps<N extends IslandName> = Parameters<IslandComponent<N>>[0];

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islands, name);
}
