// Build time only: the news staff keep as files (src/content/kinds.ts), read
// from the disk as NewsItems, like any other source's.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readMarkdownEntry } from '~/content/entries';
import { ContentProblemsError } from '~/content/problem';
import { contentKinds, entryName, isFileOf } from '~/content/kinds';
import { parseDate } from '~/lib/dates';
import type { NewsItem, NewsSource } from '../model/types';
import { newsVersion } from '../model/version';
import { localNewsHtml } from './local-text';
import { say } from '~/content/messages';

/** Where staff keep local news, from the project's root. */
export const LOCAL_NEWS_DIR = contentKinds.news.folder;

/** Parses one news file (Markdown, or HTML as an editor writes it); what is wrong stops the build, in Spanish, on its line. */
export async function parseNewsFile(file: string, source: string): Promise<NewsItem> {
  const read = readMarkdownEntry(contentKinds.news.schema, { file, text: source });
  const problems = Array.isArray(read)
    ? read
    : read.body.trim()
      ? []
      : [{ file, line: read.bodyLine, message: say('newsWithoutText') }];
  if (Array.isArray(read) || problems.length)
    throw new ContentProblemsError(problems, say('newsFileWrong'));
  const body = read.body.trim();
  const fecha = parseDate(read.data.fecha);
  const contenido = localNewsHtml(file, body);
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
