// The schedule's question installs the workspace scripts/news-check-packages
// alone (.github/actions/set-up, `packages: news-check`). Here that install is
// made in a copy of the project, as the runner makes it, and the question is
// asked there against the protocol-level server: what it loads is installed,
// and what the workspace declares is what it loads.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readNewsArchive } from '~/news/archive/read.server';
import { parseSettings } from '~/builder/plugins/settings.server';
import { copyProject } from '../../scripts/lib/project-copy.mjs';
import { startFirestoreTestServer } from '../../scripts/test-servers/server.mjs';
import { runCommand } from '../support/command';

const WORKSPACE = 'scripts/news-check-packages';
/** An install from npm's cache and a question, each some seconds on a busy machine. */
const TIMEOUT_MS = 300_000;

/** Records, one a line, each package a module is loaded from (resolved by Node). */
const RECORD_PACKAGES = `data:text/javascript,${encodeURIComponent(`
import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(\`
  import { appendFileSync } from 'node:fs';
  export async function resolve(specifier, context, next) {
    const resolved = await next(specifier, context);
    const at = resolved.url.lastIndexOf('/node_modules/');
    if (at >= 0) {
      const [scope, name] = resolved.url.slice(at + 14).split('/');
      appendFileSync(process.env.PACKAGES_LOG, (scope.startsWith('@') ? scope + '/' + name : scope) + '\\\\n');
    }
    return resolved;
  }\`));
`)}`;

describe('the question’s own install', () => {
  let copy: Awaited<ReturnType<typeof copyProject>>;
  let server: Awaited<ReturnType<typeof startFirestoreTestServer>>;

  beforeAll(async () => {
    copy = await copyProject('isc-question-', (file) =>
      /^(package(-lock)?\.json|src\/|scripts\/|content\/[\w-]+\.json$)/.test(file),
    );
    // The copy's own node_modules, as a fresh runner has none.
    await rm(path.join(copy.dir, 'node_modules'));
    const documents = Array.from({ length: 30 }, (_, i) => ({
      id: `nota-${i}`,
      fields: {
        fecha: { timestampValue: new Date(Date.UTC(2026, 0, 30 - i)).toISOString() },
        contenido: { stringValue: `<p>Nota ${i}.</p>` },
      },
    }));
    server = await startFirestoreTestServer({ port: 0, documents });
  }, TIMEOUT_MS);
  afterAll(async () => {
    server?.close();
    await copy?.remove();
  });

  it(
    'is the workspace alone, and the question runs on it, loading every package it declares',
    async () => {
      const install = await runCommand(
        'npm',
        ['ci', '--workspace', 'news-check-packages', '--prefer-offline', '--no-audit', '--no-fund'],
        { cwd: copy.dir },
      );
      expect(install.status, install.output).toBe(0);
      const installed = (await readdir(path.join(copy.dir, 'node_modules'))).length;
      const everything = (await readdir('node_modules')).length;
      expect(installed).toBeLessThan(everything / 10);

      const env = {
        ...Object.fromEntries(
          Object.entries(process.env).filter(
            ([name]) =>
              !/^(VITE_FIREBASE_|NEWS_CACHE_DIR$|PUBLICATION_RECORD_DIR$|LISTING_REQUEST_DIR$)/.test(
                name,
              ),
          ),
        ),
        VITE_FIREBASE_PROJECT_ID: 'demo-isc',
        VITE_FIREBASE_API_KEY: 'clave-de-prueba',
        VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${(server.address() as AddressInfo).port}`,
      };
      // What the last publication kept, read as the build reads it, in the copy.
      vi.spyOn(console, 'info').mockImplementation(() => {});
      const cwd = process.cwd();
      process.chdir(copy.dir);
      try {
        await readNewsArchive({
          firebase: parseSettings(env),
          localDir: '',
          ifUnreadable: 'stop',
          keptDir: path.join(copy.dir, '.cache/news'),
        });
      } finally {
        process.chdir(cwd);
        vi.restoreAllMocks();
      }
      // And its record: main as it stands is live (the publication's own script).
      const recorded = await runCommand(
        'bash',
        ['scripts/commands/record-publication.sh', 'success'],
        {
          cwd: copy.dir,
        },
      );
      expect(recorded.status, recorded.output).toBe(0);

      const log = path.join(copy.dir, 'packages.log');
      const output = path.join(copy.dir, 'github-output');
      await writeFile(output, '');
      const question = await runCommand('npm', ['run', 'news:check'], {
        cwd: copy.dir,
        env: {
          ...env,
          NODE_OPTIONS: `--import=${RECORD_PACKAGES}`,
          PACKAGES_LOG: log,
          GITHUB_OUTPUT: output,
        },
      });
      expect(question.status, question.output).toBe(0);
      expect(question.output).toMatch(/News: no deploy is due: nothing changed/);
      expect(await readFile(output, 'utf8')).toBe('changed=false\nlive=true\n');

      const loaded = new Set((await readFile(log, 'utf8')).split('\n').filter(Boolean));
      const declared = Object.keys(
        JSON.parse(await readFile(path.join(WORKSPACE, 'package.json'), 'utf8')).dependencies,
      );
      for (const name of declared) expect(loaded, name).toContain(name);
    },
    TIMEOUT_MS,
  );
});
