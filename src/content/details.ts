// The school's details and the site's setup as the site reads them: in
// Vite and in the editor's scripts, their schemas' output, from the content
// store (store.server.ts, through contentStorePlugin), which checks them as
// the build starts.
import details from '../../content/colegio.json';
import setup from '../../content/sitio.json';
import type { SchoolDetails } from './school-details.ts';
import type { SiteSetup } from './site-setup.ts';

export const schoolDetails: SchoolDetails = details;

export const siteSetup: SiteSetup = setup;
