import type { Plugin } from 'vite';
import { processWide } from '../../lib/process-wide.ts';

/**
 * A chunk of a bundle built apart from the main one (the page script, built
 * like a worker: src/root.tsx), in the shape of a chunk of Vite's manifest.
 */
export interface ScriptChunk {
  file: string;
  imports: string[];
  dynamicImports: string[];
  /** Files it names: pictures, fonts, stylesheets. */
  assets: string[];
}

/** The chunks of every separate bundle built in this process, by file. */
export const scriptChunks = () =>
  processWide('script-chunks', () => new Map<string, ScriptChunk>());

/**
 * Records the chunks of a bundle Vite's manifest does not cover. Vite's
 * manifest lists the page script as a file the root route names, but not
 * the chunks it imports in turn (its islands): this plugin, given to that
 * bundle, records them, for the build's end to walk as it walks the manifest.
 */
export function recordScriptChunks(): Plugin {
  return {
    name: 'record-script-chunks',
    apply: 'build',
    generateBundle(_, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const { importedAssets, importedCss } = output.viteMetadata ?? {};
        scriptChunks().set(output.fileName, {
          file: output.fileName,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          assets: [...(importedAssets ?? []), ...(importedCss ?? [])],
        });
      }
    },
  };
}
