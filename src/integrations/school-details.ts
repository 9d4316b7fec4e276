// Build time only: the school's details file checked as the build reads it,
// so a wrong value fails the build naming the file and the field.
import type { Plugin } from 'vite';
import { fieldProblems } from './frontmatter.ts';
import {
  SCHOOL_DETAILS_FILE,
  schoolDetailsSchema,
  type SchoolDetails,
} from '../site/school-details.ts';

/** The details in `text` (the file's JSON); the error names the file and every wrong field. */
export function parseSchoolDetails(text: string, file = SCHOOL_DETAILS_FILE): SchoolDetails {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`Invalid school details in ${file}: ${(error as Error).message}`);
  }
  const result = schoolDetailsSchema.safeParse(data);
  if (result.success) return result.data;
  const problems = fieldProblems(result.error).map((problem) => `  - ${problem}`);
  throw new Error(`Invalid school details in ${file}:\n${problems.join('\n')}`);
}

/** Checks content/colegio.json whenever the build or the development server reads it. */
export function schoolDetailsPlugin(): Plugin {
  return {
    name: 'school-details',
    enforce: 'pre',
    transform(code, id) {
      if (id.split('?')[0]!.endsWith(SCHOOL_DETAILS_FILE)) parseSchoolDetails(code);
      return null;
    },
  };
}
