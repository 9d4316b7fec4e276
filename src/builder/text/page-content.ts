// Staff's MDX is content, never code. A long page may hold
// Markdown, the school's details written as `{school.name}` (filled in here,
// as text, from the school's identity: nothing of the page is evaluated, and
// no page imports anything) and a few HTML elements with a class (the
// contract's signatures block). Any import, export, other expression,
// component or attribute is refused, in Spanish, by file and line, before
// anything compiles a page: by the build's first step (page-file-checks.server.ts,
// from contentFilesPlugin, which reads every page file and writes the
// problems where the preview job tells them) and again as each page compiles
// (remarkContentOnly), so that the development server holds to it too; the
// editor's preview checks and fills the text as staff type with the same
// function (pageContentProblems). Runs in a browser as in Node.
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { SchoolIdentity } from '../../site/school-identity.ts';
import { ContentProblemsError, type ContentProblem } from '../../content/problem.ts';
import { say } from '../../content/messages.ts';

/** The HTML elements a page may hold, each with a `className` written as text at most. */
const ELEMENTS = new Set(['div', 'p', 'span']);

/** A school's detail as a page writes it: `school.name`, `school.founder.name`, a number as es-AR writes it. */
const DETAIL = /^school((?:\.[A-Za-z]\w*)+)(\.toLocaleString\((['"])es-AR\3\))?$/;

/** An MDX comment: `{/* … *\/}`. */
const COMMENT = /^\/\*(?:(?!\*\/)[\s\S])*\*\/$/;

interface Positioned {
  type: string;
  position?: { start: { line: number } };
}
interface Parent extends Positioned {
  children?: Node[];
}
type Node = Parent & {
  value?: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
};

/** The text of the detail `expression` names, or undefined if it names none. */
export function detailText(expression: string, identity: SchoolIdentity) {
  const match = DETAIL.exec(expression.trim());
  if (!match) return undefined;
  let value: unknown = identity;
  for (const name of match[1]!.slice(1).split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, name))
      return undefined;
    value = (value as Record<string, unknown>)[name];
  }
  if (typeof value === 'number') return value.toLocaleString('es-AR');
  return typeof value === 'string' && !match[2] ? value : undefined;
}

/** What is wrong with the element `node` (an MDX JSX element), if anything. */
function elementProblem(node: Node): string | undefined {
  if (!node.name || !ELEMENTS.has(node.name))
    return say(
      'tagNotAllowed',
      node.name ?? '',
      [...ELEMENTS].map((name) => `<${name}>`).join(', '),
    );
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute') return say('attributeInBraces', node.name);
    if (attribute.name !== 'className' || typeof attribute.value !== 'string')
      return say('attributeNotAllowed', attribute.name ?? '', node.name);
  }
  return undefined;
}

/**
 * Checks the page `tree` (its MDX syntax tree) and fills each school detail
 * in as text: answers every import, export, expression, element or
 * attribute it may not hold, each on its line, in Spanish.
 */
export function pageContentProblems(
  tree: Root,
  file: string,
  identity: SchoolIdentity,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const problem = (node: Positioned, message: string) =>
    problems.push({ file, line: node.position?.start.line ?? 1, message });
  const walk = (parent: Parent) => {
    if (!parent.children) return;
    parent.children = parent.children.flatMap((node): Node[] => {
      switch (node.type) {
        case 'mdxjsEsm':
          problem(node, say('pageImportsCode'));
          return [];
        case 'mdxFlowExpression':
        case 'mdxTextExpression': {
          const expression = node.value ?? '';
          if (COMMENT.test(expression.trim())) return [];
          const text = detailText(expression, identity);
          if (text === undefined) {
            problem(node, say('notSchoolDetail', expression.trim()));
            return [];
          }
          const filled: Node = { type: 'text', value: text, position: node.position };
          return node.type === 'mdxFlowExpression'
            ? [{ type: 'paragraph', children: [filled], position: node.position }]
            : [filled];
        }
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement': {
          const wrong = elementProblem(node);
          if (!wrong) break;
          // Refused, and left out: what reads the tree on (the preview) never meets it.
          problem(node, wrong);
          return [];
        }
      }
      walk(node);
      return [node];
    });
  };
  walk(tree as Parent);
  return problems;
}

/** The error that stops a build over a page that holds code. */
export const codeError = (problems: ContentProblem[]) =>
  new ContentProblemsError(problems, say('pagesHoldCode', problems.length));

/** What MDX's parser (micromark) says of text it cannot read: where, why, and which part of it said so. */
interface ParseMessage {
  line?: number;
  column?: number;
  message?: string;
  source?: string;
}

/**
 * A page's text that MDX cannot read, as staff read it: in Spanish, on its
 * line, with what to write instead. Most come from pasting: an HTML comment,
 * an address between < and >, or a tag from a web page.
 */
export function unreadableText(error: unknown, file: string): ContentProblem {
  const { line = 1, column, message = '', source = '' } = (error ?? {}) as ParseMessage;
  const why = message.includes('to create a comment in MDX')
    ? say('htmlComment')
    : message.includes('to create a link in MDX')
      ? say('angleAddress')
      : source.includes('mdx-jsx')
        ? say('pastedTag')
        : source.includes('mdx-expression') || /acorn|brace/i.test(source + message)
          ? say('openBrace')
          : say('textUnreadable', column);
  return { file, line, message: why };
}

/**
 * The remark plugin: refuses a page that holds code, and fills the school's
 * details in as text, from `identity()` (the content store's, as the page compiles).
 */
export function remarkContentOnly({ identity }: { identity: () => SchoolIdentity }) {
  return (tree: Root, file: VFile) => {
    const name = file.path ? file.path.slice(file.cwd.length + 1) : 'content file';
    const problems = pageContentProblems(tree, name, identity());
    if (problems.length) throw codeError(problems);
  };
}
