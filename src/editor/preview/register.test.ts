// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { PREVIEW_FAILED, PREVIEW_LOADING, registerPreview, TEMPLATES_GLOBAL } from './register';

interface Spec {
  componentDidMount(this: Pane): void;
  componentWillUnmount(this: Pane): void;
  render(this: Pane): { type: unknown; props: Record<string, unknown>; children: unknown[] };
}
interface Pane {
  props: object;
  forceUpdate: () => void;
  stop?: () => void;
}

/** Sveltia as the preview meets it: its CMS, its createClass and its React, recording what is drawn. */
function sveltia() {
  const templates: Record<string, Spec> = {};
  Object.assign(window, {
    CMS: {
      registerPreviewStyle: () => {},
      registerPreviewTemplate: (name: string, spec: Spec) => (templates[name] = spec),
    },
    createClass: (spec: Spec) => spec,
    __SVELTIA_CMS_REACT__: {
      createElement: (type: unknown, props: Record<string, unknown>, ...children: unknown[]) => ({
        type,
        props,
        children,
      }),
    },
  });
  /** A pane of `collection` opened: drawn again whenever it is told to. */
  const open = (collection: string) => {
    const pane: Pane = { props: { entry: 1 }, forceUpdate: vi.fn() };
    templates[collection]!.componentDidMount.call(pane);
    return { pane, draw: () => templates[collection]!.render.call(pane) };
  };
  return { open };
}

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')];

describe('the preview’s panes', () => {
  it('say in Spanish when the preview’s script cannot be fetched, and ask again when one opens', () => {
    const { open } = sveltia();
    registerPreview({ script: '/editar/preview.js', stylesheet: '', collections: ['paginas'] });
    const first = open('paginas');
    expect(first.draw().children).toEqual([PREVIEW_LOADING]);
    expect(scripts()).toHaveLength(1);

    scripts()[0]!.dispatchEvent(new Event('error'));
    expect(first.pane.forceUpdate).toHaveBeenCalled();
    expect(first.draw()).toMatchObject({ props: { role: 'alert' }, children: [PREVIEW_FAILED] });
    expect(scripts()).toHaveLength(0);

    // Another pane asks again; this time the script arrives and draws the page.
    const second = open('paginas');
    expect(scripts()).toHaveLength(1);
    expect(second.draw().children).toEqual([PREVIEW_LOADING]);
    const Page = () => null;
    Object.assign(window, { [TEMPLATES_GLOBAL]: { paginas: Page } });
    scripts()[0]!.dispatchEvent(new Event('load'));
    expect(second.pane.forceUpdate).toHaveBeenCalled();
    expect(second.draw()).toMatchObject({ type: Page, props: { entry: 1 } });
  });
});
