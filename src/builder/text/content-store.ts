// Build time only: the content store (content/store.server.ts) as Vite and
// esbuild see it. A staff file a module imports is loaded from the store,
// never from disk: a JSON kind's as its schema's output, a page's as
// written, for the compile; the pages read reach the registry as the
// module `virtual:content/pages` (content/store-modules.d.ts). As the build
// starts, every content file is checked, before anything compiles (JSON
// kinds by their schema, each long page for code: page-file-checks.server.ts).
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin, ViteDevServer } from 'vite';
import { jsonKinds } from '../../content/kinds.ts';
import { checkedJson, contentStore, type ContentStore } from '../../content/store.server.ts';

/** The module of the pages read. */
const PAGES_MODULE = 'virtual:content/pages';

/** The staff file `file`'s code, from the store: a JSON kind's checked value, a page as written. */
function fileModule(store: ContentStore, file: string): string | null {
  const kind = jsonKinds.find((each) => each.file === file);
  return kind ? JSON.stringify(checkedJson(store, kind)) : store.text(file);
}

/** A development edit of a staff file: the store forgets it, and every environment the pages' module. */
function forgetOnEdit(server: ViteDevServer, store: ContentStore) {
  server.watcher.on('all', (_event, file) => {
    if (store.fileOf(file) === null) return;
    store.forget(file);
    for (const environment of Object.values(server.environments)) {
      const module = environment.moduleGraph.getModuleById(`\0${PAGES_MODULE}`);
      if (module) environment.moduleGraph.invalidateModule(module);
    }
  });
}

/**
 * The content store in Vite: staff files loaded from it, the module of the
 * pages read, a development edit read again; and, unless `check` is false
 * (a script's modules, scripts/lib/source-modules.mjs), every content file
 * checked as the build or the development server starts.
 */
export function contentStorePlugin({ check = true } = {}): Plugin {
  let store = contentStore(process.cwd());
  return {
    name: 'content-store',
    enforce: 'pre',
    configResolved(config) {
      store = contentStore(config.root);
    },
    async buildStart() {
      if (!check) return;
      for (const kind of jsonKinds) checkedJson(store, kind);
      // Imported here: a script's modules (check false) load none of the page checks' packages.
      const { refuseCodeInPages } = await import('./page-file-checks.server.ts');
      await refuseCodeInPages(store);
    },
    resolveId(id) {
      return id === PAGES_MODULE ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${PAGES_MODULE}`)
        return `export const pageReads = ${JSON.stringify(store.pages())};`;
      const file = store.fileOf(id);
      if (file === null) return null;
      this.addWatchFile(id.split('?')[0]!);
      // Asked for with a query (`?raw`, say): Vite's own load answers it.
      return id.includes('?') ? null : fileModule(store, file);
    },
    configureServer(server) {
      forgetOnEdit(server, store);
    },
  };
}

/** The content store in esbuild (the editor's scripts): the JSON kinds' files, as their schemas' output. */
export function contentStoreEsbuild(root = process.cwd()): EsbuildPlugin {
  const store = contentStore(root);
  return {
    name: 'content-store',
    setup(build) {
      build.onLoad({ filter: /\.json$/ }, ({ path }) => {
        const file = store.fileOf(path);
        return file === null ? undefined : { contents: fileModule(store, file)!, loader: 'json' };
      });
    },
  };
}
