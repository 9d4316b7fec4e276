import type { ComponentProps } from 'react';
import type { IslandComponent, IslandName, IslandProps } from './registry';

/**
 * Marks where an island sits in a prerendered page: its container names the
 * island and carries its props as JSON; inside, the component is rendered at
 * build time like the rest of the page. In the browser the page script finds
 * the container and hydrates the same component with the same props
 * (src/islands/start.ts). Props must survive JSON: no dates, no functions.
 */
export function Island<N extends IslandName>({
  name,
  component: Component,
  props,
  ...container
}: {
  name: N;
  component: IslandComponent<N>;
  props: IslandProps<N>;
} & Omit<ComponentProps<'div'>, 'children'>) {
  const Render = Component as React.ComponentType<IslandProps<N>>;
  return (
    <div data-island={name} data-props={JSON.stringify(props)} {...container}>
      <Render {...(props as IslandProps<N> & object)} />
    </div>
  );
}
