/**
 * The school's identity: every name, date and address the site shows comes
 * from here. External addresses are placeholders until the school sets its own.
 */
export interface SchoolIdentity {
  /** Full name, as in the navbar brand and the page titles. */
  name: string;
  /** Initials used in menu labels such as "Historia del ISC". */
  shortName: string;
  city: string;
  province: string;
  country: string;
  streetAddress: string;
  /** ISO date (YYYY-MM-DD) the school was founded. */
  foundingDate: string;
  founder: {
    /** Shown in the menu and on the biography page. */
    name: string;
    /** Path segment of the biography page: /institucional/{slug}. */
    slug: string;
  };
  /** Students shown by the home counter. */
  students: number;
  /** International number without "+" or spaces, used for https://wa.me/. */
  whatsappNumber: string;
  /** Public address of the published site, for canonical URLs and the sitemap. */
  siteUrl: string;
  /**
   * The site's repository on GitHub, for the "Editar esta página" links of the
   * long pages (hidden while null): its address and the branch staff edit.
   */
  repository: { url: string; branch: string } | null;
  links: {
    facebook: string;
    instagramSchool: string;
    instagramAteneo: string;
    blog: string;
    congregation: string;
    photoGallery: string;
    pastoralBlog: string;
    adminLogin: string;
  };
}

const PLACEHOLDER = 'https://example.com/reemplazar';

export const school: SchoolIdentity = {
  name: 'Instituto Sagrado Corazón',
  shortName: 'ISC',
  city: 'Villa Mercedes',
  province: 'San Luis',
  country: 'Argentina',
  streetAddress: 'Av. Mitre 1222',
  foundingDate: '1901-05-26',
  founder: { name: 'Nuestro fundador', slug: 'fundador' },
  students: 1100,
  whatsappNumber: '5492657000000',
  siteUrl: 'https://isc-villamercedes.web.app',
  repository: null,
  links: {
    facebook: `${PLACEHOLDER}/facebook-del-colegio`,
    instagramSchool: `${PLACEHOLDER}/instagram-isc`,
    instagramAteneo: `${PLACEHOLDER}/instagram-ateneo`,
    blog: `${PLACEHOLDER}/blog`,
    congregation: `${PLACEHOLDER}/sitio-misionero-de-la-congregacion`,
    photoGallery: `${PLACEHOLDER}/fotogaleria`,
    pastoralBlog: `${PLACEHOLDER}/mural-pastoral`,
    adminLogin: `${PLACEHOLDER}/ingreso-administradores`,
  },
};

export const fullAddress = `${school.streetAddress} - ${school.city}, ${school.province}, ${school.country}`;

export const whatsappUrl = `https://wa.me/${school.whatsappNumber}`;

/** Where staff edit a file of the repository in GitHub's web editor, or null without a repository. */
export function editUrl(
  file: string,
  repository: SchoolIdentity['repository'] = school.repository,
): string | null {
  if (!repository) return null;
  return `${repository.url.replace(/\/+$/, '')}/edit/${repository.branch}/${file}`;
}
