// A Markdown file's frontmatter split from its text, the line of a field,
// and a text field's one pattern message: what the reader (entries.ts) and
// the schemas build on.
import { isNode, LineCounter, parse, parseDocument } from 'yaml';
import { z } from 'zod';

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
