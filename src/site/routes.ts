import { school } from './identity';

/** Every internal path of the site, named once so links and routes agree. */
export const paths = {
  home: '/',
  news: '/institucional/novedades',
  newsAlias: '/noticias',
  founder: `/institucional/${school.founder.slug}`,
  history: '/institucional/historiaISC',
  contract: '/secundario/normasDeConvivencia',
  curriculum: '/secundario/estructuraCurricular',
} as const;
