import { describe, expect, it } from 'vitest';
import { buildToc } from './toc';

const h = (depth: number, id: string) => ({ depth, id, text: id.toUpperCase() });

describe('buildToc', () => {
  it('keeps siblings flat', () => {
    expect(buildToc([h(2, 'a'), h(2, 'b')]).map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('nests deeper headings under the one before', () => {
    const toc = buildToc([h(2, 'a'), h(3, 'a1'), h(3, 'a2'), h(2, 'b'), h(3, 'b1')]);
    expect(toc.map((e) => [e.id, e.children.map((c) => c.id)])).toEqual([
      ['a', ['a1', 'a2']],
      ['b', ['b1']],
    ]);
  });

  it('starts at the top level when the first heading is deep', () => {
    const toc = buildToc([h(3, 'x'), h(2, 'y'), h(4, 'z')]);
    expect(toc.map((e) => e.id)).toEqual(['x', 'y']);
    expect(toc[1]!.children.map((e) => e.id)).toEqual(['z']);
  });

  it('gives nothing for no headings', () => {
    expect(buildToc([])).toEqual([]);
  });
});
