import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { readPage } from '../../content/page-entries.ts';
import { ContentProblemsError } from '../../content/problem.ts';
import { contentProblemsWarnOnly } from './content-checks.ts';

/**
 * Checks a long page's frontmatter as it compiles, through the pages' one
 * reader (content/page-entries.ts), and keeps it for the plugins that read
 * it (rehype-pictures: the banner). A page that is wrong stops the build,
 * in Spanish, by file and line; where problems only warn (the live
 * publication), it compiles without, and the registry leaves it out.
 */
export function remarkFrontmatterSchema() {
  return (_tree: Root, file: VFile) => {
    const name = file.path ? file.path.slice(file.cwd.length + 1) : 'content file';
    const read = readPage({ file: name, text: String(file.value) });
    if (!Array.isArray(read)) {
      file.data.frontmatter = read.data;
      return;
    }
    if (contentProblemsWarnOnly()) return;
    throw new ContentProblemsError(
      read,
      'Los datos de una página no están bien. No se publicó nada.',
    );
  };
}
