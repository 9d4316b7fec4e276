import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { firebaseSettingsPlugin } from './src/builder/plugins/settings.server.ts';

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) };
// The settings of a build without VITE_FIREBASE_* (local news), as modules read them.
const plugins = [firebaseSettingsPlugin()];
// Two test files at a time, in every project: vitest's default, a worker
// fewer than the cores, is one on a two-core machine, which leaves a core
// idle while a file waits on a build, a child process or the browser.
const TWO_AT_A_TIME = { fileParallelism: true, maxWorkers: 2 };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        plugins,
        test: {
          // Modules alone: no build, no browser, no server, no other process.
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // A few encode a photo with sharp: seconds, four times as long on a busy machine.
          testTimeout: 60_000,
          ...TWO_AT_A_TIME,
        },
      },
      {
        resolve: { alias },
        plugins,
        test: {
          // Across processes: builds in a copy of the project, the workflows'
          // steps and their model, the protocol-level Firestore and GitHub stand-ins.
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          ...TWO_AT_A_TIME,
        },
      },
      {
        resolve: { alias },
        plugins,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          ...TWO_AT_A_TIME,
        },
      },
    ],
  },
});
