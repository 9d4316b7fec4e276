// A long page's text parsed a section at a time, each section's tree kept
// until its text changes: a keystroke parses its own section again, not the
// page (Markdown's parser takes most of a keystroke's time in the pane).
// Cut only where the whole text's parse would cut the same: before a heading
// line, which ends whatever block is open at the top level, unless a fenced
// code block or an element spans it (its section then does not parse, and
// the text is parsed whole) or a definition may be used from another section
// (then it is parsed whole too). The tree is the whole text's, positions
// and all (parse-by-section.test.ts holds it to that).
import type { Root, RootContent } from 'mdast';

/** Where a section starts: a heading's line, `#` to `######` at the line's start. */
const SECTION = /(?=^#{1,6}[\t ])/m;

/** What one section cannot be read without the others: a fence, a link or footnote definition. */
const WHOLE_ONLY = /^ {0,3}(`{3,}|~{3,}|\[[^\]\n]+\]:)/m;

interface Point {
  line: number;
  column: number;
  offset?: number;
}
interface Positioned {
  position?: { start: Point; end: Point };
}

/** Moves every position in `node` (children and elements' attributes) down `lines` lines and on `chars` characters. */
function shift(node: unknown, lines: number, chars: number) {
  const each = node as Positioned & { children?: unknown[]; attributes?: unknown[] };
  for (const point of [each.position?.start, each.position?.end])
    if (point) {
      point.line += lines;
      if (point.offset !== undefined) point.offset += chars;
    }
  for (const child of [...(each.children ?? []), ...(each.attributes ?? [])])
    shift(child, lines, chars);
}

/** A parser of whole texts (`parse`) made to parse them a section at a time, with what it parsed last kept. */
export function parseBySection(parse: (text: string) => Root): (text: string) => Root {
  let kept = new Map<string, Root>();
  return (text) => {
    const sections = text.split(SECTION);
    if (sections.length < 2 || WHOLE_ONLY.test(text)) return parse(text);
    const parsed = new Map<string, Root>();
    const children: RootContent[] = [];
    let lines = 0;
    let chars = 0;
    for (const section of sections) {
      let tree = parsed.get(section) ?? kept.get(section);
      if (!tree) {
        try {
          tree = parse(section);
        } catch {
          // Something spans sections (an element, an expression): the whole text says what.
          return parse(text);
        }
      }
      parsed.set(section, tree);
      const copy = structuredClone(tree);
      shift(copy, lines, chars);
      children.push(...copy.children);
      lines += section.split('\n').length - 1;
      chars += section.length;
    }
    kept = parsed;
    return {
      type: 'root',
      children,
      position: {
        start: { line: 1, column: 1, offset: 0 },
        end: endOf(text),
      },
    };
  };
}

/** Where a text ends, as the parser places a root's end. */
function endOf(text: string): Point {
  const lines = text.split('\n');
  return { line: lines.length, column: lines.at(-1)!.length + 1, offset: text.length };
}
