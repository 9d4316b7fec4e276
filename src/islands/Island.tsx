import type { ComponentProps, ReactNode } from 'react';
import type { IslandDefinition } from './define';

/**
 * Marks where an island sits in a prerendered page: its container names the
 * island and carries its props as JSON, around what the build rendered
 * there. In the browser the page script finds the container and hands it to
 * the island's module (src/islands/start-islands.ts). Props must survive JSON.
 */
export function Island<P>({
  island,
  props,
  children,
  ...container
}: {
  island: IslandDefinition<P>;
  props: P;
  children: ReactNode;
} & Omit<ComponentProps<'div'>, 'children'>) {
  return (
    <div data-island={island.name} data-props={JSON.stringify(props)} {...container}>
      {children}
    </div>
  );
}
