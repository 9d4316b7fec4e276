import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { z } from 'zod';
import { parseDate } from '../site/dates.ts';
import { fieldProblems, splitFrontmatter } from './frontmatter.ts';

/** Frontmatter of a news file in content/news/. */
const newsFrontmatter = z.strictObject({
  /** Publication date and time: 2026-03-15 or 2026-03-15T10:30:00-03:00. */
  fecha: z.union([z.iso.date(), z.iso.datetime({ offset: true })]),
  /** An example shipped with the site: `npm run preflight` refuses to publish it. */
  sample: z.boolean().optional(),
});

export interface LocalNewsDocument {
  id: string;
  fecha: { seconds: number; nanoseconds: number };
  contenido: string;
}

const markdown = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeStringify, { allowDangerousHtml: true });

/** Parses one news file; the error names the file and the field. */
export async function parseNewsFile(file: string, source: string): Promise<LocalNewsDocument> {
  let split: ReturnType<typeof splitFrontmatter>;
  try {
    split = splitFrontmatter(source);
  } catch (error) {
    throw new Error(`Invalid news file ${file}: ${(error as Error).message}`);
  }
  if (!split)
    throw new Error(`Invalid news file ${file}: it has no --- frontmatter --- block with a fecha`);
  const result = newsFrontmatter.safeParse(split.data);
  if (!result.success) {
    throw new Error(`Invalid news file ${file}: ${fieldProblems(result.error).join('; ')}`);
  }
  const body = split.body.trim();
  if (!body) throw new Error(`Invalid news file ${file}: the text is empty`);
  return {
    id: path.basename(file).replace(/\.(md|html)$/, ''),
    fecha: { seconds: Math.floor(parseDate(result.data.fecha).getTime() / 1000), nanoseconds: 0 },
    contenido: file.endsWith('.html') ? body : String(await markdown.process(body)).trim(),
  };
}

/** Every .md or .html file of `dir`, newest first. */
export async function loadLocalNews(dir: string): Promise<LocalNewsDocument[]> {
  const files = (await readdir(dir)).filter((f) => /\.(md|html)$/.test(f)).sort();
  const documents = await Promise.all(
    files.map(async (f) =>
      parseNewsFile(path.join(path.basename(dir), f), await readFile(path.join(dir, f), 'utf8')),
    ),
  );
  return documents.sort((a, b) => b.fecha.seconds - a.fecha.seconds || a.id.localeCompare(b.id));
}
