// A long page's text as the preview draws it, as staff type: parsed as MDX
// (mdx-syntax.ts: with no JavaScript parser, which no page needs), checked
// and filled as the build does (page-content.ts), through the
// build's own plugins (builder/text/text-plugins.ts), then turned into elements by
// hast-util-to-jsx-runtime. Nothing staff write is evaluated: the tree is
// data, and only the elements it names are made. What the build would
// refuse is shown where it is written, in Spanish, and listed.
import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Root } from 'mdast';
import type { ReactNode } from 'react';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { TocHeading } from '~/content/page';
import { pageTextProblems, type BuiltSiteIndex } from '~/builder/text/content-checks';
import { pageContentProblems } from '~/builder/text/page-content';
import { school } from '~/site/identity';
import {
  pageSyntaxPlugins,
  pageTreePlugins,
  TABLE_CELL_ALIGN_TO_STYLE,
} from '~/builder/text/text-plugins';
import { tocOf } from '~/builder/text/rehype-export-toc';
import { Fragment, jsx, jsxs } from './react';
import { markModuleLines, remarkMdxSyntax } from './mdx-syntax';
import { parseBySection } from './parse-by-section';
import { unravel } from './unravel';
import { say } from '~/content/messages';

/** MDX's own nodes, which the HTML tree keeps as they are (as @mdx-js/mdx does). */
const MDX_NODES = [
  'mdxFlowExpression',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'mdxjsEsm',
];

const processor = unified()
  .use(remarkParse)
  .use(remarkMdxSyntax)
  .use(pageSyntaxPlugins)
  .use(remarkRehype, { allowDangerousHtml: true, passThrough: MDX_NODES } as never)
  .use(pageTreePlugins);

/** The text's syntax tree, its unchanged sections' trees kept from the keystroke before. */
const parse = parseBySection((text) => processor.parse(text) as Root);

/**
 * The text's tree as @mdx-js/mdx has it when the build's plugins start:
 * parsed (throws where MDX cannot read it), its module lines marked and its
 * paragraphs of elements alone unravelled, as MDX's own first step does
 * (mdx-steps.test.ts holds the two alike).
 */
export function textTree(text: string): Root {
  const mdast = parse(text);
  markModuleLines(mdast);
  unravel(mdast);
  return mdast;
}

/** A problem of the text, by its line in the text box. */
export interface TextProblem {
  line: number;
  message: string;
}

export interface PageText {
  /** The text's elements, each problem shown before the block it is on. */
  content: ReactNode;
  toc: TocHeading[];
  problems: TextProblem[];
  /** Whether the text could not be read as a page at all (its one problem says where). */
  unreadable?: true;
}

/** A text MDX cannot read (a tag left open, a brace unclosed): where, in Spanish. */
function unreadable(error: unknown): PageText {
  const { line, reason } = error as { line?: number; reason?: string };
  // "Expected a closing tag for `<div>` (3:1-3:20)": the place named is the one to look at.
  const named = /\((\d+):\d+(?:-\d+:\d+)?\)$/.exec(reason ?? '')?.[1];
  return {
    content: null,
    toc: [],
    unreadable: true,
    problems: [
      {
        line: Number(named ?? line ?? 1),
        message: say('previewTextUnreadable'),
      },
    ],
  };
}

/** The line a node of the HTML tree starts on: its own, or its first child's that has one. */
function lineOf(node: ElementContent | RootContent): number | undefined {
  if (node.position) return node.position.start.line;
  if (node.type !== 'element') return undefined;
  for (const child of node.children) {
    const line = lineOf(child);
    if (line !== undefined) return line;
  }
  return undefined;
}

/** The note that shows `problem` in the page, where it is. */
const note = (problem: TextProblem): Element => ({
  type: 'element',
  tagName: 'p',
  properties: { className: ['preview-problem'], dataLine: problem.line },
  children: [{ type: 'text', value: say('previewLine', problem.line, problem.message) }],
});

/** Puts each problem's note before the first top-level block that ends at or after its line. */
function showProblems(tree: HastRoot, problems: TextProblem[]) {
  const blocks = tree.children.flatMap((node, index) => {
    if (node.type === 'doctype' || node.type === 'comment') return [];
    const line = lineOf(node);
    return line === undefined ? [] : [{ index, line }];
  });
  const end = tree.children.length;
  const before = new Map<number, TextProblem[]>();
  for (const problem of problems) {
    const block = blocks.findLast((each) => each.line <= problem.line) ?? blocks[0];
    const at = block?.index ?? end;
    before.set(at, [...(before.get(at) ?? []), problem]);
  }
  tree.children = [
    ...tree.children.flatMap((node, index) => [...(before.get(index) ?? []).map(note), node]),
    ...(before.get(end) ?? []).map(note),
  ];
}

/**
 * The text of a long page published at `path`, drawn: `site` is the built
 * site as the build's checks read it, this page's ids being the text's
 * own; `pictureSource` answers where the pane finds a picture the text names.
 */
export function pageText(
  text: string,
  {
    path,
    site,
    pictureSource,
  }: { path: string; site: BuiltSiteIndex; pictureSource: (src: string) => string },
): PageText {
  let mdast: Root;
  try {
    mdast = textTree(text);
  } catch (error) {
    return unreadable(error);
  }
  const problems: TextProblem[] = pageContentProblems(mdast, 'texto', school);
  const tree = processor.runSync(mdast as never) as HastRoot;
  const ids = new Set<string>();
  visit(tree, 'element', (node) => {
    if (typeof node.properties.id === 'string') ids.add(node.properties.id);
    if (node.tagName === 'img' && typeof node.properties.src === 'string')
      node.properties.src = pictureSource(node.properties.src);
  });
  const own: BuiltSiteIndex = {
    ...site,
    idsOf: (page) => (page === path ? ids : site.idsOf(page)),
  };
  problems.push(...pageTextProblems(mdast, path, own));
  problems.sort((a, b) => a.line - b.line);
  const toc = tocOf(tree);
  showProblems(tree, problems);
  const content = toJsxRuntime(tree, {
    Fragment,
    jsx: jsx as never,
    jsxs: jsxs as never,
    passKeys: true,
    tableCellAlignToStyle: TABLE_CELL_ALIGN_TO_STYLE,
  });
  return { content, toc, problems };
}
