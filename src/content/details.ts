// The school's details and the site's setup as the site reads them, checked
// by the build against their schemas (through contentFilesPlugin).
import details from '../../content/colegio.json';
import setup from '../../content/sitio.json';
import type { SchoolDetails } from './school-details.ts';
import type { SiteSetup } from './site-setup.ts';

export const schoolDetails: SchoolDetails = details;

export const siteSetup: SiteSetup = setup;
