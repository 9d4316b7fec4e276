// The long pages' one reader: a page file, as written, becomes an entry
// (its name, file, checked frontmatter and text) or problems, in Spanish,
// on the file's lines. It reads texts, not a folder, so that both ways of
// finding the files share it: from disk, for the build's first step, the
// editor's configuration and the tests (files.server.ts), and through Vite
// for the pages themselves (long-pages.ts). Where each page is published,
// and what an address may not be, is the site's (site/page-addresses.ts).
import { z } from 'zod';
import { fieldLine, splitFrontmatter } from './frontmatter.ts';
import { entryName, contentKinds } from './kinds.ts';
import { frontmatterSchema, type Frontmatter } from './page.ts';
import type { ContentProblem } from './problem.ts';
import { schemaNode, type SchemaNode } from './schema-node.ts';

/** A page file as written: its name from the project's root, and its text. */
export interface PageSource {
  file: string;
  text: string;
}

/** A long page as the site publishes it. */
export interface PageEntry {
  /** The file's name without its folder and extension: the last part of its address. */
  name: string;
  file: string;
  data: Frontmatter;
  /** The file's whole text, as written. */
  text: string;
  /** The text under the frontmatter, and the line it starts on. */
  body: string;
  bodyLine: number;
}

/** A file name that is an address as it is: lowercase letters without accents, digits and single hyphens. */
const ADDRESS_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const schema = schemaNode(frontmatterSchema);

/** A field's label in the form, from the schema (`banner.title` → «Título grande»). */
function labelOf(path: readonly PropertyKey[]): string {
  let node: SchemaNode | undefined = schema;
  for (const name of path) node = node?.properties?.[String(name)];
  return node?.title ? `«${node.title}»` : `«${path.join('.') || 'datos'}»`;
}

/** One page file: its entry, or what is wrong with it (no other file is looked at). */
export function readPage({ file, text }: PageSource): PageEntry | ContentProblem[] {
  const problem = (line: number, message: string): ContentProblem => ({ file, line, message });
  let split: ReturnType<typeof splitFrontmatter>;
  try {
    split = splitFrontmatter(text);
  } catch (error) {
    const line = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line ?? 0;
    return [
      problem(
        line + 1,
        `Los datos de la página, entre las dos líneas ---, no se pueden leer: ${(error as Error).message.split('\n')[0]}`,
      ),
    ];
  }
  if (!split)
    return [
      problem(
        1,
        'La página no empieza con sus datos (título, descripción, encabezado…) entre dos líneas ---.',
      ),
    ];
  const { data, body, yaml } = split;
  const result = frontmatterSchema.safeParse(data, { error: z.locales.es().localeError });
  if (!result.success)
    return result.error.issues.map((issue) =>
      problem(
        fieldLine(yaml, issue.path) + 1,
        `${labelOf(issue.path)} no es válido: ${issue.message}`,
      ),
    );
  const name = entryName(contentKinds.page, file);
  if (!ADDRESS_NAME.test(name))
    return [
      problem(
        1,
        `El nombre del archivo, «${name}», es el final de la dirección de la página y no sirve así: solo minúsculas sin acentos, números y guiones entre palabras (por ejemplo, uniforme-escolar).`,
      ),
    ];
  return {
    name,
    file,
    text,
    data: result.data,
    body,
    bodyLine: yaml.split('\n').length + 3,
  };
}

/** Every long page in `sources`, and what is wrong with the others, each problem on its file and line. */
export function readPageFiles(sources: readonly PageSource[]): {
  entries: PageEntry[];
  problems: ContentProblem[];
} {
  const entries: PageEntry[] = [];
  const problems: ContentProblem[] = [];
  for (const source of [...sources].sort((a, b) => a.file.localeCompare(b.file))) {
    const read = readPage(source);
    if (Array.isArray(read)) problems.push(...read);
    else entries.push(read);
  }
  return { entries, problems };
}
