import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentKinds } from './kinds';
import { say } from './messages';
import { contentStore } from './store.server';

let root: string | undefined;
afterEach(() => root && rm(root, { recursive: true }));

/** A project folder with the shipped history page, its title written as staff might, and the school details. */
async function project() {
  root = await mkdtemp(path.join(tmpdir(), 'isc-store-'));
  await mkdir(path.join(root, 'content'));
  // A title typed with spaces after it: the schema's output is what the site reads.
  const history = (await readFile('content/historia.mdx', 'utf8')).replace(
    /^title: (.*)$/m,
    'title: "$1   "',
  );
  await writeFile(path.join(root, 'content/historia.mdx'), history);
  const details = JSON.parse(await readFile('content/colegio.json', 'utf8'));
  await writeFile(path.join(root, 'content/colegio.json'), JSON.stringify(details));
  return { store: contentStore(root), history, details };
}

describe('the content store', () => {
  it('reads each file once, however often it is asked, and answers its schema’s output', async () => {
    const { store, history, details } = await project();
    expect(store.pages().entries.map((entry) => entry.file)).toEqual(['content/historia.mdx']);
    expect(store.pages().entries[0]!.data.title).toMatch(/\S$/);
    expect(store.page('content/historia.mdx', history)).toBe(store.pages().entries[0]);
    const read = store.json(contentKinds.schoolDetails);
    expect(read).toEqual({ value: details });
    store.json(contentKinds.schoolDetails);
    expect(Object.fromEntries(store.reads)).toEqual({
      'content/historia.mdx': 1,
      'content/colegio.json': 1,
    });
  });

  it('reads a text it does not hold by the same reader, and an edited file again once forgotten', async () => {
    const { store, history } = await project();
    const edited = history.replace(/^title: .*$/m, 'title: Nuestra historia');
    expect(store.page('content/historia.mdx', edited)).toMatchObject({
      data: { title: 'Nuestra historia' },
    });
    expect(store.page('content/historia.mdx', '# sin datos')).toEqual([
      expect.objectContaining({ file: 'content/historia.mdx', line: 1 }),
    ]);
    await writeFile(path.join(root!, 'content/historia.mdx'), edited);
    store.forget(path.join(root!, 'content/other.txt'));
    expect(store.pages().entries[0]!.data.title).not.toBe('Nuestra historia');
    store.forget(path.join(root!, 'content/historia.mdx'));
    expect(store.pages().entries[0]!.data.title).toBe('Nuestra historia');
    expect(store.reads.get('content/historia.mdx')).toBe(2);
  });

  it('tells a missing JSON file by its name, in Spanish', async () => {
    const { store } = await project();
    expect(store.json(contentKinds.notice)).toEqual([
      { file: 'content/aviso.json', line: 1, message: say('jsonFileMissing') },
    ]);
  });
});
