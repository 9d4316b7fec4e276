import type { TocHeading } from '~/content/page';

export type { TocHeading };

/** A table-of-contents entry with the entries nested below it. */
export interface TocEntry extends TocHeading {
  children: TocEntry[];
}

/**
 * Nests a flat list of headings by depth. A heading deeper than the one before
 * it becomes its child; a heading that skips levels nests only one step.
 */
export function buildToc(headings: readonly TocHeading[]): TocEntry[] {
  const root: TocEntry[] = [];
  const stack: TocEntry[] = [];
  for (const heading of headings) {
    const entry: TocEntry = { ...heading, children: [] };
    while (stack.length && stack[stack.length - 1]!.depth >= heading.depth) stack.pop();
    const parent = stack[stack.length - 1];
    (parent ? parent.children : root).push(entry);
    stack.push(entry);
  }
  return root;
}
