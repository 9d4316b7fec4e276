import { readFileSync, readdirSync } from 'node:fs';
import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { pageSyntaxPlugins } from '~/builder/text/text-plugins';
import { remarkMdxSyntax } from './mdx-syntax';
import { parseBySection } from './parse-by-section';

const processor = unified().use(remarkParse).use(remarkMdxSyntax).use(pageSyntaxPlugins);
const whole = (text: string) => processor.parse(text) as Root;

const pages = readdirSync('content')
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => readFileSync(`content/${file}`, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''));

const tricky = [
  '- a\n- b\n\n## Uno\n\n| A | B |\n| - | - |\n| 1 | 2 |\n## Dos\n\n> cita\n# Tres',
  '<div className="x">\n\n## Dentro\n\n</div>\n\n## Fuera',
  '{school.name\n\n## no}\n\n## otra',
  'Texto [enlace][ref].\n\n## Sección\n\n[ref]: /institucional/fundador',
  '```\n## no es título\n```\n\n## sí',
  'Un párrafo\n## que un título corta\n\ntexto\n\n#sin espacio\n\n## Final',
];

describe("a page's text parsed a section at a time", () => {
  it('is the whole text parsed, positions and all, for every page and what could cut it wrong', () => {
    for (const text of [...pages, ...tricky]) {
      let expected;
      try {
        expected = whole(text);
      } catch (error) {
        expect(() => parseBySection(whole)(text)).toThrow((error as Error).message);
        continue;
      }
      expect(parseBySection(whole)(text)).toEqual(expected);
    }
  });

  it('parses again only the section that changed, and still answers the whole text', () => {
    const parsed: string[] = [];
    const parse = parseBySection((text) => {
      parsed.push(text);
      return whole(text);
    });
    const text = pages.find((page) => page.includes('Artículo 2'))!;
    parse(text);
    parsed.length = 0;
    const edited = text.replace('Artículo 2.', 'Artículo 2 .');
    expect(parse(edited)).toEqual(whole(edited));
    expect(parsed).toHaveLength(1);
    expect(parsed[0]).toMatch(/^## Artículo 2 \./);
  });
});
