// The sections a page leaves out of its first layout and paint while they are
// off the screen, and lays out one a frame once it is painted
// (boot.ts; their estimated heights in
// styles/components/_long-page.scss and _home.scss): a long page's text,
// section by section, and home's blocks below its hero. What the first paint
// lays out is then the first screen, however long the page.
import { TEXT_SECTION_CLASS } from '~/builder/text/rehype-sections';
import { HOME_SECTION_CLASS } from '~/site/home-content';
import type { SitePage } from '~/site/registry';

const byKind: Partial<Record<SitePage['kind'], string>> = {
  'long-page': `.${TEXT_SECTION_CLASS}`,
  home: `.${HOME_SECTION_CLASS}`,
};

/** The selector of the sections a kind of page lays out later, if it has any. */
export const lateSections = (kind: SitePage['kind'] | undefined): string | undefined =>
  kind && byKind[kind];

/** Every such selector, one per kind of page. */
export const LATE_SECTIONS: readonly string[] = Object.values(byKind);
