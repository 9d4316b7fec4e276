// The one reader of staff's files: a file of a kind (kinds.ts) as written
// becomes its checked data, by the kind's schema (a Markdown file's
// frontmatter and text, a JSON file's value), or its problems, in Spanish,
// each on the file's line where the field is written. It reads texts, not
// folders, so that every way of finding the files shares it: the build's
// content store (store.server.ts), which reads each file once for the whole
// build; from disk (kind-files.server.ts) for the preflight, the commands
// and the tests. The long pages add their name and
// address (page-entries.ts), the news files their text (news/sources/local.server.ts).
import { z } from 'zod';
import { fieldLine, splitFrontmatter } from './frontmatter.ts';
import type { ContentProblem } from './problem.ts';
import { schemaNode, type SchemaNode } from './schema-node.ts';
import { say } from './messages.ts';

/** A content file as written: its name from the project's root, and its text. */
export interface SourceFile {
  file: string;
  text: string;
}

/** A Markdown file of a kind, read and checked. */
export interface Entry<Data> extends SourceFile {
  data: Data;
  /** The frontmatter as written (from the file's second line), where a field's line is found (frontmatter.ts, fieldLine). */
  frontmatter: string;
  /** The text under the frontmatter, and the line it starts on. */
  body: string;
  bodyLine: number;
}

/** The schemas' messages in Spanish, as staff read them. */
const SPANISH = { error: z.locales.es().localeError };

/** A field's label in the form, from the schema (`['banner', 'title']` → «Título grande»); else its path. */
export function fieldLabel(schema: z.ZodType, path: readonly PropertyKey[]): string {
  let node: SchemaNode | undefined = schemaNode(schema as z.ZodObject);
  for (const name of path) node = node?.properties?.[String(name)];
  return node?.title ? `«${node.title}»` : `«${path.join('.') || 'datos'}»`;
}

/** Each issue of a failed check, on the line of `text` (YAML or JSON) where its field is written, plus `offset`; a field not written, on line 1. */
const issueProblems = (
  schema: z.ZodType,
  issues: readonly z.core.$ZodIssue[],
  { file, text }: SourceFile,
  offset: number,
): ContentProblem[] =>
  issues.map((issue) => ({
    file,
    // A field not written at all: the file's first line.
    line: fieldLine(text, issue.path) + offset || 1,
    message: say('fieldInvalid', fieldLabel(schema, issue.path), issue.message),
  }));

/** A Markdown file's frontmatter checked by `schema`, and its text; or what is wrong with it. */
export function readMarkdownEntry<Schema extends z.ZodType>(
  schema: Schema,
  source: SourceFile,
): Entry<z.infer<Schema>> | ContentProblem[] {
  const problem = (line: number, message: string) => [{ file: source.file, line, message }];
  let split: ReturnType<typeof splitFrontmatter>;
  try {
    split = splitFrontmatter(source.text);
  } catch (error) {
    const line = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line ?? 0;
    return problem(line + 1, say('frontmatterUnreadable', (error as Error).message.split('\n')[0]!));
  }
  if (!split) return problem(1, say('frontmatterMissing'));
  const result = schema.safeParse(split.data, SPANISH);
  // The frontmatter's lines start after the first ---.
  if (!result.success)
    return issueProblems(schema, result.error.issues, { ...source, text: split.yaml }, 1);
  return {
    ...source,
    data: result.data,
    frontmatter: split.yaml,
    body: split.body,
    bodyLine: split.yaml.split('\n').length + 3,
  };
}

/** A JSON file's value checked by `schema`; or what is wrong with it. */
export function readJsonEntry<Schema extends z.ZodType>(
  schema: Schema,
  source: SourceFile,
): { value: z.infer<Schema> } | ContentProblem[] {
  let data: unknown;
  try {
    data = JSON.parse(source.text);
  } catch (error) {
    return [{ file: source.file, line: 1, message: say('jsonInvalid', (error as Error).message) }];
  }
  const result = schema.safeParse(data, SPANISH);
  if (result.success) return { value: result.data };
  return issueProblems(schema, result.error.issues, source, 0);
}
