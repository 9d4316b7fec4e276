// The school's identity, with staff's details and the administrator's setup
// as the site's modules read them (content/details.ts): every name, date and
// address the site shows comes from here (school-identity.ts says how).
import { schoolDetails, siteSetup } from '../content/details.ts';
import { identityOf, type SchoolIdentity } from './school-identity.ts';

export type { SchoolIdentity };

export const school: SchoolIdentity = identityOf(schoolDetails, siteSetup);

export const fullAddress = `${school.streetAddress} - ${school.city}, ${school.province}, ${school.country}`;

export const whatsappUrl = `https://wa.me/${school.whatsappNumber}`;

/** The repository's owner/name, as GitHub's API and the editor name it. */
export const repositoryName = (repository: SchoolIdentity['repository'] = school.repository) =>
  new URL(repository.url).pathname.replace(/^\/+|\/+$/g, '');
