import { schoolDetails, siteSetup } from '../content/details.ts';
import type { SchoolDetails } from '../content/school-details.ts';
import type { SiteSetup } from '../content/site-setup.ts';

/**
 * The school's identity: every name, date and address the site shows comes
 * from here. What changes from year to year (the student count, the
 * WhatsApp number, the links) is staff's, and the site's address and
 * repository the administrator's, each in a file of its own
 * (src/content/kinds.ts) checked by the build against its schema; the
 * addresses are placeholders until the school sets its own.
 */
export interface SchoolIdentity extends SchoolDetails, SiteSetup {
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
}

export const school: SchoolIdentity = {
  name: 'Instituto Sagrado Corazón',
  shortName: 'ISC',
  city: 'Villa Mercedes',
  province: 'San Luis',
  country: 'Argentina',
  streetAddress: 'Av. Mitre 1222',
  foundingDate: '1901-05-26',
  founder: { name: 'Nuestro fundador', slug: 'fundador' },
  ...schoolDetails,
  ...siteSetup,
};

export const fullAddress = `${school.streetAddress} - ${school.city}, ${school.province}, ${school.country}`;

export const whatsappUrl = `https://wa.me/${school.whatsappNumber}`;

/** The repository's owner/name, as GitHub's API and the editor name it. */
export const repositoryName = (repository: SchoolIdentity['repository'] = school.repository) =>
  new URL(repository.url).pathname.replace(/^\/+|\/+$/g, '');
