// The guides' field tables (docs/guia-del-personal.md and, for the
// administrator's file, docs/guia-de-administracion.md), made from the
// schemas' own labels, hints and limits, so that a guide cannot say other
// than the form: `npm run docs:fields` writes them, and a test holds them.
import { contentKinds } from './kinds.ts';
import { NO_MAXIMUM, schemaNode, type SchemaNode } from './schema-node.ts';

/** A kind with a table in the guide: its name in kinds.ts. */
type TabledKind = keyof typeof contentKinds;

/** What a field's limits say, in Spanish. */
function limits(node: SchemaNode): string {
  const n = (value: number) => value.toLocaleString('es-AR');
  if (node.type === 'string' && node.maxLength !== undefined)
    return node.minLength
      ? `de ${n(node.minLength)} a ${n(node.maxLength)} letras`
      : `hasta ${n(node.maxLength)} letras`;
  if ((node.type === 'integer' || node.type === 'number') && node.minimum !== undefined)
    return node.maximum !== undefined && node.maximum < NO_MAXIMUM
      ? `de ${n(node.minimum)} a ${n(node.maximum)}`
      : `desde ${n(node.minimum)}`;
  return '';
}

/** A sentence ended once, and what Markdown would take for markup shown as written. */
const sentence = (text: string) =>
  `${text}${/[.:/!?]$/.test(text) ? '' : '.'}`.replace(/(?<!`)(\{[^}]+\}|<[^>]+>)(?!`)/g, '`$1`');

/** The rows of an object's fields, nested objects' fields in their place: label, then what it is. */
function rows(node: SchemaNode): [string, string][] {
  return Object.entries(node.properties ?? {}).flatMap(([name, inner]): [string, string][] => {
    if (inner.type === 'object') return rows(inner);
    // Not in the form: nothing for staff to fill in.
    if (inner.widget === 'hidden') return [];
    const hint = (inner.description ?? '').replace(/\.$/, '');
    const limit = limits(inner);
    const optional =
      inner.type !== 'boolean' && !(node.required ?? []).includes(name) ? ' Puede quedar vacío.' : '';
    return [[inner.title ?? name, `${sentence(limit ? `${hint} (${limit})` : hint)}${optional}`]];
  });
}

/** The table of a kind's fields, its text last when it has one, as the guide shows it. */
export function fieldRows(kind: TabledKind): [string, string][] {
  const entry = contentKinds[kind];
  const body =
    'body' in entry ? [[entry.body.label, sentence(entry.body.hint)] as [string, string]] : [];
  return [...rows(schemaNode(entry.schema)), ...body];
}

/** A table in Markdown; laying its columns out is left to prettier. */
export const markdownTable = (table: [string, string][]) =>
  ['| Campo | Qué es |', '| --- | --- |', ...table.map(([field, what]) => `| ${field} | ${what} |`)].join(
    '\n',
  );

/** Where a kind's table stands in the guide: between these two lines. */
export const tableMarkers = (kind: TabledKind) => ({
  start: `<!-- campos: ${kind} (npm run docs:fields) -->`,
  end: '<!-- fin de los campos -->',
});
