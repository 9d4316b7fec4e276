import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import { describe, expect, it } from 'vitest';
import { buildIn, copyProject } from '../../scripts/lib/project-copy.mjs';
import { school } from '~/site/identity';
import { CONTENT_PROBLEMS_FILE } from '~/builder/text/content-checks';
import { detailText, pageContentProblems, unreadableText } from '~/builder/text/page-content';
import { checkPageFiles } from '~/builder/text/page-file-checks.server';
import { contentStore } from '~/content/store.server';

const parser = createProcessor({ remarkPlugins: [remarkFrontmatter] });
const FILE = 'content/prueba.mdx';
const check = (source: string) => {
  const tree = parser.parse(source) as Root;
  return { problems: pageContentProblems(tree, FILE, school), tree };
};
const lines = (...body: string[]) => ['---', 'title: Prueba', '---', '', ...body].join('\n');

/** One full build of a copy of the project, for the test that needs it: several seconds on two cores. */
const BUILD_TIMEOUT_MS = 240_000;

describe('a page is content, never code', () => {
  it('fills in the school’s details as text, and leaves nothing to evaluate', () => {
    const { problems, tree } = check(
      lines(
        'El {school.name} de {school.city} tiene {school.students} alumnos,',
        'más de {school.students.toLocaleString("es-AR")}, y lo fundó {school.founder.name}.',
        '',
        '{/* una nota para el personal */}',
      ),
    );
    expect(problems).toEqual([]);
    expect(JSON.stringify(tree)).not.toMatch(/mdx(Flow|Text)Expression|mdxjsEsm/);
    const text = JSON.stringify(tree);
    expect(text).toContain(school.name);
    expect(text).toContain(school.students.toLocaleString('es-AR'));
    expect(text).toContain(school.founder.name);
    expect(text).not.toContain('una nota');
  });

  it('refuses an import, an export and any other expression, each on its line, in Spanish', () => {
    const { problems } = check(
      lines(
        "import fs from 'node:fs';",
        '',
        'export const x = fs.readFileSync("/etc/passwd", "utf8");',
        '',
        'Hola {process.env.FIREBASE_TOKEN} y {school.constructor} y {school["name"]}.',
        '',
        '{school.name.toUpperCase()}',
      ),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        line: 5,
        message: expect.stringMatching(/^Una página no puede traer código \(import o export\)/),
      }),
      expect.objectContaining({
        line: 7,
        message: expect.stringMatching(/^Una página no puede traer código/),
      }),
      {
        file: FILE,
        line: 9,
        message:
          '{process.env.FIREBASE_TOKEN} no es un dato del colegio. Entre llaves solo van datos del colegio, como {school.name}, {school.city} o {school.students}.',
      },
      expect.objectContaining({
        line: 9,
        message: expect.stringMatching(/^\{school\.constructor\} no es un dato/),
      }),
      expect.objectContaining({
        line: 9,
        message: expect.stringMatching(/^\{school\["name"\]\} no es un dato/),
      }),
      expect.objectContaining({
        line: 11,
        message: expect.stringMatching(/^\{school\.name\.toUpperCase\(\)\} no es/),
      }),
    ]);
  });

  it('keeps the signatures block, and refuses components, attributes in braces and handlers', () => {
    expect(
      check(lines('<div className="signatures">', '  <p>Firma</p>', '</div>')).problems,
    ).toEqual([]);
    const { problems } = check(
      lines(
        '<Alerta />',
        '',
        '<div onClick="alert(1)">a</div>',
        '',
        '<div className={school.name}>b</div>',
        '',
        '<div {...props}>c</div>',
        '',
        '<script>alert(1)</script>',
      ),
    );
    expect(problems.map(({ line, message }) => [line, message.split(':')[0]])).toEqual([
      [5, 'La etiqueta <Alerta> no se puede usar en una página'],
      [7, 'El atributo «onClick» de <div> no se puede usar'],
      [9, 'El atributo «className» de <div> no se puede usar'],
      [11, 'La etiqueta <div> tiene un atributo entre llaves'],
      [13, 'La etiqueta <script> no se puede usar en una página'],
    ]);
  });

  it('reads only the school’s own details, as text or a number', () => {
    expect(detailText('school.city', school)).toBe(school.city);
    expect(detailText(' school.links.facebook ', school)).toBe(school.links.facebook);
    expect(detailText('school.links', school)).toBeUndefined();
    expect(detailText('school.name.length', school)).toBeUndefined();
    expect(detailText('school.toString', school)).toBeUndefined();
    expect(detailText('school.__proto__', school)).toBeUndefined();
    expect(detailText('school.city.toLocaleString("es-AR")', school)).toBeUndefined();
  });

  it.each([
    ['<img src=x onerror=alert(1)>', /^Hay un «<» que empieza una etiqueta HTML/],
    ['<!-- comentario -->', /^Un comentario de HTML \(<!-- … -->\) no va en una página/],
    ['<https://ejemplo.com>', /^Una dirección entre < y > no va en una página/],
  ])('says in Spanish, on its line, why MDX cannot read %s pasted into a page', (pasted, told) => {
    const source = lines('Primera línea.', '', `Texto ${pasted} pegado.`);
    let thrown: unknown;
    try {
      parser.parse(source);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeDefined();
    const problem = unreadableText(thrown, FILE);
    expect(problem).toMatchObject({ file: FILE, line: 7 });
    expect(problem.message).toMatch(told);
  });

  it('finds nothing in the four pages as shipped', async () => {
    expect(checkPageFiles(contentStore('.'))).toEqual({ code: [], entries: [] });
  });

  it(
    'stops the build on text MDX cannot read, in Spanish with the file and the line, for the preview to tell',
    async () => {
      const copy = await copyProject('isc-page-unreadable-');
      try {
        const history = path.join(copy.dir, 'content/historia.mdx');
        const shipped = await readFile(history, 'utf8');
        const pasted = shipped.replace(
          '## Más de un siglo educando en Villa Mercedes',
          '## Más de un siglo educando en Villa Mercedes\n\nUna foto: <img src=x onerror=alert(1)>',
        );
        await writeFile(history, pasted);
        const failed = await buildIn(copy.dir).then(
          () => '',
          (error: Error) => error.message,
        );
        const line = pasted.split('\n').findIndex((l) => l.startsWith('Una foto:')) + 1;
        expect(failed).toContain(
          `content/historia.mdx, línea ${line}: Hay un «<» que empieza una etiqueta HTML`,
        );
        const told = JSON.parse(
          await readFile(path.join(copy.dir, 'build', CONTENT_PROBLEMS_FILE), 'utf8'),
        );
        expect(told).toEqual([expect.objectContaining({ file: 'content/historia.mdx', line })]);
      } finally {
        await copy.remove();
      }
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'stops the build before anything of a page runs, naming the file and the line, for the preview to tell',
    async () => {
      const copy = await copyProject('isc-page-code-');
      const marker = path.join(tmpdir(), `isc-page-code-ran-${process.pid}`);
      try {
        const history = path.join(copy.dir, 'content/historia.mdx');
        const shipped = await readFile(history, 'utf8');
        const hostile = shipped.replace(
          '## Más de un siglo educando en Villa Mercedes',
          `import { writeFileSync } from 'node:fs';\n\nexport const ran = writeFileSync(${JSON.stringify(marker)}, 'sí');\n\n## Más de un siglo educando en Villa Mercedes\n\n{process.env.X}`,
        );
        await writeFile(history, hostile);
        const failed = await buildIn(copy.dir, { GITHUB_ACTIONS: 'true' }).then(
          () => '',
          (error: Error) => error.message,
        );
        const line = (text: string) => hostile.split('\n').findIndex((l) => l.startsWith(text)) + 1;
        expect(failed).toContain(
          `content/historia.mdx, línea ${line('import')}: Una página no puede traer código (import o export): borrá esta línea.`,
        );
        expect(failed).toContain(`content/historia.mdx, línea ${line('export')}:`);
        expect(failed).toContain(
          `content/historia.mdx, línea ${line('{process')}: {process.env.X} no es un dato del colegio.`,
        );
        expect(failed).toContain(`::error file=content/historia.mdx,line=${line('import')},`);
        expect(existsSync(marker)).toBe(false);
        // Told where the preview job reads it, for the editor's panel.
        const told = JSON.parse(
          await readFile(path.join(copy.dir, 'build', CONTENT_PROBLEMS_FILE), 'utf8'),
        );
        expect(told).toHaveLength(3);
      } finally {
        await copy.remove();
      }
    },
    BUILD_TIMEOUT_MS,
  );
});
