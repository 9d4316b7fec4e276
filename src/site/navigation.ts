import { school } from './identity';
import { paths } from './pages.ts';
import { longPages } from './registry.ts';
import { SECTION_IDS, sections, type PageIcon, type SectionId } from '../content/sections.ts';

/** Rounded icons the chrome can draw; the Icon component maps each to its SVG. A page's entry may have any of pageIcons. */
export type IconName = PageIcon | 'institution' | 'primary' | 'secondary' | 'mission' | 'login';

/** Each section's icon in the menu. */
const sectionIcons: Record<SectionId, IconName> = {
  institucional: 'institution',
  primario: 'primary',
  secundario: 'secondary',
  mision: 'mission',
};

/**
 * One menu entry, in the spec's generic shape. An entry has at most one
 * target: an internal `route`, an external `href`, or neither (plain text).
 */
export interface MenuItem {
  name: string;
  icon?: IconName;
  route?: string;
  href?: string;
  /** Sub-entries; an entry inside may have its own, one level deeper. */
  collapse?: MenuItem[];
  /** Columns the dropdown is laid out in on wide screens. */
  columns?: number;
  /** Sub-entries per column when `columns` is set. */
  rowsPerColumn?: number;
  /** Secondary line, shown under the name and as the link's title. */
  description?: string;
}

/** A menu entry the code keeps, with its place among its section's pages (1 first). */
type PlacedItem = MenuItem & { order: number };

/**
 * What each section holds besides its pages: the news screen and the other
 * sites the school links to. Everything else is a page's own entry
 * (frontmatter `menu`, read by the registry).
 */
const sectionEntries: Record<SectionId, PlacedItem[]> = {
  institucional: [
    { name: 'Novedades', icon: 'news', route: paths.news, order: 1 },
    { name: 'Fotogalería', icon: 'photos', href: school.links.photoGallery, order: 90 },
  ],
  primario: [],
  secundario: [],
  mision: [{ name: 'Mural', icon: 'mural', href: school.links.pastoralBlog, order: 90 }],
};

/** Sub-entries per column of a section's dropdown on wide screens; more make another column. */
const ROWS_PER_COLUMN = 4;

/** A section's entries: the code's and its pages', by place (a tie by name). */
function sectionItems(id: SectionId): MenuItem[] {
  const fromPages = longPages.flatMap((page): PlacedItem[] =>
    page.data.section === id && page.data.menu
      ? [
          {
            name: page.data.menu.name,
            icon: page.data.menu.icon ?? 'page',
            route: page.address,
            order: page.data.menu.order,
          },
        ]
      : [],
  );
  return [...sectionEntries[id], ...fromPages]
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, 'es'))
    .map(({ order: _order, ...item }) => item);
}

/** A section with entries opens a dropdown; one without is plain text (Primario, in the specification). */
function section(id: SectionId): MenuItem {
  const name = sections[id];
  const icon = sectionIcons[id];
  const collapse = sectionItems(id);
  if (!collapse.length) return { name, icon };
  return {
    name,
    icon,
    collapse,
    columns: Math.ceil(collapse.length / ROWS_PER_COLUMN),
    rowsPerColumn: ROWS_PER_COLUMN,
  };
}

export const mainMenu: MenuItem[] = [
  ...SECTION_IDS.map(section),
  {
    name: 'Administrar',
    icon: 'login',
    href: school.links.adminLogin,
    description: 'Ingresar como administrador',
  },
];
