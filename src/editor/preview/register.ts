// The preview's templates, registered with Sveltia CMS as soon as it is
// loaded, before any entry opens: each a small stand-in that draws the
// preview (preview-script.ts, about 96 KB gzip) once its script has arrived. The script is
// fetched once the editor's page has loaded, or when a pane first asks,
// so that it costs the editor's first load nothing. If it cannot be fetched
// (no connection, a deploy between the page and its script), the pane says
// so in Spanish, and the next pane that opens asks again.
import type { ComponentType } from 'react';
import { say } from '~/content/messages';

/** Where the preview's script hands its templates over, by collection. */
export const TEMPLATES_GLOBAL = '__iscPreviewTemplates';

/** What the pane says while the preview's script is on its way. */
export const PREVIEW_LOADING = say('previewLoading');

/** What the pane says when the preview's script could not be fetched. */
export const PREVIEW_FAILED = say('previewLoadFailed');

/** What the build tells the page of the preview (page.server.ts). */
export interface PreviewFiles {
  script: string;
  stylesheet: string;
  /** What the preview draws: collections, or a file collection's files, by name. */
  collections: string[];
}

type Templates = Record<string, ComponentType<object>>;

interface SveltiaReact {
  createElement: (type: unknown, props?: unknown, ...children: unknown[]) => unknown;
}

/**
 * A component of Sveltia's React, as its `createClass` makes one: a class,
 * since hooks would need the React its renderer holds, which it does not expose.
 */
interface Stand {
  props: object;
  forceUpdate(): void;
  stop?: () => void;
}
type CreateClass = (spec: ThisType<Stand> & Record<string, unknown>) => unknown;

interface Cms {
  registerPreviewStyle(style: string): void;
  registerPreviewTemplate(name: string, component: unknown): void;
}

/**
 * The preview's script, asked for once the page has loaded and again by the
 * next pane after a failure: `subscribe` hears each change (loaded, failed,
 * asked again) and answers what stops it; `failed` says whether the last try did.
 */
function previewScript(script: string) {
  const waiting = new Set<() => void>();
  let asked = false;
  let failed = false;
  const tell = () => waiting.forEach((changed) => changed());
  const load = () => {
    if (asked) return;
    asked = true;
    if (failed) {
      failed = false;
      tell();
    }
    const tag = document.createElement('script');
    tag.src = script;
    tag.addEventListener('load', tell);
    tag.addEventListener('error', () => {
      tag.remove();
      [asked, failed] = [false, true];
      tell();
    });
    document.body.append(tag);
  };
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load);
  return {
    subscribe: (changed: () => void) => {
      waiting.add(changed);
      load();
      return () => waiting.delete(changed);
    },
    failed: () => failed,
  };
}

export function registerPreview({ script, stylesheet, collections }: PreviewFiles) {
  const global = window as unknown as Record<string, Templates | undefined> & {
    CMS: Cms;
    createClass: CreateClass;
  };
  const react = (globalThis as unknown as { __SVELTIA_CMS_REACT__: SveltiaReact })
    .__SVELTIA_CMS_REACT__;
  const { subscribe, failed } = previewScript(script);

  global.CMS.registerPreviewStyle(stylesheet);
  for (const collection of collections)
    global.CMS.registerPreviewTemplate(
      collection,
      global.createClass({
        componentDidMount() {
          // A pane opened after a failure asks again.
          this.stop = subscribe(() => this.forceUpdate());
        },
        componentWillUnmount() {
          this.stop?.();
        },
        render() {
          const drawn = global[TEMPLATES_GLOBAL]?.[collection];
          if (drawn) return react.createElement(drawn, this.props);
          return failed()
            ? react.createElement(
                'p',
                { className: 'preview-loading', role: 'alert' },
                PREVIEW_FAILED,
              )
            : react.createElement('p', { className: 'preview-loading' }, PREVIEW_LOADING);
        },
      }),
    );
}
