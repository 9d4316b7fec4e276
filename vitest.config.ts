import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { firebaseSettingsPlugin } from './src/builder/plugins/settings.server.ts';
import { contentStorePlugin } from './src/builder/text/content-store.ts';

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * A test project: the `~` alias, the settings of a build without
 * VITE_FIREBASE_* (local news) as modules read them, and two test files at a
 * time. Vitest's default, a worker fewer than the cores, is one on a
 * two-core machine, which leaves a core idle while a file waits on a build,
 * a child process or the browser.
 */
const project = (test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration => ({
  resolve: { alias },
  plugins: [firebaseSettingsPlugin(), contentStorePlugin()],
  test: { environment: 'node', fileParallelism: true, maxWorkers: 2, ...test },
});

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      project({
        // Modules alone: no build, no browser, no server, no other process.
        name: 'unit',
        include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
        // A few encode a photo with sharp: seconds, four times as long on a busy machine.
        testTimeout: 60_000,
      }),
      project({
        // Across processes: builds in a copy of the project, the workflows'
        // steps and their model, the protocol-level Firestore and GitHub stand-ins.
        name: 'integration',
        include: ['tests/integration/**/*.test.ts'],
        testTimeout: 60_000,
      }),
      project({
        // The browser: Chromium against the three builds.
        name: 'e2e',
        include: ['tests/e2e/**/*.test.ts'],
        globalSetup: ['tests/support/global-setup.ts'],
        testTimeout: 30_000,
        hookTimeout: 60_000,
        // A poll waits for what it asks for within the test's own time, not
        // Vitest's one second: on a busy machine a page's idle work, or the
        // editor filling a field, can take longer, and is not a failure.
        expect: { poll: { timeout: 20_000 } },
      }),
    ],
  },
});
