import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readJsonEntry } from './entries.ts';
import { contentKinds } from './kinds.ts';

const { file, schema } = contentKinds.siteSetup;
const shipped = JSON.parse(await readFile(file, 'utf8'));
const read = (setup: object) => readJsonEntry(schema, { file, text: JSON.stringify(setup, null, 2) });

describe("the site's setup file", () => {
  it('is valid as shipped, the editor on an origin of its own', () => {
    const value = read(shipped);
    expect(Array.isArray(value)).toBe(false);
    expect(new URL(shipped.editorUrl).origin).not.toBe(new URL(shipped.siteUrl).origin);
  });

  it('refuses, in Spanish, an editor on the site’s own origin, where any file the site serves could read its session', () => {
    const problems = read({ ...shipped, editorUrl: `${new URL(shipped.siteUrl).origin}/editar` });
    expect(problems).toEqual([
      expect.objectContaining({
        file,
        message: expect.stringMatching(/^«Dirección del editor».*distinta de la del sitio/),
      }),
    ]);
  });
});
