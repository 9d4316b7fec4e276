import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { firebaseSettingsPlugin } from './src/site/settings.server.ts';

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) };
// The settings of a build without VITE_FIREBASE_* (local news), as modules read them.
const plugins = [firebaseSettingsPlugin()];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        plugins,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Some tests encode photos with sharp or start a build: CPU-bound
          // work that takes seconds, and four times as long on a busy machine.
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        plugins,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
