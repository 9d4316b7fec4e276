// Build time only: public/ is staff's too (the editor uploads pictures
// there), and the build copies it as it is, to the origin where staff sign
// in to the editor. A file there that a browser would run code from, opened
// at its address, is refused by name as the build starts
// (refuseCodeInPages, page-file-checks.server.ts), whatever the channel.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ContentProblem } from '../../content/problem.ts';
import { say } from '../../content/messages.ts';

/** Files that run code when a browser opens them: pages, XML with its style sheets, scripts. */
const RUNNABLE = /\.(html?|xhtml?|xht|shtml|mht|mhtml|xml|xslt?|m?js|svgz)$/i;

/** The files under `dir`, relative to it, with forward slashes. */
export const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );

/** The files in `publicDir` (the project's public/) that would run code on the site's origin, each a problem. */
export async function runnableFiles(publicDir: string): Promise<ContentProblem[]> {
  return (await filesUnder(publicDir).catch(() => []))
    .filter((file) => RUNNABLE.test(file))
    .map((file) => ({
      file: `public/${file}`,
      line: 1,
      message: say('uploadRunsCode'),
    }));
}
