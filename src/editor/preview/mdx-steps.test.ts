// The preview reads a page's text without @mdx-js/mdx (and its JavaScript
// parser), so it copies two of MDX's steps it does not export: its syntax
// with the braces read as text (mdx-syntax.ts) and its first transform,
// remark-mark-and-unravel (unravel.ts). This holds the copy to the
// original: the tree the preview makes of every page's text, and of texts
// that exercise each step, is the tree @mdx-js/mdx hands the build's
// plugins, but for what only a JavaScript parser adds. An upgrade of
// @mdx-js/mdx that changes either step fails here.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { pageSyntaxPlugins } from '~/builder/text/text-plugins';
import { textTree } from './page-text';

/** The tree @mdx-js/mdx has made of `text` when the first of the build's plugins runs. */
function mdxTree(text: string): Root {
  let tree: Root | undefined;
  const capture = () => (root: Root) => {
    tree = structuredClone(root);
  };
  const processor = createProcessor({ remarkPlugins: [...pageSyntaxPlugins, capture] });
  // What parse answers is the Markdown tree run takes (its own typing names the script's).
  processor.runSync(processor.parse(text) as never);
  return tree!;
}

/** A tree as both read it: no positions, and none of what MDX's JavaScript parser adds (`data`). */
const bare = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(bare)
    : node && typeof node === 'object'
      ? Object.fromEntries(
          Object.entries(node)
            .filter(([key]) => key !== 'position' && key !== 'data')
            .map(([key, value]) => [key, bare(value)]),
        )
      : node;

const SAMPLES = {
  'an element alone on its line': '<div className="firmas">\n\nFirma\n\n</div>',
  'elements and expressions alone in a paragraph':
    'Antes.\n\n<span>a</span> {school.name}\n\nDespués.',
  'an expression within a sentence': 'El {school.name} de Villa Mercedes.',
  'an expression alone': '{school.name}',
  'an element within a sentence': 'Texto <abbr title="x">ISC</abbr> y más.',
  'elements separated by a tab': '<b>a</b>\t<i>b</i>',
  'elements separated by a form feed': '<b>a</b>\f<i>b</i>',
  'attributes of every kind': '<div id="a" data-n={3} hidden {...rest}>\n\nx\n\n</div>',
  'an import line': 'import X from "./x.js"\n\nTexto.',
  'an export line': 'export const a = 1\n\n# Título',
  'a table with an element': '| A | B |\n| --- | ---: |\n| <b>x</b> | {school.name} |',
  'a list of elements': '- <b>uno</b>\n- {school.name}',
  'nested elements in a quote': '> <div>\n>\n> cita\n>\n> </div>',
};

describe('the preview’s copy of MDX’s first steps', () => {
  it.each(Object.entries(SAMPLES))('reads %s as @mdx-js/mdx does', (_name, text) => {
    expect(bare(textTree(text))).toEqual(bare(mdxTree(text)));
  });

  it('reads every page’s text as @mdx-js/mdx does', async () => {
    const dir = path.resolve('content');
    const pages = (await readdir(dir)).filter((name) => name.endsWith('.mdx'));
    expect(pages.length).toBeGreaterThan(0);
    for (const name of pages) {
      const body = (await readFile(path.join(dir, name), 'utf8')).replace(
        /^---\n[\s\S]*?\n---\n/,
        '',
      );
      expect(bare(textTree(body)), name).toEqual(bare(mdxTree(body)));
    }
  });
});
