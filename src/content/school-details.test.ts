import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readJsonEntry } from './entries.ts';
import { contentKinds, SCHOOL_DETAILS_FILE } from './kinds.ts';

const readSchoolDetails = (text: string) =>
  readJsonEntry(contentKinds.schoolDetails.schema, { file: SCHOOL_DETAILS_FILE, text });

const shipped = await readFile(SCHOOL_DETAILS_FILE, 'utf8');
interface Editable {
  [field: string]: unknown;
  links: Record<string, string>;
}
const edited = (change: (details: Editable) => void) => {
  const details = JSON.parse(shipped);
  change(details);
  return JSON.stringify(details, null, 2);
};

describe("the school's details file", () => {
  it('is valid as shipped', () => {
    const read = readSchoolDetails(shipped);
    expect(!Array.isArray(read) && read.value.students).toBeGreaterThan(0);
  });

  it('tells each wrong field in Spanish, by its label, on its line', () => {
    const wrong = edited((d) => {
      d.whatsappNumber = '+54 9 2657 41-2345';
      d.links.facebook = 'facebook.com/colegio';
      d.students = 'mil';
    });
    const line = (field: string) =>
      wrong.split('\n').findIndex((text) => text.includes(`"${field}"`)) + 1;
    expect(readSchoolDetails(wrong)).toEqual([
      { file: SCHOOL_DETAILS_FILE, line: line('students'), message: expect.stringMatching(/^«.+» no es válido: /) },
      { file: SCHOOL_DETAILS_FILE, line: line('whatsappNumber'), message: expect.stringMatching(/^«.+» no es válido: /) },
      { file: SCHOOL_DETAILS_FILE, line: line('facebook'), message: expect.stringMatching(/^«Facebook del colegio» no es válido: /) },
    ]);
    expect(readSchoolDetails(edited((d) => (d.extra = 1)))).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/extra/) }),
    ]);
    expect(readSchoolDetails('{"students": 1100,')).toEqual([
      expect.objectContaining({ line: 1, message: expect.stringMatching(/^No es un JSON válido: /) }),
    ]);
  });
});
