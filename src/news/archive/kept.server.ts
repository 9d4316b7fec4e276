// Build time only: the archive a build keeps for the next one (a deploy
// restores it from the workflow's cache, as it restores the pictures), so
// that the next reads from Firestore only what changed since.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { firestoreOrigin, type FirebaseSettings } from '~/site/firebase';
import type { ArchiveEntry } from './item.server';

/** Where a build keeps its archive, from the project's root, unless NEWS_CACHE_DIR names another. */
export const keptArchiveDir = (env: Record<string, string | undefined> = process.env) =>
  path.resolve(env.NEWS_CACHE_DIR ?? '.cache/news');

const FILE = 'archive.json.gz';

/** The code that decides what an entry holds: a change to any of it makes every entry anew. */
const CODE = ['src/news', 'src/pictures', 'src/site', 'package-lock.json'];

interface KeptArchive {
  key: string;
  entries: ArchiveEntry[];
}

async function hashCode(hash: ReturnType<typeof createHash>, root: string) {
  for (const part of CODE) {
    const at = path.join(root, part);
    const files = await readdir(at, { recursive: true }).then(
      (names) => names.map((name) => path.join(at, name)).sort(),
      () => [at],
    );
    for (const file of files) {
      const bytes = await readFile(file).catch(() => null);
      if (bytes) hash.update(path.relative(root, file)).update(bytes);
    }
  }
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

/** The entries the last build kept under `key`, by id; null when there are none to trust. */
export async function readKeptArchive(
  dir: string,
  key: string,
): Promise<Map<string, ArchiveEntry> | null> {
  try {
    const kept = JSON.parse(
      String(await promisify(gunzip)(await readFile(path.join(dir, FILE)))),
    ) as KeptArchive;
    if (kept.key !== key || !Array.isArray(kept.entries)) return null;
    return new Map(kept.entries.map((entry) => [entry.id, entry]));
  } catch {
    return null;
  }
}

/** Keeps `entries` under `key` for the next build; an interrupted write leaves the last one whole. */
export async function keepArchive(dir: string, key: string, entries: ArchiveEntry[]) {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, FILE);
  const kept: KeptArchive = { key, entries };
  await writeFile(`${file}.tmp`, await promisify(gzip)(JSON.stringify(kept)));
  await rename(`${file}.tmp`, file);
}
