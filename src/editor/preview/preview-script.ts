// The editor's preview (loaded by register.ts once the editor is up): each
// kind of content drawn by the site's own components in the pane beside
// the form. What the build knows of the site comes written into this
// script (editor-site.server.ts); the templates are handed to the stand-ins
// Sveltia already holds.
import type { FooterLink } from '~/site/footer-data';
import { newsItemPreview } from './NewsItemPreview';
import { pagePreview, type PreviewSite } from './PagePreview';
import { TEMPLATES_GLOBAL } from './register';
import { schoolPreview } from './SchoolPreview';

declare const PREVIEW: PreviewSite & {
  /** The templates' names in the editor: the long pages' and local news' collections, the school's details' file. */
  names: { pages: string; school: string; news: string };
  /** The footer's «El colegio» column, as built. */
  footerPageLinks: FooterLink[];
};

(window as unknown as Record<string, unknown>)[TEMPLATES_GLOBAL] = {
  [PREVIEW.names.pages]: pagePreview(PREVIEW),
  [PREVIEW.names.school]: schoolPreview(PREVIEW.footerPageLinks),
  [PREVIEW.names.news]: newsItemPreview(),
};
