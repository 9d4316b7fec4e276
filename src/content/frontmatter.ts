// How a content file is read (a Markdown file's frontmatter, a JSON file),
// and how a schema's complaint is told: one way for every kind of content (kinds.ts).
import { isNode, LineCounter, parse, parseDocument } from 'yaml';
import { z } from 'zod';

/** Each wrong field of a failed validation (a ZodError, or its issues), as `field "banner.image": …`. */
export function fieldProblems(error: { issues: readonly z.core.$ZodIssue[] }): string[] {
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
export function splitFrontmatter(
  source: string,
): { data: unknown; body: string; yaml: string } | null {
  const text = source.replace(/^\uFEFF/, '');
  const match = FRONTMATTER.exec(text);
  if (!match) return null;
  return {
    data: parse(match[1]!, { schema: 'core' }) ?? {},
    body: text.slice(match[0].length),
    yaml: match[1]!,
  };
}

/**
 * The line (from 1, in the YAML text `yaml`) of the field at `path`, or of
 * the nearest field above it that is written; 0 when none is.
 */
export function fieldLine(yaml: string, path: readonly PropertyKey[]): number {
  const lineCounter = new LineCounter();
  const document = parseDocument(yaml, { lineCounter, schema: 'core' });
  for (let depth = path.length; depth > 0; depth--) {
    const node = document.getIn(path.slice(0, depth), true);
    if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
  }
  return 0;
}

/** What a schema's `meta` carries for the editor's form (src/editor/fields.server.ts). */
interface FieldMeta {
  /** The field's label, in Spanish. */
  title: string;
  /** A hint under it, in Spanish. */
  description?: string;
  /** The editor's widget, when the type alone does not say it. */
  widget?: string;
  /** What the form calls each value of a choice, in Spanish. */
  labels?: Record<string, string>;
}

/**
 * A text that must match `pattern`, and the one message, in Spanish, that
 * the build and the editor's form both give when it does not.
 */
export const matching = (pattern: RegExp, message: string, meta: FieldMeta) =>
  z.string().regex(pattern, message).meta({ ...meta, message });

/**
 * The value in a JSON file's `text`, or what is wrong with it: that it is not
 * JSON (the parser's message), or the schema's issues, each with its field's
 * path. `params` are the schema's parse options (its messages' language).
 */
export function checkJson<Schema extends z.ZodType>(
  schema: Schema,
  text: string,
  params?: z.core.ParseContext<z.core.$ZodIssue>,
): { value: z.infer<Schema> } | { notJson: string } | { issues: z.core.$ZodIssue[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { notJson: (error as Error).message };
  }
  const result = schema.safeParse(data, params);
  return result.success ? { value: result.data } : { issues: result.error.issues };
}

/** The value in a JSON file's `text`; the error names `what` it holds, its `file` and every wrong field. */
export function parseJson<Schema extends z.ZodType>(
  schema: Schema,
  text: string,
  { what, file }: { what: string; file: string },
): z.infer<Schema> {
  const checked = checkJson(schema, text);
  if ('value' in checked) return checked.value;
  const problems =
    'notJson' in checked ? [`not JSON: ${checked.notJson}`] : fieldProblems(checked);
  throw new Error(
    `Invalid ${what} in ${file}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  );
}
