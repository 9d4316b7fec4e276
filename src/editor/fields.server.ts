// Build time only: the editor's form fields, derived from the zod schemas
// that validate the same files when the site is built, so that the form
// refuses what the build would refuse, by the same rule. Each schema says
// in its `meta` what a form needs besides the rule: a Spanish label
// (title), a hint (description), the message for a pattern (message), and
// now and then the widget to use (widget).
import type { z } from 'zod';
import { NO_MAXIMUM, schemaNode, type SchemaNode as Node } from '~/content/schema-node';
import { PICTURE_FILE_TYPES } from '~/pictures/index.server';
import { say } from '~/content/messages';

/** One field of Sveltia CMS's configuration. */
export type CmsField = Record<string, unknown> & { name: string; widget: string };

/** Texts longer than this get a box of several lines. */
const LONG_TEXT = 100;

const MESSAGE = say('valueShapeWrong');

/** The field for a value of the schema by its JSON type, if it has one. */
function byType(
  node: Node,
  common: { name: string; label: string; required: boolean },
): CmsField | undefined {
  switch (node.type) {
    case 'object':
      return { ...common, widget: 'object', collapsed: false, fields: fields(node) };
    case 'boolean':
      return { ...common, widget: 'boolean' };
    case 'integer':
    case 'number':
      return {
        ...common,
        widget: 'number',
        value_type: node.type === 'integer' ? 'int' : 'float',
        ...(node.minimum !== undefined ? { min: node.minimum } : {}),
        ...(node.maximum !== undefined && node.maximum < NO_MAXIMUM ? { max: node.maximum } : {}),
      };
    case 'string':
      if (node.format === 'date')
        return {
          ...common,
          widget: 'datetime',
          type: 'date',
          ...(node.today ? { default: '{{now}}' } : {}),
        };
      return {
        ...common,
        widget: (node.maxLength ?? 0) > LONG_TEXT ? 'text' : 'string',
        ...(node.minLength !== undefined ? { minlength: node.minLength } : {}),
        ...(node.maxLength !== undefined ? { maxlength: node.maxLength } : {}),
        ...(node.pattern ? { pattern: [node.pattern, node.message ?? MESSAGE] } : {}),
      };
  }
  return undefined;
}

/** The field for one value of the schema. */
function field(name: string, node: Node, required: boolean): CmsField {
  const common = {
    name,
    label: node.title ?? name,
    ...(node.description ? { hint: node.description } : {}),
    required,
  };
  // A choice of date or date and time (a news item's fecha): a date and time.
  const dates = node.anyOf?.every((option) => option.format?.startsWith('date'));
  if (dates) return { ...common, widget: 'datetime' };
  // A picture comes from the repository, or is uploaded and re-encoded there: no address of
  // elsewhere, and only the kinds of picture the build processes.
  if (node.widget === 'image')
    return { ...common, widget: 'image', choose_url: false, accept: PICTURE_FILE_TYPES };
  // Kept as the file has it, and never shown: nothing for staff to set.
  if (node.widget === 'hidden') return { name, label: common.label, widget: 'hidden' };
  if (node.widget)
    return {
      ...common,
      widget: node.widget,
      ...(node.min ? { min: node.min } : {}),
      ...(node.max ? { max: node.max } : {}),
    };
  // A choice among a few values, each under its Spanish name.
  if (node.enum)
    return {
      ...common,
      widget: 'select',
      options: node.enum.map((value) => ({ label: node.labels?.[value] ?? value, value })),
    };
  const typed = byType(node, common);
  if (typed) return typed;
  throw new Error(`The editor has no field for "${name}" (${JSON.stringify(node)})`);
}

/** The fields of an object node, in the schema's order. */
function fields(node: Node): CmsField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, inner]) =>
    field(name, inner, required.has(name)),
  );
}

/**
 * The form fields for the values a schema validates, in its order. The
 * schema must be an object of strings, numbers, booleans, dates and objects
 * of those, or this throws naming the value it cannot show.
 */
export function fieldsOf(schema: z.ZodObject): CmsField[] {
  return fields(schemaNode(schema));
}
