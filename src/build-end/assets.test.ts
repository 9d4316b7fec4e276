import { describe, expect, it } from 'vitest';
import type { ScriptChunk } from '~/builder/plugins/script-chunks';
import { usedAssets, type Manifest } from './assets.server';

/** A manifest shaped as a React Router client build leaves it (names shortened). */
const manifest: Manifest = {
  'entry.client.tsx': { file: 'assets/entry.client-z.js', isEntry: true, imports: ['_client'] },
  _client: { file: 'assets/client-y.js' },
  'src/root.tsx': {
    file: 'assets/root-x.js',
    isEntry: true,
    imports: ['_client', '_pictures'],
    css: ['assets/root-e.css'],
    assets: ['assets/font-f.woff2', 'assets/page-script-a.js'],
  },
  _pictures: { file: 'assets/pictures-w.js', assets: ['assets/drawing-g.svg'] },
  'src/routes/news.tsx': { file: 'assets/news-v.js', isEntry: true, dynamicImports: ['_late'] },
  _late: { file: 'assets/late-u.js', assets: ['assets/late-h.png'] },
  // Built, but named by no entry.
  'src/unused.ts': { file: 'assets/unused-t.js', assets: ['assets/unused-i.png'] },
};

const chunk = (file: string, rest: Partial<ScriptChunk> = {}): ScriptChunk => ({
  file,
  imports: [],
  dynamicImports: [],
  assets: [],
  ...rest,
});

/** The page script's own bundle: its islands and what they import. */
const scripts = new Map(
  [
    chunk('assets/page-script-a.js', {
      imports: ['assets/dates-c.js'],
      dynamicImports: ['assets/live-news-b.js'],
    }),
    chunk('assets/live-news-b.js', {
      imports: ['assets/page-script-a.js'],
      dynamicImports: ['assets/index.esm-d.js'],
    }),
    chunk('assets/dates-c.js'),
    chunk('assets/index.esm-d.js', { assets: ['assets/icon-j.svg'] }),
  ].map((script) => [script.file, script]),
);

describe('usedAssets', () => {
  it('keeps the files the entries name and the page script’s chunks, and none of the routes’ code', () => {
    expect([...usedAssets(manifest, scripts)].sort()).toEqual(
      [
        'assets/dates-c.js',
        'assets/drawing-g.svg',
        'assets/font-f.woff2',
        'assets/icon-j.svg',
        'assets/index.esm-d.js',
        'assets/late-h.png',
        'assets/live-news-b.js',
        'assets/page-script-a.js',
      ].sort(),
    );
  });

  it('keeps no stylesheet, which every page carries inline, and nothing no entry reaches', () => {
    const used = usedAssets(manifest, scripts);
    for (const file of ['assets/root-e.css', 'assets/root-x.js', 'assets/unused-i.png'])
      expect(used.has(file)).toBe(false);
  });
});
