// The staff guide's field tables are the schemas' own (src/content/field-table.ts):
// a label, a hint or a limit changed in a schema and not in the guide fails here.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { fieldRows, tableMarkers } from '~/content/field-table';
import { contentKinds } from '~/content/kinds';
import { STAFF_GUIDE, withFieldTables } from '../../scripts/commands/field-tables.mjs';

const guide = await readFile(STAFF_GUIDE, 'utf8');

describe('the staff guide’s field tables', () => {
  it('stand for every kind of content, each between its markers', () => {
    for (const kind of Object.keys(contentKinds) as (keyof typeof contentKinds)[]) {
      const { start, end } = tableMarkers(kind);
      expect(guide, kind).toContain(start);
      expect(guide.indexOf(end, guide.indexOf(start))).toBeGreaterThan(0);
    }
  });

  it('are what the schemas say: run `npm run docs:fields` when this fails', async () => {
    expect(await withFieldTables(guide)).toBe(guide);
  });

  it('would fail on a label or a limit the guide tells otherwise', async () => {
    const [label, what] = fieldRows('page')[0]!;
    expect(what).toMatch(/\(de 3 a 70 letras\)/);
    const stale = guide.replace(what, what.replace('de 3 a 70', 'de 3 a 80'));
    expect(stale).not.toBe(guide);
    expect(await withFieldTables(stale)).toBe(guide);
    const renamed = guide.replace(`| ${label} `, '| Nombre ');
    expect(await withFieldTables(renamed)).not.toBe(renamed);
  });
});
