// `npm run docs:fields`: writes the guides' field tables from the content
// schemas (src/content/field-table.ts), each between its markers: in the
// staff guide the kinds staff edit in the editor, in the administrator's
// the ones set up in GitHub.
import { readFile, writeFile } from 'node:fs/promises';
import * as prettier from 'prettier';
import { importSource } from '../lib/source-modules.mjs';

export const STAFF_GUIDE = 'docs/guia-del-personal.md';
export const ADMIN_GUIDE = 'docs/guia-de-administracion.md';
export const GUIDES = [STAFF_GUIDE, ADMIN_GUIDE];

const { fieldRows, markdownTable, tableMarkers } = await importSource('content/field-table.ts');

/** The guide `file`'s `text` with every table between markers made anew, laid out as prettier lays it out. */
export async function withFieldTables(text, file) {
  let written = text;
  for (const [, kind] of text.matchAll(/<!-- campos: (\w+) /g)) {
    const { start, end } = tableMarkers(kind);
    const from = written.indexOf(start) + start.length;
    const to = written.indexOf(end, from);
    written = `${written.slice(0, from)}\n\n${markdownTable(fieldRows(kind))}\n\n${written.slice(to)}`;
  }
  return prettier.format(written, { ...(await prettier.resolveConfig(file)), filepath: file });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of GUIDES)
    await writeFile(file, await withFieldTables(await readFile(file, 'utf8'), file));
  console.log(`The field tables of ${GUIDES.join(' and ')} are the schemas' own.`);
}
