import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseJson } from './frontmatter.ts';
import { contentKinds, SCHOOL_DETAILS_FILE } from './kinds.ts';

const parseSchoolDetails = (text: string) =>
  parseJson(contentKinds.schoolDetails.schema, text, contentKinds.schoolDetails);

const shipped = await readFile(SCHOOL_DETAILS_FILE, 'utf8');
interface Editable {
  [field: string]: unknown;
  links: Record<string, string>;
}
const edited = (change: (details: Editable) => void) => {
  const details = JSON.parse(shipped);
  change(details);
  return JSON.stringify(details);
};

describe("the school's details file", () => {
  it('is valid as shipped', () => {
    expect(parseSchoolDetails(shipped).students).toBeGreaterThan(0);
  });

  it('fails the build naming the file and each wrong field', () => {
    const wrong = edited((d) => {
      d.whatsappNumber = '+54 9 2657 41-2345';
      d.links.facebook = 'facebook.com/colegio';
      d.students = 'mil';
    });
    expect(() => parseSchoolDetails(wrong)).toThrow(
      /^Invalid school details in content\/colegio\.json:\n {2}- field "students".*\n {2}- field "whatsappNumber".*\n {2}- field "links\.facebook"/,
    );
    expect(() => parseSchoolDetails(edited((d) => (d.extra = 1)))).toThrow(/extra/);
    expect(() => parseSchoolDetails('{"students": 1100,')).toThrow(
      /^Invalid school details in content\/colegio\.json:\n {2}- not JSON: /,
    );
  });
});
