// The guides' field tables are the schemas' own (src/content/field-table.ts):
// a label, a hint or a limit changed in a schema and not in the guide fails here.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { fieldRows, tableMarkers } from '~/content/field-table';
import { contentKinds } from '~/content/kinds';
import { ADMIN_GUIDE, STAFF_GUIDE, withFieldTables } from '../../scripts/commands/field-tables.mjs';

const guide = await readFile(STAFF_GUIDE, 'utf8');
const adminGuide = await readFile(ADMIN_GUIDE, 'utf8');

describe('the guides’ field tables', () => {
  it('stand for every kind of content, each between its markers: in the staff guide what the editor shows, the rest in the administrator’s', () => {
    for (const [kind, entry] of Object.entries(contentKinds)) {
      const { start, end } = tableMarkers(kind as keyof typeof contentKinds);
      const [own, other] = 'editor' in entry ? [guide, adminGuide] : [adminGuide, guide];
      expect(own, kind).toContain(start);
      expect(own.indexOf(end, own.indexOf(start))).toBeGreaterThan(0);
      expect(other, kind).not.toContain(start);
    }
  });

  it('are what the schemas say: run `npm run docs:fields` when this fails', async () => {
    expect(await withFieldTables(guide, STAFF_GUIDE)).toBe(guide);
    expect(await withFieldTables(adminGuide, ADMIN_GUIDE)).toBe(adminGuide);
  });

  it('would fail on a label or a limit the guide tells otherwise', async () => {
    const [label, what] = fieldRows('page')[0]!;
    expect(what).toMatch(/\(de 3 a 70 letras\)/);
    const stale = guide.replace(what, what.replace('de 3 a 70', 'de 3 a 80'));
    expect(stale).not.toBe(guide);
    expect(await withFieldTables(stale, STAFF_GUIDE)).toBe(guide);
    const renamed = guide.replace(`| ${label} `, '| Nombre ');
    expect(await withFieldTables(renamed, STAFF_GUIDE)).not.toBe(renamed);
  });
});
