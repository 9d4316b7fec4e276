// The catalogues of what people are told, one per audience: staff's
// (src/content/messages.ts) and the administrator's
// (scripts/lib/administrator-messages.json). Every message is said
// somewhere, none is written outside them, and each problem reaches its
// readers (the build's log, GitHub's annotation, the pull request's comment
// the panel reads) with its file and line.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { annotation, longPageProblems, siteIndexFrom } from '~/builder/text/content-checks';
import { pageContentProblems, unreadableText } from '~/builder/text/page-content';
import { pageSyntax } from '~/builder/text/page-syntax';
import { readJsonEntry } from '~/content/entries';
import { contentKinds } from '~/content/kinds';
import { MESSAGES, say, type MessageName } from '~/content/messages';
import { readPage, readPageFiles } from '~/content/page-entries';
import { describeProblem, type ContentProblem } from '~/content/problem';
import { findingsComment } from '~/editor/review';
import { school } from '~/site/identity';
import { ADMINISTRATOR } from '../../scripts/lib/administrator-messages.mjs';
import { placePages } from '~/site/page-addresses';

const tracked = (...patterns: string[]) =>
  execFileSync('git', ['ls-files', ...patterns], { encoding: 'utf8' })
    .trim()
    .split('\n');

/** Where staff's and the administrator's words are written: the build, the editor, the workflows' scripts. */
const STAFF_CODE = tracked(
  'src/builder',
  'src/build-end',
  'src/content',
  'src/editor',
  'src/site/addresses.ts',
  'src/site/page-addresses.ts',
  'src/news/sources',
  'src/news/archive',
  'scripts/commands',
  'scripts/lib',
).filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.|\.d\.ts$/.test(file));

/**
 * What may hold Spanish besides the catalogues: each field's label, hint and
 * limits, kept with its rule in its schema (the editor's form reads them
 * there); the staff guide's tables (field-table.ts writes a guide); what
 * families read (the notice's label, the feed's title); and sample data.
 */
const EXCEPTIONS = new Set([
  'src/content/messages.ts',
  'src/content/field-table.ts',
  'src/build-end/notice-in-pages.ts',
  'src/news/archive/feed.server.ts',
  'scripts/lib/photo-site.mjs',
  'src/content/page.ts',
  'src/content/notice.ts',
  'src/content/site-setup.ts',
  'src/content/school-details.ts',
  'src/content/local-news.ts',
  'src/content/kinds.ts',
]);

/** The workflows' shell scripts, which tell the administrator through admin_say. */
const SHELL = tracked('scripts/commands/*.sh', 'scripts/lib/*.sh');

/** A string that reads as a Spanish sentence: three words or more, with a Spanish mark or word. */
const SPANISH = /[áéíóúñ¿¡«]|\b(?:que|una|la|los|las|del|para|archivo|hay|puede)\b/i;
const isSentence = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .filter((word) => /[a-záéíóúñ]{2,}/i.test(word)).length >= 3 && SPANISH.test(text);

/** The Spanish sentences written in `file`'s strings and JSX text. */
function sentencesIn(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      const text = ts.isJsxText(node) ? node.getText() : node.text;
      if (isSentence(text)) found.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const site = siteIndexFrom({
  pages: { '/secundario/normasDeConvivencia': ['objeto'] },
  common: [],
  files: [],
  applications: [],
});

/** The page's frontmatter as shipped, for texts that need one. */
const frontmatter = readFileSync('content/historia.mdx', 'utf8').split(/^---$/m)[1];
const pageFile = (body: string, head = frontmatter) => `---${head}---\n${body}`;

/** Each problem message, made by the check that finds it on a text staff could write. */
const PROBLEMS: [MessageName, () => ContentProblem[]][] = [
  [
    'pageImportsCode',
    () => pageContentProblems(pageSyntax('import x from "y"\n'), 'content/a.mdx', school),
  ],
  [
    'notSchoolDetail',
    () => pageContentProblems(pageSyntax('Hola {school.secret}\n'), 'content/a.mdx', school),
  ],
  [
    'tagNotAllowed',
    () => pageContentProblems(pageSyntax('<script>a</script>\n'), 'content/a.mdx', school),
  ],
  [
    'attributeNotAllowed',
    () => pageContentProblems(pageSyntax('<div id="x">a</div>\n'), 'content/a.mdx', school),
  ],
  ['htmlComment', () => [unreadableTextOf('Texto.\n\n<!-- nota -->\n')]],
  ['openBrace', () => [unreadableTextOf('Texto {sin cerrar\n')]],
  ['articleRepeated', () => problemsOf('## Artículo 1. Uno\n\n## Artículo 1. Otra vez\n')],
  ['articleMissing', () => problemsOf('## Artículo 1. Uno\n\n## Artículo 3. Tres\n')],
  ['linkToNoPage', () => problemsOf('[la tienda](/tienda)\n')],
  ['linkToNoSection', () => problemsOf('[objeto](/secundario/normasDeConvivencia#nada)\n')],
  ['frontmatterMissing', () => asProblems(readPage({ file: 'content/a.mdx', text: 'Texto.\n' }))],
  [
    'fieldInvalid',
    () =>
      asProblems(
        readPage({
          file: 'content/a.mdx',
          text: pageFile('Texto.\n', frontmatter!.replace(/^section: .*$/m, 'section: otra')),
        }),
      ),
  ],
  [
    'pageNameWrong',
    () => asProblems(readPage({ file: 'content/Mal_Nombre.mdx', text: pageFile('Texto.\n') })),
  ],
  [
    'jsonInvalid',
    () =>
      asProblems(
        readJsonEntry(contentKinds.notice.schema, { file: 'content/aviso.json', text: '{' }),
      ),
  ],
  ['fixedPageGone', () => placePages(readPageFiles([])).problems.slice(0, 1)],
];

function unreadableTextOf(text: string): ContentProblem {
  try {
    pageSyntax(text);
  } catch (error) {
    return unreadableText(error, 'content/a.mdx');
  }
  throw new Error(`MDX read ${JSON.stringify(text)}`);
}
const problemsOf = (body: string) =>
  longPageProblems({ file: 'content/a.mdx', path: '/secundario/a', source: body }, site);
const asProblems = (read: unknown) => (Array.isArray(read) ? (read as ContentProblem[]) : []);

/** A message's words that do not depend on what it is told: its fixed start, and its hint. */
const fixedWords = (name: MessageName) => {
  const { message, hint } = MESSAGES[name] as { message: unknown; hint?: string };
  const start = typeof message === 'string' ? message : '';
  return [start, hint ?? ''].filter(Boolean);
};

describe('what staff are told', () => {
  it('is written once, in the catalogue: no Spanish sentence in the build’s, the editor’s or the workflows’ code besides', () => {
    const outside = STAFF_CODE.filter((file) => !EXCEPTIONS.has(file)).flatMap((file) =>
      sentencesIn(file).map((text) => `${file}: ${text}`),
    );
    expect(STAFF_CODE.length).toBeGreaterThan(50);
    expect(outside).toEqual([]);
    // The finder finds: the catalogue itself is full of sentences.
    expect(sentencesIn('src/content/messages.ts').length).toBeGreaterThan(60);
  });

  it('is never written in a shell script: the administrator’s words come from their catalogue', () => {
    const written = SHELL.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({
          line: line.replace(/(^|\s)#.*$/, ''),
          at: `${file}:${index + 1}`,
        }))
        .filter(({ line }) => /[áéíóúñ¿¡«]/.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(SHELL.length).toBeGreaterThan(5);
    expect(written).toEqual([]);
    const code = [...SHELL, ...STAFF_CODE].map((file) => readFileSync(file, 'utf8')).join('\n');
    const unsaid = Object.keys(ADMINISTRATOR)
      .filter((name) => name !== '$comment')
      .filter((name) => !code.includes(`say('${name}'`) && !code.includes(`admin_say ${name}`));
    expect(unsaid).toEqual([]);
  });

  it('is said somewhere, every message of it', () => {
    const code = STAFF_CODE.filter((file) => file !== 'src/content/messages.ts')
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unsaid = Object.keys(MESSAGES).filter(
      (name) => !code.includes(`'${name}'`) && !code.includes(`MESSAGES.${name}`),
    );
    expect(unsaid).toEqual([]);
  });

  it.each(PROBLEMS)(
    '%s reaches the build’s log, GitHub and the panel with its file and line',
    (name, find) => {
      const problems = find();
      expect(problems.length).toBeGreaterThan(0);
      const problem = problems[0]!;
      for (const words of fixedWords(name)) expect(problem.message).toContain(words);
      expect(problem.line).toBeGreaterThan(0);
      expect(problem.file).toMatch(/^content\//);
      // The build's log, and GitHub's annotation on the file's line.
      expect(describeProblem(problem)).toBe(
        `${problem.file}, línea ${problem.line}: ${problem.message}`,
      );
      expect(annotation(problem, 'error')).toContain(`file=${problem.file},line=${problem.line},`);
      // The pull request's comment: on GitHub, and as the data the panel reads.
      const comment = findingsComment('abc123', [problem]);
      expect(comment).toContain(describeProblem(problem).replace(/\s+/g, ' '));
      const data = /<!-- \S+ (\{.*\}) -->/.exec(comment)![1]!;
      expect(JSON.parse(data.replace(/-\\u002d/g, '--')).findings).toEqual([problem]);
    },
  );

  it('says what happened, then what to do', () => {
    expect(say('addressTaken', '/buscar')).toBe(
      'La dirección /buscar ya es de otra parte del sitio: cambiá el nombre del archivo o la sección.',
    );
    expect(say('pagesHoldCode', 2)).toMatch(
      /^Una página tiene 2 cosas que no son texto .* No se publicó nada\.$/,
    );
  });
});
