// The project's TypeScript modules for the scripts and for the React Router
// config, through Vite's module runner, which knows the "~" alias (src/)
// without the project's Vite config and its plugins.
import path from 'node:path';
import { runnerImport } from 'vite';

const SRC = path.resolve(import.meta.dirname, '../../src');

/**
 * The module at `file` under src/ ("news/archive/check.server.ts").
 * @param {string} file
 * @returns {Promise<any>}
 */
export const importSource = async (file) =>
  (
    await runnerImport(path.join(SRC, file), {
      configFile: false,
      resolve: { alias: { '~': SRC } },
      logLevel: 'warn',
    })
  ).module;
