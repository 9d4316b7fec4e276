// The navbar's sections, named once: a long page's frontmatter names the
// one it belongs to (page.ts), its address begins with it
// (site/page-addresses.ts), and the menu draws it with its icon
// (site/navigation.ts).

/** Each section by the first part of its pages' addresses, with its name, in the menu's order. */
export const sections = {
  institucional: 'Institucional',
  primario: 'Primario',
  secundario: 'Secundario',
  mision: 'Misión',
} as const;

export type SectionId = keyof typeof sections;

export const SECTION_IDS = Object.keys(sections) as [SectionId, ...SectionId[]];

/** The icons staff may give a page's menu entry, with what the form calls them. */
export const pageIcons = {
  page: 'Hoja',
  person: 'Persona',
  history: 'Reloj (historia)',
  rules: 'Pergamino (normas)',
  table: 'Tabla',
  photos: 'Fotos',
  news: 'Diario',
  mural: 'Corazón y manos',
} as const;

export type PageIcon = keyof typeof pageIcons;
