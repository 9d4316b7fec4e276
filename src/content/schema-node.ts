// A content schema as JSON Schema (zod writes it), with the metadata the
// schemas carry for people: what the editor's form (src/editor/fields.server.ts)
// and the staff guide's field tables (field-table.ts) both read.
import { z } from 'zod';

/** A JSON Schema node as zod writes it, with the metadata the schemas carry. */
export interface SchemaNode {
  type?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  anyOf?: SchemaNode[];
  /** The values a choice allows. */
  enum?: string[];
  /** What the form calls each value of a choice (`enum`), in Spanish. */
  labels?: Record<string, string>;
  /** The field's label, in Spanish. */
  title?: string;
  /** Its hint, in Spanish. */
  description?: string;
  /** What the build and the form say when its pattern is not met (frontmatter.ts, `matching`). */
  message?: string;
  /** The editor's widget, when the type alone does not say it. */
  widget?: string;
  /** A new entry's date starts as today: the form fills it in. */
  today?: boolean;
  /** A date's bounds in the form, from the browser's clock: `now`, or `now+7d` (src/editor/boot.js). */
  min?: string;
  max?: string;
}

/** JavaScript's largest safe integer: zod's bound for an integer with no maximum of its own. */
export const NO_MAXIMUM = Number.MAX_SAFE_INTEGER;

/** The values a schema validates, as people fill them in (its input). */
export const schemaNode = (schema: z.ZodObject) =>
  z.toJSONSchema(schema, { io: 'input' }) as SchemaNode;
