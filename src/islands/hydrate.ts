import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Calls `onCommit` once React has committed the hydrated island. */
function Hydrated({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates one island container with its component and props. A render error
 * unmounts the island and hands the error to `onError` (the fallback).
 */
export function hydrateIsland<P extends object>(
  container: HTMLElement,
  component: ComponentType<P>,
  props: P,
  onError: (error: unknown) => void,
): void {
  // A readiness marker for whoever waits on the island (tests, tools).
  const onCommit = () => void (container.dataset.islandState = 'hydrated');
  const island = createElement(Hydrated, { onCommit, children: createElement(component, props) });
  const root = hydrateRoot(container, island, {
    onUncaughtError(error) {
      // React is still unwinding this render: unmount once it is done.
      setTimeout(() => {
        root.unmount();
        onError(error);
      });
    },
  });
}
