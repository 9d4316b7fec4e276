// A local news file's text as HTML, as Firestore's `contenido` would hold it:
// the build (local.server.ts) and the editor's preview make it alike.
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const markdown = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeStringify, { allowDangerousHtml: true });

/** The HTML of the news file `file`'s text (`body`): Markdown made HTML, or HTML as an editor wrote it. */
export const localNewsHtml = (file: string, body: string): string =>
  file.endsWith('.html') ? body : String(markdown.processSync(body)).trim();
