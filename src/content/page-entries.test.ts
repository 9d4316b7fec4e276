import { describe, expect, it } from 'vitest';
import { readPage, readPageFiles } from './page-entries';

const page = (frontmatter: string, body = '## Un título\n\nTexto.\n') =>
  `---\n${frontmatter}\n---\n\n${body}`;

const UNIFORME = [
  'title: Uniforme escolar',
  'description: Qué uniforme usan los alumnos de cada nivel del colegio, y dónde se consigue cada prenda.',
  'banner:',
  '  title: Uniforme',
  '  image: /images/banner-historia.svg',
  'section: institucional',
  'menu:',
  '  name: Uniforme',
  '  order: 4',
  'lastReviewed: 2026-11-20',
].join('\n');

describe("the long pages' reader", () => {
  it('reads a page staff add: its name, checked data, and the text under it with its first line', () => {
    const read = readPage({ file: 'content/uniforme.mdx', text: page(UNIFORME) });
    expect(read).toMatchObject({
      name: 'uniforme',
      file: 'content/uniforme.mdx',
      data: { section: 'institucional', menu: { name: 'Uniforme', order: 4 } },
      body: '\n## Un título\n\nTexto.\n',
      bodyLine: 13,
    });
  });

  it('refuses a page with no title, in Spanish, on the first line of its data', () => {
    expect(
      readPage({ file: 'content/x.mdx', text: page(UNIFORME.replace(/^title: .*\n/, '')) }),
    ).toEqual([
      {
        file: 'content/x.mdx',
        line: 1,
        message: expect.stringMatching(/^«Título» no es válido: /),
      },
    ]);
  });

  it('names the line of a wrong field, nested ones too', () => {
    const [problem] = readPage({
      file: 'content/x.mdx',
      text: page(UNIFORME.replace('  order: 4', '  order: 0')),
    }) as { line: number; message: string }[];
    expect(problem).toMatchObject({ line: 10, message: expect.stringMatching(/^«Lugar» no es válido/) });
    const [section] = readPage({
      file: 'content/x.mdx',
      text: page(UNIFORME.replace('section: institucional', 'section: deportes')),
    }) as { line: number; message: string }[];
    expect(section).toMatchObject({ line: 7, message: expect.stringMatching(/^«Sección»/) });
  });

  it('refuses data it cannot read, and a file with none, on their lines', () => {
    expect(
      readPage({ file: 'content/x.mdx', text: page(UNIFORME.replace('  title: Uniforme', '  title: [')) }),
    ).toEqual([
      expect.objectContaining({ line: expect.any(Number), message: expect.stringMatching(/no se pueden leer/) }),
    ]);
    expect(readPage({ file: 'content/x.mdx', text: '## Solo texto\n' })).toEqual([
      expect.objectContaining({ line: 1, message: expect.stringMatching(/no empieza con sus datos/) }),
    ]);
  });

  it('refuses a file name the host would not serve as an address as it is', () => {
    for (const name of ['Uniforme', 'uniforme escolar', 'año-2027', 'uniforme--nuevo', '-uniforme'])
      expect(readPage({ file: `content/${name}.mdx`, text: page(UNIFORME) }), name).toEqual([
        expect.objectContaining({ line: 1, message: expect.stringMatching(/no sirve así/) }),
      ]);
  });

  it('keeps the good pages of a folder and tells what is wrong with the rest', () => {
    const { entries, problems } = readPageFiles([
      { file: 'content/uniforme.mdx', text: page(UNIFORME) },
      { file: 'content/roto.mdx', text: '## Sin datos\n' },
    ]);
    expect(entries.map((entry) => entry.name)).toEqual(['uniforme']);
    expect(problems.map((problem) => problem.file)).toEqual(['content/roto.mdx']);
  });
});
