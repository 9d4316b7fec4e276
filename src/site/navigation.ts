import { school } from './identity';
import { paths } from './pages';

/** Rounded icons the chrome can draw; the Icon component maps each to its SVG. */
export type IconName =
  | 'institution'
  | 'news'
  | 'person'
  | 'history'
  | 'photos'
  | 'primary'
  | 'secondary'
  | 'rules'
  | 'table'
  | 'mission'
  | 'mural'
  | 'login';

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

export const mainMenu: MenuItem[] = [
  {
    name: 'Institucional',
    icon: 'institution',
    columns: 1,
    rowsPerColumn: 4,
    collapse: [
      { name: 'Novedades', icon: 'news', route: paths.news },
      { name: school.founder.name, icon: 'person', route: paths.founder },
      { name: `Historia del ${school.shortName}`, icon: 'history', route: paths.history },
      { name: 'Fotogalería', icon: 'photos', href: school.links.photoGallery },
    ],
  },
  { name: 'Primario', icon: 'primary' },
  {
    name: 'Secundario',
    icon: 'secondary',
    collapse: [
      { name: 'Normas de convivencia', icon: 'rules', route: paths.contract },
      { name: 'Estructura curricular', icon: 'table', route: paths.curriculum },
    ],
  },
  {
    name: 'Misión',
    icon: 'mission',
    collapse: [{ name: 'Mural', icon: 'mural', href: school.links.pastoralBlog }],
  },
  {
    name: 'Administrar',
    icon: 'login',
    href: school.links.adminLogin,
    description: 'Ingresar como administrador',
  },
];
