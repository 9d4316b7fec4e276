// The site as it will be after years of news: `count` local items generated
// into a temporary copy of the project (its tracked files, with this
// project's node_modules linked), built there, and measured: build time,
// pages, the largest page. Used by `npm run bench`.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const WORDS =
  'el colegio las familias los alumnos del nivel primario secundario inicial celebraron una jornada de encuentro en el patio con música juegos y una misa de acción de gracias por el ciclo lectivo'.split(
    ' ',
  );

/** One generated news file: a bold lead and two paragraphs, dated `i` days back. */
function newsFile(i, start) {
  const fecha = new Date(start - i * 86_400_000 * 1.4).toISOString();
  const words = (n, offset) =>
    Array.from({ length: n }, (_, k) => WORDS[(i * 7 + k * 3 + offset) % WORDS.length]).join(' ');
  return `---\nfecha: ${fecha}\n---\n\n**Noticia ${i + 1}: ${words(6, 1)}.** ${words(40, 2)}.\n\n${words(60, 5)}.\n`;
}

/** Every file under `dir` named index.html (the prerendered pages), with its size. */
async function pagesIn(dir) {
  const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('index.html'));
  return Promise.all(
    files.map(async (file) => {
      const html = await readFile(path.join(dir, file));
      return { file, bytes: html.length, gzip: gzipSync(html).length };
    }),
  );
}

/** Builds a copy of the project with `count` news items and reports what it cost. */
export async function buildAtScale(count = 2000) {
  const root = process.cwd();
  const copy = await mkdtemp(path.join(tmpdir(), 'isc-escala-'));
  try {
    const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    for (const file of tracked) {
      if (file.startsWith('content/news/')) continue;
      await mkdir(path.join(copy, path.dirname(file)), { recursive: true });
      await cp(path.join(root, file), path.join(copy, file));
    }
    await symlink(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
    await mkdir(path.join(copy, 'content/news'), { recursive: true });
    const start = Date.UTC(2026, 10, 20, 13);
    for (let i = 0; i < count; i++) {
      const name = `noticia-${String(i + 1).padStart(4, '0')}.md`;
      await writeFile(path.join(copy, 'content/news', name), newsFile(i, start));
    }
    // As `npm run build` from a clean shell: the benchmark's own Vite calls
    // set NODE_ENV=development, which would make this a development build.
    const env = { ...process.env, BUILD_DIR: 'build' };
    delete env.NODE_ENV;
    const began = performance.now();
    const build = spawnSync('npx', ['react-router', 'build'], {
      cwd: copy,
      encoding: 'utf8',
      env,
      maxBuffer: 256 * 1024 * 1024,
    });
    const seconds = (performance.now() - began) / 1000;
    if (build.status !== 0) throw new Error(`The ${count}-item build failed:\n${build.stderr}`);
    const pages = await pagesIn(path.join(copy, 'build/client'));
    const largest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const index = await stat(path.join(copy, 'build/client/pagefind')).catch(() => null);
    return {
      items: count,
      seconds: Number(seconds.toFixed(1)),
      pages: pages.length,
      largest: { page: `/${path.dirname(largest.file)}`, bytes: largest.bytes, gzip: largest.gzip },
      searchIndex: Boolean(index),
    };
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(await buildAtScale(Number(process.argv[2] ?? 2000)));
