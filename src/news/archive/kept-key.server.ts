// Build time only: what a kept news archive is good for, as a key: the
// project and the Firestore and Storage it was read from, and the code that
// prepared its entries, found import by import with TypeScript's own reader
// and the locked versions of the packages it uses.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { jsonKinds } from '~/content/kinds';
import { contentStore } from '~/content/store.server';
import type { SchoolIdentity } from '~/site/school-identity';
import { firestoreOrigin, type FirebaseSettings } from '~/site/firebase';

/**
 * Where the code that prepares an entry starts: the archive, which sanitises,
 * describes and writes each item (item.server.ts) with its pictures.
 */
const PREPARES_ENTRIES = 'src/news/archive/archive.server.ts';

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** A module's file from an import of `specifier` in `from`, or null for a package or a virtual module. */
async function resolveModule(specifier: string, from: string, root: string) {
  const base = specifier.startsWith('~/')
    ? path.join(root, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (
      await stat(file).then(
        (s) => s.isFile(),
        () => false,
      )
    )
      return file;
  }
  throw new Error(`${path.relative(root, from)} imports ${specifier}, which is not there`);
}

/** The package a bare import names ("dompurify", "@scope/name"), or null for Node's own and virtual modules. */
const packageOf = (specifier: string) =>
  /^(node:|virtual:)/.test(specifier) || specifier.startsWith('.') || specifier.startsWith('~/')
    ? null
    : specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');

type Lock = {
  packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
};

/** Each package's installed version and those of every package it depends on, as the lock file has them. */
function packageVersions(names: Iterable<string>, lock: Lock): string[] {
  const seen = new Map<string, string>();
  const visit = (name: string, from: string) => {
    // Node's resolution: the nearest node_modules folder up from the dependent package.
    for (let at = from; ; at = at.slice(0, Math.max(0, at.lastIndexOf('/node_modules/')))) {
      const where = `${at ? `${at}/` : ''}node_modules/${name}`;
      const entry = lock.packages[where];
      if (entry) {
        if (seen.has(where)) return;
        seen.set(where, entry.version ?? '');
        for (const dependency of Object.keys(entry.dependencies ?? {})) visit(dependency, where);
        return;
      }
      if (!at) return;
    }
  };
  for (const name of names) visit(name, '');
  return [...seen].map(([where, version]) => `${where}@${version}`).sort();
}

/**
 * The code that decides what an entry holds, as a list of its files and of
 * the packages they use with their versions: every module the archive
 * imports, followed import by import (TypeScript's own reading of a file's
 * imports), and each package's locked version with its dependencies'. A
 * change to any of it makes every entry anew; a bump of a package the news
 * do not use changes nothing.
 */
export async function entryCode(
  root = process.cwd(),
): Promise<{ files: string[]; packages: string[] }> {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [path.join(root, PREPARES_ENTRIES)];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (files.has(file)) continue;
    files.add(file);
    const { importedFiles } = ts.preProcessFile(await codeText(root, file), true, true);
    for (const { fileName } of importedFiles) {
      const name = packageOf(fileName);
      if (name) packages.add(name);
      const resolved = await resolveModule(fileName, file, root);
      if (resolved) queue.push(resolved);
    }
  }
  const lock = JSON.parse(await readFile(path.join(root, 'package-lock.json'), 'utf8')) as Lock;
  return {
    files: [...files].map((file) => path.relative(root, file)).sort(),
    packages: packageVersions(packages, lock),
  };
}

/**
 * What an entry reads of the school's identity kept in JSON content files
 * (the school's details, the site's setup): the site's address, by which an
 * item's links to the site are told from others (content/format.ts). A
 * change of anything else in them (the student count, a link, the
 * repository) keeps the archive; a test holds the entries' code to this list.
 */
export const IDENTITY_READ = ['siteUrl'] as const satisfies readonly (keyof SchoolIdentity)[];

/** A file of the entries' code (absolute): a staff file as the content store holds it, read once a build; any other from disk. */
async function codeText(root: string, file: string): Promise<string> {
  const store = contentStore(root);
  const staffFile = store.fileOf(file);
  return staffFile === null ? readFile(file, 'utf8') : (store.text(staffFile) ?? '');
}

/** What a file of the entries' code counts for in the key: its bytes, or for a JSON content file, the fields read. */
async function keyed(root: string, file: string) {
  const text = await codeText(root, path.join(root, file));
  if (!jsonKinds.some((kind) => kind.file === file)) return text;
  const values = JSON.parse(text) as Record<string, unknown>;
  return JSON.stringify(IDENTITY_READ.map((field) => values[field] ?? null));
}

async function hashCode(hash: ReturnType<typeof createHash>, root: string) {
  const { files, packages } = await entryCode(root);
  for (const file of files) hash.update(file).update(await keyed(root, file));
  hash.update(packages.join('\n'));
}

/**
 * What a kept archive is good for: the project and the Firestore and
 * Storage it was read from, and the code that prepared its entries.
 */
export async function keptArchiveKey(firebase: FirebaseSettings, root = process.cwd()) {
  const hash = createHash('sha256').update(
    JSON.stringify([firebase.options.projectId, firestoreOrigin(firebase), firebase.storage]),
  );
  await hashCode(hash, root);
  return hash.digest('hex').slice(0, 20);
}
