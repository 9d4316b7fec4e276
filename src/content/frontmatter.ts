// How a content file is read (a Markdown file's frontmatter, a JSON file),
// and how a schema's complaint is told: one way for every kind of content (kinds.ts).
import { parse } from 'yaml';
import { z } from 'zod';

/** Each wrong field of a failed validation, as `field "banner.image": …`. */
export function fieldProblems(error: z.ZodError): string[] {
  return error.issues.map(
    (issue) => `field "${issue.path.join('.') || '(frontmatter)'}": ${issue.message}`,
  );
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * A content file's `--- … ---` block, parsed as YAML with the core schema (so
 * dates stay text, as written), and the text after it; null data when the
 * file has no block. A byte-order mark before the first --- (some editors
 * save one) is ignored. YAML errors are thrown as they are.
 */
export function splitFrontmatter(source: string): { data: unknown; body: string } | null {
  const text = source.replace(/^\uFEFF/, '');
  const match = FRONTMATTER.exec(text);
  if (!match) return null;
  return { data: parse(match[1]!, { schema: 'core' }) ?? {}, body: text.slice(match[0].length) };
}

/** What a schema's `meta` carries for the editor's form (src/editor/fields.server.ts). */
export interface FieldMeta {
  /** The field's label, in Spanish. */
  title: string;
  /** A hint under it, in Spanish. */
  description?: string;
  /** The editor's widget, when the type alone does not say it. */
  widget?: string;
}

/**
 * A text that must match `pattern`, and the one message, in Spanish, that
 * the build and the editor's form both give when it does not.
 */
export const matching = (pattern: RegExp, message: string, meta: FieldMeta) =>
  z.string().regex(pattern, message).meta({ ...meta, message });

/** The value in a JSON file's `text`, or what is wrong with it: each wrong field, `field "x": …`. */
export function checkJson<Schema extends z.ZodType>(
  schema: Schema,
  text: string,
): { value: z.infer<Schema>; problems?: never } | { value?: never; problems: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { problems: [`not JSON: ${(error as Error).message}`] };
  }
  const result = schema.safeParse(data);
  return result.success ? { value: result.data } : { problems: fieldProblems(result.error) };
}

/** The value in a JSON file's `text`; the error names `what` it holds, its `file` and every wrong field. */
export function parseJson<Schema extends z.ZodType>(
  schema: Schema,
  text: string,
  { what, file }: { what: string; file: string },
): z.infer<Schema> {
  const { value, problems } = checkJson(schema, text);
  if (!problems) return value;
  throw new Error(
    `Invalid ${what} in ${file}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  );
}
