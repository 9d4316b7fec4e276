// The preview's `react` and `react/jsx-runtime` (editor-site.server.ts aliases
// them here): Sveltia CMS draws a preview template with the React it bundles
// and exposes, so the site's components, compiled to call these, make that
// React's elements. Nothing of React itself is downloaded twice.
type CreateElement = (type: unknown, props?: unknown, ...children: unknown[]) => unknown;

/** Sveltia's React, as its bundle exposes it to preview templates. */
const react = () =>
  (globalThis as unknown as { __SVELTIA_CMS_REACT__: { createElement: CreateElement } })
    .__SVELTIA_CMS_REACT__;

export const createElement: CreateElement = (...args) => react().createElement(...args);

/** An element, as the automatic JSX runtime asks: its children among its props, its key apart. */
export const jsx = (type: unknown, props: Record<string, unknown> | null, key?: string | number) =>
  createElement(type, key === undefined ? props : { ...props, key });
export const jsxs = jsx;

/** React's Fragment is a symbol every copy of React shares. */
export const Fragment = Symbol.for('react.fragment');
