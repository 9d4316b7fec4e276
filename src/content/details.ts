// The school's details as the site reads them, checked by the build against
// their schema (school-details.ts, through contentFilesPlugin).
import details from '../../content/colegio.json';
import type { SchoolDetails } from './school-details.ts';

export const schoolDetails: SchoolDetails = details;
