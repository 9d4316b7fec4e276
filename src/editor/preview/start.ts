// The editor's preview (loaded by register.ts once the editor is up): each
// kind of content drawn by the site's own components in the pane beside
// the form. What the build knows of the site comes written into this
// script (publish.server.ts); the templates are handed to the stand-ins
// Sveltia already holds.
import { pagePreview, type PreviewSite } from './PagePreview';
import { TEMPLATES_GLOBAL } from './register';

declare const PREVIEW: PreviewSite & {
  /** The editor's collection of the long pages. */
  pages: string;
};

(window as unknown as Record<string, unknown>)[TEMPLATES_GLOBAL] = {
  [PREVIEW.pages]: pagePreview(PREVIEW),
};
