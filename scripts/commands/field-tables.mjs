// `npm run docs:fields`: writes the staff guide's field tables from the
// content schemas (src/content/field-table.ts), each between its markers.
import { readFile, writeFile } from 'node:fs/promises';
import * as prettier from 'prettier';
import { importSource } from '../lib/source-modules.mjs';

export const STAFF_GUIDE = 'docs/guia-del-personal.md';

const { fieldRows, markdownTable, tableMarkers } = await importSource('content/field-table.ts');

/** The guide with every table between markers made anew, laid out as prettier lays it out. */
export async function withFieldTables(text) {
  let written = text;
  for (const [, kind] of text.matchAll(/<!-- campos: (\w+) /g)) {
    const { start, end } = tableMarkers(kind);
    const from = written.indexOf(start) + start.length;
    const to = written.indexOf(end, from);
    written = `${written.slice(0, from)}\n\n${markdownTable(fieldRows(kind))}\n\n${written.slice(to)}`;
  }
  return prettier.format(written, {
    ...(await prettier.resolveConfig(STAFF_GUIDE)),
    filepath: STAFF_GUIDE,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(STAFF_GUIDE, await withFieldTables(await readFile(STAFF_GUIDE, 'utf8')));
  console.log(`The field tables of ${STAFF_GUIDE} are the schemas' own.`);
}
