import { describe, expect, it } from 'vitest';
import { annotation, longPageProblems, type BuiltSiteIndex } from './content-checks';
import { describeProblem } from '~/content/problem';

const site: BuiltSiteIndex = {
  idsOf: (page) =>
    ({
      '/contrato': new Set(['articulo-1', 'articulo-2', 'articulo-3']),
      '/plan': new Set(['ciclo-basico']),
    })[page],
  hasFile: (file) => file === '/images/reglamento.pdf',
  applications: ['/editar'],
};

const check = (source: string, path = '/contrato') =>
  longPageProblems({ file: 'content/x.mdx', path, source }, site);

const FRONTMATTER = `---
title: Contrato
---

`;

describe('the content checks of a long page', () => {
  it('finds nothing in articles 1, 2, 3, a table that adds up, and links that lead somewhere', () => {
    expect(
      check(`${FRONTMATTER}## Artículo 1. Objeto

Ver el [artículo 3](#articulo-3), el [plan](/plan#ciclo-basico), el [reglamento](/images/reglamento.pdf),
[otro sitio](https://example.org/x#y) y [el editor](/editar#/collections/paginas).

## Artículo 2. Identidad

| Materia | 1.º año | 2.º año |
| --- | ---: | ---: |
| Lengua | 5 | 4,5 |
| Historia | 3 | 3 |
| **Total de horas semanales** | **8** | **7,5** |

## Artículo 3. Obligaciones
`),
    ).toEqual([]);
  });

  it('names a repeated article, a missing one and one out of order, each at its line', () => {
    expect(
      check(`${FRONTMATTER}## Artículo 1. Objeto

## Artículo 2. Identidad

## Artículo 2. Obligaciones

## Artículo 4. Aranceles

## Artículo 3. Faltas
`),
    ).toEqual([
      {
        file: 'content/x.mdx',
        line: 9,
        message:
          'El artículo 2 está repetido: ya aparece en la línea 7. Cada artículo lleva su propio número.',
      },
      {
        file: 'content/x.mdx',
        line: 11,
        message: 'Después del artículo 2 viene el 4: falta el artículo 3, o este número está mal.',
      },
      {
        file: 'content/x.mdx',
        line: 13,
        message: 'El artículo 3 está después del 4: los artículos van en orden.',
      },
    ]);
  });

  it('names a total row its subjects do not add up to, by column, with decimal commas', () => {
    const problems = check(`| Materia | 1.º año | 2.º año |
| --- | ---: | ---: |
| Lengua | 5 | 4,5 |
| Historia | 3 | 3 |
| **Total de horas semanales** | **9** | — |
`);
    expect(problems.map(describeProblem)).toEqual([
      'content/x.mdx, línea 5: En la fila «Total de horas semanales», la columna «1.º año» dice 9, pero las materias suman 8.',
      'content/x.mdx, línea 5: En la fila «Total de horas semanales», la columna «2.º año» no tiene un número; las materias suman 7,5.',
    ]);
  });

  it('names a link to a page or a section that does not exist', () => {
    const problems = check(
      `Según el [artículo 17](#articulo-17) y la [historia](/historia), ver el [ciclo](/plan#ciclo-superior).
`,
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      'El enlace «artículo 17» lleva a la sección #articulo-17 de esta página, que no existe (¿cambió el título o el número de esa sección?).',
      'El enlace «historia» lleva a /historia, una página que el sitio no tiene.',
      'El enlace «ciclo» lleva a la sección #ciclo-superior de /plan, que no existe (¿cambió el título o el número de esa sección?).',
    ]);
    expect(problems.every((problem) => problem.line === 1)).toBe(true);
  });
});

describe('a problem as a GitHub annotation', () => {
  it('puts the file and line in its properties and escapes what would end them', () => {
    expect(
      annotation(
        { file: 'content/a,b.mdx', line: 12, message: 'Dice 9: 100% mal\nsegunda línea' },
        'error',
      ),
    ).toBe(
      '::error file=content/a%2Cb.mdx,line=12,title=Revisión del contenido::Dice 9: 100%25 mal%0Asegunda línea',
    );
  });
});
