// Build time only: which built files under assets/ the pages use, from
// Vite's manifest (build/client/.vite/manifest.json) and the page script's
// own chunks (src/builder/plugins/script-chunks.ts), never by reading them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ScriptChunk } from '~/builder/plugins/script-chunks';

/** A chunk of Vite's manifest, as far as this step reads it. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Vite's manifest of a client build: Vite writes it in `.vite/` under the built site. */
export const MANIFEST_DIR = '.vite';

export async function readManifest(clientDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(clientDir, MANIFEST_DIR, 'manifest.json'), 'utf8'));
}

/**
 * The files the pages use. No page loads the routes' own code (they are
 * prerendered, without the client runtime: src/root.tsx), and each page
 * carries its stylesheets inline: what the pages fetch are the files their
 * modules name, the manifest's `assets` of the chunks the route entries
 * import (the page script, the heading font), then whatever a separate
 * bundle among them imports in turn (the page script's islands).
 */
export function usedAssets(manifest: Manifest, scripts: ReadonlyMap<string, ScriptChunk>) {
  const used = new Set<string>();
  const seen = new Set<string>();
  const visitManifest = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const asset of chunk.assets ?? []) visitFile(asset);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
      visitManifest(next);
  };
  const visitFile = (file: string) => {
    if (used.has(file)) return;
    used.add(file);
    const script = scripts.get(file);
    if (!script) return;
    for (const next of [...script.imports, ...script.dynamicImports, ...script.assets])
      visitFile(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visitManifest(key);
  return used;
}
