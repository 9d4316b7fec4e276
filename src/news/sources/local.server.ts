// Build time only: the news staff keep as files (src/content/kinds.ts), read
// from the disk as NewsItems, like any other source's.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { fieldProblems, splitFrontmatter } from '~/content/frontmatter';
import { contentKinds, entryName, isFileOf } from '~/content/kinds';
import { newsFrontmatter } from '~/content/local-news';
import { parseDate } from '~/site/dates';
import type { NewsItem, NewsSource } from '../model/types';
import { newsVersion } from '../model/version';

/** Where staff keep local news, from the project's root. */
export const LOCAL_NEWS_DIR = contentKinds.news.folder;

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
    id: entryName(contentKinds.news, file),
    fecha,
    contenido,
    version: await newsVersion({ fecha, contenido }),
  };
}

/** News from the news files of `dir` (LOCAL_NEWS_DIR), newest first. */
export function createLocalSource(dir: string): NewsSource {
  const all = async () => {
    const files = (await readdir(dir)).filter((f) => isFileOf(contentKinds.news, f)).sort();
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
