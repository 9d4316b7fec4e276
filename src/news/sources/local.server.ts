// Build time only: the news staff keep as files in content/news/, read from
// the disk as NewsItems, like any other source's.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { z } from 'zod';
import { fieldProblems, splitFrontmatter } from '~/integrations/frontmatter';
import { parseDate } from '~/site/dates';
import type { NewsItem, NewsSource } from '../model/types';
import { newsVersion } from '../model/version';

/** Where staff keep local news, from the project's root. */
export const LOCAL_NEWS_DIR = 'content/news';

/** Frontmatter of a news file in content/news/. */
export const newsFrontmatter = z.strictObject({
  /** Publication date and time: 2026-03-15 or 2026-03-15T10:30:00-03:00. */
  fecha: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).meta({
    title: 'Fecha',
    description: 'El día y la hora de publicación.',
  }),
  /** An example shipped with the site: `npm run preflight` refuses to publish it. */
  sample: z.boolean().optional().meta({
    title: 'Ejemplo',
    description: 'Una noticia de ejemplo, que vino con el sitio: no se publica.',
  }),
});

const markdown = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeStringify, { allowDangerousHtml: true });

/** Parses one news file (Markdown, or HTML as an editor writes it); the error names the file and the field. */
export async function parseNewsFile(file: string, source: string): Promise<NewsItem> {
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
  const fecha = parseDate(result.data.fecha);
  const contenido = file.endsWith('.html') ? body : String(await markdown.process(body)).trim();
  return {
    id: path.basename(file).replace(/\.(md|html)$/, ''),
    fecha,
    contenido,
    version: await newsVersion({ fecha, contenido }),
  };
}

/** News from the .md and .html files of `dir` (content/news/), newest first. */
export function createLocalSource(dir: string): NewsSource {
  const all = async () => {
    const files = (await readdir(dir)).filter((f) => /\.(md|html)$/.test(f)).sort();
    const items = await Promise.all(
      files.map(async (f) =>
        parseNewsFile(path.join(path.basename(dir), f), await readFile(path.join(dir, f), 'utf8')),
      ),
    );
    return items.sort(
      (a, b) => b.fecha!.getTime() - a.fecha!.getTime() || a.id.localeCompare(b.id),
    );
  };
  return {
    all,
    list: async () => (await all()).map(({ id, fecha, version }) => ({ id, fecha, version })),
    get: async (ids) => (await all()).filter((item) => ids.includes(item.id)),
  };
}
