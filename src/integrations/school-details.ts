// Build time only: the school's details file checked as the build reads it,
// so a wrong value fails the build naming the file and the field.
import type { Plugin } from 'vite';
import { SCHOOL_DETAILS_FILE } from '../content/kinds.ts';
import { parseSchoolDetails } from '../content/school-details.ts';

/** Checks the school's details file whenever the build or the development server reads it. */
export function schoolDetailsPlugin(): Plugin {
  return {
    name: 'school-details',
    enforce: 'pre',
    transform(code, id) {
      if (id.split('?')[0]!.endsWith(SCHOOL_DETAILS_FILE))
        parseSchoolDetails(code, SCHOOL_DETAILS_FILE);
      return null;
    },
  };
}
