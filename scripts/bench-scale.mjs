// The site as it will be after years of news: `count` local items generated
// into a temporary copy of the project (its tracked files, with this
// project's node_modules linked), built there, and measured: build time,
// pages, the largest page. Used by `npm run bench`.
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIn, copyProject, pictureLine } from './project-copy.mjs';

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

/**
 * Builds a copy of the project with `count` news items and reports what it
 * cost. With `photo` (a JPEG's path), every tenth item carries a picture of
 * its own (the photo's bytes with the item's number in a JPEG comment, so
 * each is a different file to the pipeline), and the copy is built twice:
 * cold (an empty picture cache) and warm (the cache the first build left).
 */
export async function buildAtScale(count = 2000, photo = null) {
  const copy = await copyProject('isc-escala-', (file) => !file.startsWith('content/news/'));
  try {
    await mkdir(path.join(copy.dir, 'content/news'), { recursive: true });
    await mkdir(path.join(copy.dir, 'public/images/escala'), { recursive: true });
    const jpeg = photo ? await readFile(photo) : null;
    const start = Date.UTC(2026, 10, 20, 13);
    let photos = 0;
    for (let i = 0; i < count; i++) {
      const name = `noticia-${String(i + 1).padStart(4, '0')}`;
      let text = newsFile(i, start);
      if (jpeg && i % 10 === 0) {
        await writeFile(
          path.join(copy.dir, `public/images/escala/${name}.jpg`),
          withComment(jpeg, name),
        );
        text += `\n![Foto de la noticia ${i + 1}](/images/escala/${name}.jpg)\n`;
        photos += 1;
      }
      await writeFile(path.join(copy.dir, 'content/news', `${name}.md`), text);
    }
    const cache = path.join(copy.dir, '.cache/pictures');
    const cold = buildIn(copy.dir, { PICTURE_CACHE_DIR: cache });
    const warm = photo ? buildIn(copy.dir, { PICTURE_CACHE_DIR: cache }) : null;
    const pages = await pagesIn(path.join(copy.dir, 'build/client'));
    const largest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const index = await stat(path.join(copy.dir, 'build/client/pagefind')).catch(() => null);
    return {
      items: count,
      photos,
      seconds: cold.seconds,
      pictures: pictureLine(cold.log),
      warm: warm && { seconds: warm.seconds, pictures: pictureLine(warm.log) },
      pages: pages.length,
      largest: { page: `/${path.dirname(largest.file)}`, bytes: largest.bytes, gzip: largest.gzip },
      searchIndex: Boolean(index),
    };
  } finally {
    await copy.remove();
  }
}

/** A JPEG with a comment (COM segment) right after its start: another file, the same picture. */
function withComment(jpeg, text) {
  const body = Buffer.from(text, 'utf8');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)]);
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(await buildAtScale(Number(process.argv[2] ?? 2000), process.argv[3] ?? null));
