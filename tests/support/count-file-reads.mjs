// Loaded into a build with `node --import`: counts every read of a file in
// the project's content/ folder (its own files, not the news folder's), by
// any of Node's ways to read a file whole, and appends the counts to the
// file STAFF_READS_FILE names when the process ends (one line a process).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';

const folder = path.join(process.cwd(), 'content');
const counts = {};
const count = (file) => {
  const name = String(file instanceof URL ? file.pathname : file);
  if (path.dirname(path.resolve(name)) === folder) {
    const key = `content/${path.basename(name)}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
};
for (const [module, name] of [
  [fs, 'readFileSync'],
  [fs, 'readFile'],
  [fs.promises, 'readFile'],
  [fsp, 'readFile'],
  [fs, 'createReadStream'],
  [fsp, 'open'],
]) {
  const read = module[name];
  module[name] = function (file, ...rest) {
    count(file);
    return read.call(this, file, ...rest);
  };
}
syncBuiltinESMExports();
process.on('exit', () =>
  fs.appendFileSync(process.env.STAFF_READS_FILE, `${JSON.stringify(counts)}\n`),
);
