// Build time only: every drawing the site serves rewritten sanitised. With
// the files of public/ that would run code refused as the build starts
// (src/builder/text/public-files.server.ts) and the policy that runs nothing
// on every response but the pages' (firebase.json), every file the site
// serves is inert on its origin, where the editor's staff sign in.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentProblem } from '~/content/problem';
import { filesUnder } from '~/builder/text/public-files.server';
import { sanitisedDrawingFile } from '~/pictures/index.server';
import { say } from '~/content/messages';

/**
 * Every .svg under `clientDir` (the built site) rewritten sanitised
 * (sanitisedDrawingFile); a file that holds no drawing is a problem, named
 * as public/ has it.
 */
export async function sanitiseDrawingFiles(clientDir: string): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  for (const file of (await filesUnder(clientDir)).filter((name) => /\.svg$/i.test(name))) {
    const at = path.join(clientDir, file);
    const drawing = sanitisedDrawingFile(await readFile(at, 'utf8'));
    if (drawing) await writeFile(at, drawing);
    else
      problems.push({
        file: `public/${file}`,
        line: 1,
        message: say('drawingUnsafe'),
      });
  }
  return problems;
}
