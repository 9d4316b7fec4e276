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
export const importSource = async (file, { plugins = [] } = {}) =>
  (
    await runnerImport(path.join(SRC, file), {
      configFile: false,
      resolve: { alias: { '~': SRC } },
      logLevel: 'warn',
      plugins: [contentStore(), ...plugins],
    })
  ).module;

/** Whether the module `id` is one of the content store's: its pages module, or a staff file. */
const STORE_MODULE = /^\0?virtual:content\/|\/content\/[^/]+\.(?:json|mdx)$/;

/**
 * The content store's plugin (src/builder/text/content-store.ts), loaded
 * only once a module asks for a staff file or the pages read: a script that
 * reads none (the schedule's question, on its own few packages) loads none
 * of it.
 * @returns {import('vite').Plugin}
 */
function contentStore() {
  /** @type {Promise<import('vite').Plugin> | undefined} */
  let plugin;
  const real = () =>
    (plugin ??= runnerImport(path.join(SRC, 'builder/text/content-store.ts'), {
      configFile: false,
      logLevel: 'warn',
    }).then(({ module }) => module.contentStorePlugin({ check: false })));
  return {
    name: 'content-store',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (!STORE_MODULE.test(id)) return null;
      const resolve = /** @type {Function} */ ((await real()).resolveId);
      return resolve.call(this, id, importer, options);
    },
    async load(id) {
      if (!STORE_MODULE.test(id.split('?')[0])) return null;
      const load = /** @type {Function} */ ((await real()).load);
      return load.call(this, id);
    },
  };
}
