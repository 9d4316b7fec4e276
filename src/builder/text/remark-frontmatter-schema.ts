import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { ContentProblemsError } from '../../content/problem.ts';
import type { ContentStore } from '../../content/store.server.ts';
import { contentProblemsWarnOnly } from './content-checks.ts';
import { say } from '../../content/messages.ts';

/**
 * A long page's frontmatter as it compiles: the content store's entry,
 * read and checked once per build (content/store.server.ts; a text the
 * store does not hold, such as a test's, is read now by the same reader),
 * kept for the plugins that read it (rehype-pictures: the banner). A page
 * that is wrong stops the build, in Spanish, by file and line; where
 * problems only warn (the live publication), it compiles without, and the
 * registry leaves it out.
 */
export function remarkFrontmatterSchema({ store }: { store: ContentStore }) {
  return (_tree: Root, file: VFile) => {
    const name = file.path ? file.path.slice(file.cwd.length + 1) : 'content file';
    const read = store.page(name, String(file.value));
    if (!Array.isArray(read)) {
      file.data.frontmatter = read.data;
      return;
    }
    if (contentProblemsWarnOnly()) return;
    throw new ContentProblemsError(read, say('pageDataWrong'));
  };
}
