/**
 * The value named `name` for this whole process, made by `make` the first
 * time it is asked for. A build loads some modules more than once (Vite's
 * config, its plugins, the page renderer and the build's steps each have a
 * copy), so a module-level variable would be one per copy: this keeps one
 * on the global object instead.
 */
export function processWide<T>(name: string, make: () => T): T {
  const global = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(`isc.${name}`);
  if (!(key in global)) global[key] = make();
  return global[key] as T;
}
