// The site as it will be after years of news: `count` local items generated
// into a temporary copy of the project (its tracked files, with this
// project's node_modules linked), built there, and measured: build time,
// pages, the largest page. Used by `npm run bench`.
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { askNewsIn, buildIn, copyProject, recordPublishedIn } from '../lib/project-copy.mjs';
import { importSource } from '../lib/source-modules.mjs';

const { contentKinds } = await importSource('content/kinds.ts');
/** Where the local news are written, from the project's root. */
const NEWS_FOLDER = contentKinds.news.folder;

const WORDS =
  'el colegio las familias los alumnos del nivel primario secundario inicial celebraron una jornada de encuentro en el patio con música juegos y una misa de acción de gracias por el ciclo lectivo'.split(
    ' ',
  );

const START = Date.UTC(2026, 10, 20, 13);

/** Item `i`'s date, `i` times 1.4 days back, and its words: a lead and two paragraphs. */
function generated(i) {
  const words = (n, offset) =>
    Array.from({ length: n }, (_, k) => WORDS[(i * 7 + k * 3 + offset) % WORDS.length]).join(' ');
  return {
    fecha: new Date(START - i * 86_400_000 * 1.4).toISOString(),
    lead: `Noticia ${i + 1}: ${words(6, 1)}.`,
    paragraphs: [words(40, 2), words(60, 5)],
  };
}

/** One generated news file, as staff write local news. */
function newsFile(i) {
  const { fecha, lead, paragraphs } = generated(i);
  return `---\nfecha: ${fecha}\n---\n\n**${lead}** ${paragraphs[0]}.\n\n${paragraphs[1]}.\n`;
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
  const copy = await copyProject('isc-escala-', (file) => !file.startsWith(`${NEWS_FOLDER}/`));
  try {
    await mkdir(path.join(copy.dir, NEWS_FOLDER), { recursive: true });
    await mkdir(path.join(copy.dir, 'public/images/escala'), { recursive: true });
    const jpeg = photo ? await readFile(photo) : null;
    let photos = 0;
    for (let i = 0; i < count; i++) {
      const name = `noticia-${String(i + 1).padStart(4, '0')}`;
      let text = newsFile(i);
      if (jpeg && i % 10 === 0) {
        await writeFile(
          path.join(copy.dir, `public/images/escala/${name}.jpg`),
          withComment(jpeg, name),
        );
        text += `\n![Foto de la noticia ${i + 1}](/images/escala/${name}.jpg)\n`;
        photos += 1;
      }
      await writeFile(
        path.join(copy.dir, NEWS_FOLDER, `${name}.${contentKinds.news.written}`),
        text,
      );
    }
    const cache = path.join(copy.dir, '.cache/pictures');
    const cold = await buildIn(copy.dir, { PICTURE_CACHE_DIR: cache });
    const warm = photo ? await buildIn(copy.dir, { PICTURE_CACHE_DIR: cache }) : null;
    const pages = await pagesIn(path.join(copy.dir, 'build/client'));
    const largest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const index = await stat(path.join(copy.dir, 'build/client/pagefind')).catch(() => null);
    return {
      items: count,
      photos,
      seconds: cold.seconds,
      pictures: cold.report.pictures,
      warm: warm && { seconds: warm.seconds, pictures: warm.report.pictures },
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

/**
 * The Firestore-configured site after years of news: `count` documents, as
 * Quill writes them, every tenth with `pastedPhoto` (a data: address, as
 * scripts/samples/phone-photos.mjs pastes one) in its text, made a different
 * file each time by a JPEG comment, served by the protocol-level test server.
 * Built in a temporary copy as the publishing workflows build it: cold
 * (nothing kept), warm (the picture cache kept, the news archive not: every
 * item read whole), unchanged (both kept: the newest versions and the count),
 * the daily run (both kept, every version listed), and with one new item;
 * the schedule's question (npm run news:check) asked when nothing changed and
 * after the new item. Reports times, encodes, and what each read from
 * Firestore: requests, documents, reads billed (as the server counted them),
 * and bytes (the answers' text, and what crossed the network compressed).
 */
export async function buildFirestoreAtScale(count, pastedPhoto) {
  const { startFirestoreTestServer } = await import('../test-servers/server.mjs');
  const jpeg = Buffer.from(pastedPhoto.split(',')[1], 'base64');
  const documents = quillDocuments(count, jpeg);
  const server = await startFirestoreTestServer({ port: 0, documents });
  const copy = await copyProject(
    'isc-escala-firestore-',
    (file) => !file.startsWith(`${NEWS_FOLDER}/`),
  );
  try {
    const { run, ask, newsCache } = await firestoreRuns(copy, server);
    const cold = await run();
    await rm(newsCache, { recursive: true, force: true });
    const warm = await run();
    const question = await ask();
    const unchanged = await run();
    const daily = await run({ NEWS_LIST_EVERYTHING: '1' });
    server.documents = [
      {
        id: 'noticia-nueva',
        fields: {
          fecha: { timestampValue: new Date(START + 86_400_000).toISOString() },
          contenido: { stringValue: '<p><strong>Una noticia nueva.</strong> Publicada hoy.</p>' },
        },
      },
      ...documents,
    ];
    const questionAfterNew = await ask();
    const oneNew = await run();
    const pages = await pagesIn(path.join(copy.dir, 'build/client'));
    return {
      items: count,
      photos: Math.ceil(count / 10),
      pastedKb: Math.round((jpeg.length * 4) / 3 / 1000),
      cold,
      warm,
      question,
      unchanged,
      daily,
      questionAfterNew,
      oneNew,
      pages: pages.length,
    };
  } finally {
    server.close();
    await copy.remove();
  }
}

/** `count` news documents as Quill writes them, every tenth with `jpeg` pasted in, a different file each. */
function quillDocuments(count, jpeg) {
  return Array.from({ length: count }, (_, i) => {
    const id = `noticia-${String(i + 1).padStart(4, '0')}`;
    const { fecha, lead, paragraphs } = generated(i);
    let html = `<p><strong>${lead}</strong> ${paragraphs[0]}.</p><p>${paragraphs[1]}.</p>`;
    if (i % 10 === 0)
      html += `<p class="ql-align-center"><img src="data:image/jpeg;base64,${withComment(jpeg, id).toString('base64')}" alt="Foto de la noticia ${i + 1}"></p>`;
    return { id, fields: { fecha: { timestampValue: fecha }, contenido: { stringValue: html } } };
  });
}

/**
 * A build in the copy `copy` against the Firestore test server `server`
 * (`run`, with env `extra` besides), recorded as published, and the
 * schedule's question (`ask`), each with what Firestore billed it.
 */
async function firestoreRuns(copy, server) {
  const { testServerEnv } = await import('../lib/firestore-site.mjs');
  const newsCache = path.join(copy.dir, '.cache/news');
  const env = {
    ...testServerEnv(server.address().port),
    PICTURE_CACHE_DIR: path.join(copy.dir, '.cache/pictures'),
    NEWS_CACHE_DIR: newsCache,
  };
  const run = async (extra = {}) => {
    const sentBefore = server.bytes;
    const readsBefore = server.reads;
    const { seconds, report } = await buildIn(copy.dir, { ...env, ...extra });
    // Published, as the deploy would: the question then asks Firestore.
    await recordPublishedIn(copy.dir);
    const { listed, kept, firestore } = report.news;
    return {
      seconds,
      pictures: report.pictures,
      firestore: {
        items: listed,
        kept,
        requests: firestore.requests,
        documents: firestore.documents,
        mb: Number((firestore.bytes / 1e6).toFixed(1)),
        // As the server billed them, whatever the log says.
        reads: server.reads - readsBefore,
        wireKb: Math.round((server.bytes - sentBefore) / 1000),
      },
    };
  };
  /** The schedule's question (npm run news:check), and the reads it was billed. */
  const ask = async () => {
    const readsBefore = server.reads;
    const started = performance.now();
    const { changed } = await askNewsIn(copy.dir, env);
    const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
    return { changed, reads: server.reads - readsBefore, seconds };
  };
  return { run, ask, newsCache };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [count = '2000', photo = null, source = 'local'] = process.argv.slice(2);
  const { pastedPhoto } = await import('../samples/phone-photos.mjs');
  console.log(
    source === 'firestore'
      ? await buildFirestoreAtScale(Number(count), await pastedPhoto(2))
      : await buildAtScale(Number(count), photo),
  );
}
