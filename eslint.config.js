import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/, lowest first. A folder imports only from the layers
 * below its own, never from a neighbour in its layer: the folders of src/
 * cannot import each other in a circle. See ARCHITECTURE.md.
 */
const LAYERS = [
  /* helpers that import nothing of the project: dates, slugs, paths */ ['lib'],
  /* staff's content: each kind of file, its folder and its schema */ ['content'],
  /* the site's data: identity, pages, menu, footer, what is fetched ahead */ ['site'],
  /* the picture module */ ['pictures'],
  /* the build's plugins: a long page's MDX to HTML and its checks (text/), Vite's (plugins/), a page's policy */ [
    'builder',
  ],
  /* shared components and the island mechanism */ ['components', 'islands'],
  /* features */ ['news', 'long-page', 'home'],
  /* the page frame and the page script */ ['layout', 'page-script'],
  /* staff's editor, whose preview draws the site's own components */ ['editor'],
  /* routes and the document */ ['routes', 'root.tsx', 'routes.ts'],
  /* the build's end: the steps after every page is prerendered, and what they do to the built pages */ [
    'build-end',
  ],
];
/**
 * The modules of src/builder/text/ that run in a browser as in Node: what
 * the build does to a long page's text, which the editor's preview
 * (src/editor/preview/) does too as staff type.
 */
const PAGE_TEXT_MODULES = [
  'text-plugins',
  'page-content',
  'content-checks',
  'rehype-export-toc',
  'rehype-sections',
];

const target = (name) => (name.includes('.') ? `./src/${name}` : `./src/${name}/**`);
const source = (name) => `./src/${name}`;

const layerZones = LAYERS.flatMap((layer, rank) =>
  layer.map((name) => ({
    target: target(name),
    from: [...LAYERS.slice(rank + 1).flat(), ...layer.filter((other) => other !== name)].map(
      source,
    ),
    message: 'A layer imports only from itself and the layers below it (ARCHITECTURE.md).',
  })),
).filter((zone) => zone.from.length);

/**
 * The news feature's sub-folders, lowest first, held like the layers: what
 * an item is; where items come from and what is made of their HTML; the
 * build's archive and the list renderer (the same at build time and in the
 * browser); the live island; the views routes render.
 */
const NEWS_PARTS = [['model'], ['sources', 'html'], ['archive', 'list'], ['live'], ['views']];

const newsZones = NEWS_PARTS.flatMap((layer, rank) =>
  layer.map((name) => ({
    target: `./src/news/${name}/**`,
    from: [...NEWS_PARTS.slice(rank + 1).flat(), ...layer.filter((other) => other !== name)].map(
      (other) => `./src/news/${other}`,
    ),
    message:
      'A part of the news imports only from itself and the parts below it (ARCHITECTURE.md).',
  })),
).filter((zone) => zone.from.length);

/** What the rest of the site may import of the news: each sub-area's public surface. */
const newsSurface = {
  target: LAYERS.flat()
    .filter((name) => name !== 'news')
    .map(target),
  from: './src/news',
  except: [
    './model/index.ts',
    './views/index.ts',
    // The editor's preview of a local news item, apart from the views the routes render.
    './views/NewsPreview.tsx',
    './archive/index.server.ts',
    './archive/build.server.ts',
    // The news' lines of the build's report, which the live check reads on the fast path's few packages.
    './archive/report.ts',
    './live/island.ts',
  ],
  message: 'Import the news through their public surfaces (ARCHITECTURE.md).',
};

/** What the rest of the site may import of the picture module: its public surface. */
/**
 * The rule that keeps the content folders' names in src/content/kinds.ts:
 * from a file `depth` folders below the project, `../` that many times then
 * `content/` is the staff's folder; fewer is src/content/, the module.
 */
const namedContentFolder = (depth) => [
  'error',
  {
    selector: `Literal[value=/^(\\.\\.\\/){${depth},}content\\/|^content(\\/(?![\\w.\\/-]+\\.ts$)|$)|\\.mdx$/]`,
    message: 'Content folders and file types are named in src/content/kinds.ts alone.',
  },
  {
    selector: 'TemplateElement[value.raw=/(^|\\/)content\\/|\\.mdx/]',
    message: 'Content folders and file types are named in src/content/kinds.ts alone.',
  },
];

const picturesSurface = {
  target: LAYERS.flat()
    .filter((name) => name !== 'pictures')
    .map(target),
  from: './src/pictures',
  except: ['./index.ts', './index.server.ts', './publish.server.ts'],
  message: 'Import the picture module through its public surface (ARCHITECTURE.md).',
};

export default tseslint.config(
  {
    ignores: [
      'build',
      '.react-router',
      'node_modules',
      'test-results',
      'bench-results',
      '.bench-limit-*',
      '.bench-floor-*',
      'build-firestore',
      'build-photos',
      'build-firestore-pasted',
      '.cache',
      'scripts/**/.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: globals.browser,
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // Layers and no import cycles, between files and between the folders of src/.
    // Declarations of what a compiler makes (src/content/mdx.d.ts) describe no import.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.d.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          tsconfig: { configFile: './tsconfig.json' },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...newsZones, newsSurface, picturesSurface] },
      ],
    },
  },
  {
    // Where staff's files live and what they are called is written in
    // src/content/ alone (kinds.ts): no other module names a content folder
    // or a long page's file type.
    // A path under src/ ('content/kinds.ts', 'content/kind-files.server.ts', for the module loader) is no content folder.
    files: ['src/**/*.{ts,tsx,js}', 'scripts/**/*.{js,mjs}', '*.config.{js,ts}'],
    ignores: ['src/content/**', 'src/builder/**', 'src/**/*.test.{ts,tsx}', 'eslint.config.js'],
    rules: {
      'no-restricted-syntax': namedContentFolder(2),
    },
  },
  {
    // The same a folder deeper: from src/builder/text/, `../../content/` is src/content/.
    files: ['src/builder/**/*.{ts,tsx,js}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': namedContentFolder(3),
    },
  },
  {
    // The editor's one script of the site's own, copied as it is (src/editor/editor-site.server.ts).
    files: ['src/editor/boot.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Build-time code, scripts and tests run in Node.
    files: ['scripts/**', 'tests/**', 'src/builder/**', 'src/build-end/**', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Browser-side code never imports build-time integrations (*.server
    // modules run only at build time: React Router keeps them out of the
    // browser). Tests run in Node and reach no bundle.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/builder/**', 'src/build-end/**', 'src/**/*.server.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '~/builder/page-policy',
                '~/builder/plugins/*',
                '~/builder/text/*',
                '~/build-end/*',
                '**/builder/page-policy*',
                '**/builder/plugins/*',
                '**/builder/text/*',
                '**/build-end/*',
                ...PAGE_TEXT_MODULES.map((name) => `!~/builder/text/${name}`),
              ],
              allowTypeImports: true,
              message: 'Build-time code stays out of the browser bundle.',
            },
          ],
        },
      ],
    },
  },
);
