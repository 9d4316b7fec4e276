// Build time only: a browser entry bundled with all it imports as one
// classic script, minified: for what is not one of the site's pages' modules,
// the editor's review panel and preview, and the service worker.
import { build } from 'esbuild';
import { contentStoreEsbuild } from '../text/content-store.ts';

/**
 * The script made of `entry` (a file's path), as text; each of `constants`
 * written in where the entry names it (a global it declares), as JSON; each
 * module of `replace` (as imports name it: a package, `~/…`) taken from the
 * file it names.
 */
export async function classicScript(
  entry: string,
  constants: Record<string, unknown> = {},
  replace: Record<string, string> = {},
): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [entry],
    plugins: [
      contentStoreEsbuild(),
      {
        name: 'replace',
        setup(build) {
          build.onResolve({ filter: /./ }, ({ path }) =>
            Object.hasOwn(replace, path) ? { path: replace[path]! } : undefined,
          );
        },
      },
    ],
    logLevel: 'error',
    define: Object.fromEntries(
      Object.entries(constants).map(([name, value]) => [name, JSON.stringify(value)]),
    ),
    // JSX through react/jsx-runtime in every file, as tsconfig.json's
    // "react-jsx" says: the files `replace` brings in were built with React's
    // classic createElement, which no preview has.
    jsx: 'automatic',
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    write: false,
  });
  return outputFiles[0]!.text;
}
