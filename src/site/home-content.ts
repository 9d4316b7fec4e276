import { school } from './identity';
import type { IconName } from './navigation';
import { paths } from './pages';

/** The class of each block of home below its hero and figures: one a page may lay out later (src/page-script/late-sections.ts). */
export const HOME_SECTION_CLASS = 'home-section';

interface LevelCard {
  title: string;
  text: string;
  /** "Ver más" target; no level has a page of its own yet. */
  route: string;
}

interface ValueCard {
  title: string;
  text: string;
  icon: IconName;
}

export const levels: LevelCard[] = [
  {
    title: 'Nivel Inicial',
    text: 'Salas de 3, 4 y 5 años donde los más pequeños aprenden jugando, en un ambiente cálido y seguro.',
    route: paths.history,
  },
  {
    title: 'Primaria',
    text: 'De 1.º a 6.º grado, con acompañamiento cercano, lectura, ciencias, arte, deporte y catequesis.',
    route: paths.history,
  },
  {
    title: 'Secundaria',
    text: 'Bachiller en Economía y Administración: seis años de formación para el estudio y el trabajo.',
    route: paths.curriculum,
  },
];

export const mission = [
  `El ${school.name} es una escuela católica que, desde 1901, acompaña a las familias de ${school.city} en la educación de sus hijos.`,
  'Buscamos formar personas íntegras, capaces de pensar con libertad, de convivir con respeto y de comprometerse con los demás, a la luz del Evangelio y del carisma de nuestro fundador.',
];

export const values: ValueCard[] = [
  {
    title: 'Calidad educativa',
    text: 'Docentes comprometidos y propuestas actualizadas en cada nivel.',
    icon: 'secondary',
  },
  {
    title: 'Convivencia',
    text: 'Normas claras, diálogo y respeto como base de la vida escolar.',
    icon: 'rules',
  },
  {
    title: 'Niveles',
    text: 'Inicial, primario y secundario: una trayectoria completa en la misma casa.',
    icon: 'institution',
  },
  {
    title: 'Actividades',
    text: 'Deporte, arte, ferias de ciencias, misiones y propuestas solidarias.',
    icon: 'mission',
  },
];
