import { rename, writeFile } from 'node:fs/promises';

/**
 * Writes `file` under a name of this process's own, then renames it into
 * place: a reader never meets a half-written file, whether the writer was
 * interrupted or another process (a build beside it, a second test worker)
 * writes the same file at the same time.
 */
export async function writeWhole(file: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}
