// The project's TypeScript modules for the scripts and for the React Router
// config, through Vite's module runner, which knows the "~" alias (src/)
// and the content store's modules, without the project's Vite config and its
// other plugins.
import path from 'node:path';
import { runnerImport } from 'vite';

const SRC = path.resolve(import.meta.dirname, '../../src');

/**
 * The module at `file` under src/ ("news/archive/check.server.ts"), with
 * Vite `plugins` of the caller's besides (a module stood in for, say).
 * @param {string} file
 * @param {{ plugins?: import('vite').Plugin[] }} [options]
 * @returns {Promise<any>}
 */
export async function importSource(file, { plugins = [] } = {}) {
  const { contentStorePlugin } = (
    await runnerImport(path.join(SRC, 'builder/text/content-store.ts'), {
      configFile: false,
      logLevel: 'warn',
    })
  ).module;
  return (
    await runnerImport(path.join(SRC, file), {
      configFile: false,
      resolve: { alias: { '~': SRC } },
      logLevel: 'warn',
      plugins: [contentStorePlugin({ check: false }), ...plugins],
    })
  ).module;
}
