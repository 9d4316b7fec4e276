// The school's identity as code knows it: the fixed part (its name, its
// address, its founder) and how staff's details and the administrator's
// setup complete it. No file is read here: the site's modules take staff's
// values through identity.ts, the compile takes them from the content store
// (builder/text/content-store.ts), and the route table reads only the fixed
// part.
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

/** The part of the identity no file changes. */
export const fixedIdentity = {
  name: 'Instituto Sagrado Corazón',
  shortName: 'ISC',
  city: 'Villa Mercedes',
  province: 'San Luis',
  country: 'Argentina',
  streetAddress: 'Av. Mitre 1222',
  foundingDate: '1901-05-26',
  founder: { name: 'Nuestro fundador', slug: 'fundador' },
} as const satisfies Omit<SchoolIdentity, keyof SchoolDetails | keyof SiteSetup>;

/** The school's identity with staff's details and the administrator's setup. */
export const identityOf = (details: SchoolDetails, setup: SiteSetup): SchoolIdentity => ({
  ...fixedIdentity,
  ...details,
  ...setup,
});
