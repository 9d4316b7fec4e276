import type { RootContent } from 'hast';
import { valueToEstree } from 'estree-util-value-to-estree';

/** An MDX node that exports `value` (plain data) from the compiled module as `name`. */
export function exportConst(name: string, value: unknown): RootContent {
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExportNamedDeclaration',
            specifiers: [],
            attributes: [],
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [
                {
                  type: 'VariableDeclarator',
                  id: { type: 'Identifier', name },
                  init: valueToEstree(value),
                },
              ],
            },
          },
        ],
      },
    },
  } as never;
}
