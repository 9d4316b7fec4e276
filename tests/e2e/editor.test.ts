// Staff's editor at /editar/ (Sveltia CMS, src/editor/), built as the site
// publishes it and driven as staff would, on Sveltia's test repository
// seeded from the project's own files (editor.ts).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import exifr from 'exifr';
import sharp from 'sharp';
import { VFile } from 'vfile';
import { afterEach, beforeAll, describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  COLLECTIONS,
  editorHome,
  editorUrl,
  entryUrl,
  SCHOOL_DETAILS_ENTRY,
} from '~/editor/entry-links';
import { splitFrontmatter } from '~/content/frontmatter';
import { contentStore } from '~/content/store.server';
import { readPage } from '~/content/page-entries';
import type { Frontmatter } from '~/content/page';
import { mdxOptions } from '~/builder/text/mdx-options';
import { WIDEST_PICTURE } from '~/pictures';
import { school } from '~/site/identity';
import { paths } from '~/site/pages';
import { canonicalPages, longPages, pages } from '~/site/registry';
import { LOCAL_NEWS_DIR, parseNewsFile } from '~/news/sources/local.server';
import { buildIn, copyProject } from '../../scripts/lib/project-copy.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { phonePhoto } from '../../scripts/samples/phone-photos.mjs';
import { contentKinds, entryName, pageFile, SCHOOL_DETAILS_FILE } from '~/content/kinds';
import { editorPolicy } from '~/editor/policy.server';
import { findingsComment, PREVIEW_STATUS, SITE_STATUS } from '~/editor/review';
import { SVELTIA_USER_KEY } from '~/editor/user';
import {
  editorPull,
  workflowComment,
  workflowStatus,
  repositoryState,
  startGitHubApi,
  workflowRun,
} from '../../scripts/test-servers/github-api.mjs';
import { axeViolations } from '../support/axe';
import {
  PHONE,
  recordViolations,
  test,
  url,
  editorSite,
  violations,
  waitForPageScript,
} from '../support/browser';
import { measureTransfer } from '../support/transfer';
import {
  changedLines,
  openEditor,
  openEntry,
  repositoryFiles,
  testRepositoryFiles,
} from '../support/editor';

const run = promisify(execFile);
const CONTRACT = 'content/normas-de-convivencia.mdx';

let files: Map<string, Buffer>;
/** A 12 MP phone photo with the camera and a GPS position in its EXIF, named foto-1.jpg. */
let photoFile = '';
beforeAll(async () => {
  files = await repositoryFiles();
  photoFile = await phonePhoto(1);
});

const text = (file: string) => files.get(file)!.toString('utf8');
const longPageFiles = pages.flatMap((page) =>
  page.kind === 'long-page' ? [pageFile(page.entry)] : [],
);
const newsFiles = () => [...files.keys()].filter((file) => file.startsWith('content/news/'));

/** Where each file opens in the editor (its "#/…"): the long pages as "Editar esta página" opens them. */
const entryOf = (file: string) => {
  const address = file.endsWith('.mdx')
    ? editorUrl(entryName(contentKinds.page, file))
    : file === SCHOOL_DETAILS_FILE
      ? entryUrl(COLLECTIONS.school, SCHOOL_DETAILS_ENTRY)
      : entryUrl(COLLECTIONS.news, file.replace(/^.*\/|\.md$/g, ''));
  return address.slice(address.indexOf('#'));
};

/**
 * Opens the editor, with every request the page makes and every policy
 * violation recorded; a request to anywhere but the local server fails the test.
 */
async function editor(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await recordViolations(page);
  await openEditor(page, files);
  return {
    /** Asserts that nothing left the local server and the editor's policy refused nothing. */
    async stayedHome() {
      const origin = new URL(editorSite('/')).origin;
      expect(
        requests.filter(
          (address) => !/^(blob|data):/.test(address) && new URL(address).origin !== origin,
        ),
      ).toEqual([]);
      expect(await violations(page)).toEqual([]);
    },
  };
}

/** Replaces `from` with `to` in the raw text of the open entry, then saves; resolves once the file changed. */
async function editBodyAndSave(page: Page, file: string, from: string, to: string) {
  const body = page.locator('textarea').last();
  const before = await body.inputValue();
  expect(before).toContain(from);
  await body.fill(before.replace(from, to));
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect
    .poll(async () => (await testRepositoryFiles(page)).get(file)?.toString('utf8'), {
      timeout: 15_000,
    })
    .not.toBe(text(file));
  return (await testRepositoryFiles(page)).get(file)!.toString('utf8');
}

/** The contract's frontmatter as the site reads it from `source`; what does not read fails the test. */
function frontmatterOf(source: string): Frontmatter {
  const read = readPage({ file: CONTRACT, text: source });
  if (Array.isArray(read)) throw new Error(JSON.stringify(read));
  return read.data;
}

/** The site's own checks on a long page: its frontmatter schema, then the build's MDX compilation. */
async function buildsAsThePage(file: string, source: string) {
  expect(readPage({ file, text: source })).not.toBeInstanceOf(Array);
  await compile(
    new VFile({ path: `${process.cwd()}/${file}`, cwd: process.cwd(), value: source }),
    mdxOptions({ publicDir: `${process.cwd()}/public`, store: contentStore(process.cwd()) }),
  );
}

/**
 * Words of the editor's own interface in English on the page: its text, and
 * every accessible name, title and placeholder (what a screen reader says).
 */
const ENGLISH =
  /\b(Show|Hide|Errors|Replace|Remove|Image|Images|Files?|Folders?|Entry|Entries|Save|Cancel|Delete|Select|Search|Settings|Options|Upload|Back|Close|Open|New|Edit|Preview|Publish|Draft|Review|Ready|Sign|Collections?|Assets?|More|Add|View|Sort|Filter|Group|Help|Slug|Loading|Saving|Changed|Required|Field|January|February|March|April|May|June|July|August|September|October|November|December)\b/g;
function englishOn(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    // What is drawn for the eye, and what is read out: aria-hidden parts (icon
    // ligatures, Sveltia's own font loader) are neither.
    const shown = (element: Element) =>
      !element.closest('[aria-hidden="true"]') &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.parentElement && shown(node.parentElement)) texts.push(node.textContent ?? '');
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]'))
      if (!element.closest('[aria-hidden="true"]'))
        for (const name of ['aria-label', 'title', 'placeholder'])
          texts.push(element.getAttribute(name) ?? '');
    const english = new RegExp(pattern, 'g');
    return [...new Set(texts.flatMap((text) => text.match(english) ?? []))].sort();
  }, ENGLISH.source);
}

/** Sveltia's work (a 2 MB script, a photo re-encoded) on a busy machine. */
const EDITOR_TIMEOUT_MS = 120_000;

describe('the editor at /editar/', { timeout: EDITOR_TIMEOUT_MS }, () => {
  test('opens every file, in Spanish, and leaves each as it was when nothing changed', async ({
    browser,
  }) => {
    const page = await browser.newPage({ locale: 'es-AR' });
    const { stayedHome } = await editor(page);
    const edited = [...longPageFiles, SCHOOL_DETAILS_FILE, ...newsFiles()];
    expect(edited.length).toBeGreaterThanOrEqual(12);
    for (const file of edited) {
      await openEntry(page, entryOf(file));
      // The form shows the file's own words, and there is nothing to save.
      const sample = file.endsWith('.json')
        ? String(JSON.parse(text(file)).whatsappNumber)
        : splitFrontmatter(text(file))!.body.trim().split('\n')[0]!;
      await expect
        .poll(
          () =>
            page.evaluate(() =>
              [
                ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
                  'input, textarea',
                ),
              ]
                .map((field) => field.value)
                .join('\n'),
            ),
          { timeout: 15_000 },
        )
        .toContain(sample);
      expect(await page.getByRole('button', { name: 'Guardar' }).isDisabled(), file).toBe(true);
    }
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^es/);
    const after = await testRepositoryFiles(page);
    for (const [file, bytes] of files) expect(after.get(file)?.equals(bytes), file).toBe(true);
    await stayedHome();
  });

  test("changes one line when one of the contract's sentences changes, and the page still builds", async ({
    browser,
  }) => {
    const page = await browser.newPage({ locale: 'es-AR' });
    const { stayedHome } = await editor(page);
    await openEntry(page, entryOf(CONTRACT));
    const saved = await editBodyAndSave(
      page,
      CONTRACT,
      'Su firma expresa la libre elección del Instituto',
      'Su firma expresa la libre y responsable elección del Instituto',
    );
    expect(changedLines(text(CONTRACT), saved)).toEqual([
      expect.objectContaining({ is: expect.stringContaining('libre y responsable elección') }),
    ]);
    await buildsAsThePage(CONTRACT, saved);
    // Every other page, and a news item, keep their frontmatter as written too.
    for (const file of [...longPageFiles.filter((f) => f !== CONTRACT), newsFiles()[0]!]) {
      await openEntry(page, entryOf(file));
      const line = splitFrontmatter(text(file))!
        .body.split('\n')
        .find((l) => /^[A-ZÁÉÍÓÚ¡]/.test(l))!;
      const changed = await editBodyAndSave(page, file, line, `${line} Agregado.`);
      expect(changedLines(text(file), changed), file).toEqual([
        expect.objectContaining({ was: line, is: `${line} Agregado.` }),
      ]);
      if (file.endsWith('.mdx')) await buildsAsThePage(file, changed);
    }
    await stayedHome();
  });

  test('refuses, in Spanish, a title the build would refuse, and saves nothing', async ({
    browser,
  }) => {
    const page = await browser.newPage({ locale: 'es-AR' });
    await editor(page);
    await openEntry(page, entryOf(CONTRACT));
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill('T'.repeat(71));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('No puedes ingresar más de 70 caracteres.').waitFor();
    await page.getByText('Corrígelo para guardar la entrada').waitFor();
    expect((await testRepositoryFiles(page)).get(CONTRACT)?.equals(files.get(CONTRACT)!)).toBe(
      true,
    );
    // The school's details, by their own rule and message.
    await openEntry(page, entryOf(SCHOOL_DETAILS_FILE));
    await page.getByRole('textbox', { name: 'Número de WhatsApp' }).fill('2657-123456');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Escribí solo números, entre 10 y 15, como 5492657123456').waitFor();
  });

  test('commits a phone photo with no GPS or camera, no wider than the widest copy the site makes', async ({
    browser,
  }) => {
    const page = await browser.newPage({ locale: 'es-AR' });
    const { stayedHome } = await editor(page);
    // The original has them: the editor must take them out.
    expect(await exifr.gps(photoFile)).toBeTruthy();
    await openEntry(page, entryOf(CONTRACT));
    await page.getByRole('button', { name: 'Reemplazar la imagen' }).first().click();
    await page.locator('[role=dialog] input[type=file]').setInputFiles(photoFile);
    // Uploaded, and chosen: the new picture is marked until it is saved.
    await page.getByText('Sin guardar').waitFor();
    await page.getByRole('button', { name: 'Insertar' }).click();
    await page.getByText(/\/images\/foto-1\./).waitFor();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(
        async () => [...(await testRepositoryFiles(page)).keys()].filter((f) => !files.has(f)),
        {
          timeout: 30_000,
        },
      )
      .toHaveLength(1);
    const after = await testRepositoryFiles(page);
    const [added] = [...after.keys()].filter((file) => !files.has(file));
    expect(added).toMatch(/^public\/images\/[\w-]+\.webp$/);
    const photo = after.get(added!)!;
    const metadata = await sharp(photo).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBeLessThanOrEqual(WIDEST_PICTURE);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(await exifr.gps(photo).catch(() => undefined)).toBeFalsy();
    // The page names it as the build expects.
    const page_ = after.get(CONTRACT)!.toString('utf8');
    expect(frontmatterOf(page_).banner.image).toBe(
      `/${added!.replace(/^public/, '')}`.replace('//', '/'),
    );
    await stayedHome();
  });

  test('shows no English on its screens: the collections, a list, an entry, the image field, an error', async ({
    browser,
  }) => {
    const page = await browser.newPage({ locale: 'es-AR' });
    await editor(page);
    const seen: Record<string, string[]> = {};
    const look = async (screen: string) => {
      seen[screen] = await englishOn(page);
    };
    await look('the collections');
    await page.evaluate(() => (location.hash = '#/collections/noticias'));
    await page.getByText('Nuevo', { exact: true }).first().waitFor();
    await look('the news list');
    await openEntry(page, entryOf(CONTRACT));
    await page.getByText('Reemplazar', { exact: true }).first().waitFor();
    await look('an entry, with its image field');
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill('T'.repeat(71));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Corrígelo para guardar la entrada').waitFor();
    await look('an error');
    expect(seen).toEqual({
      'the collections': [],
      'the news list': [],
      'an entry, with its image field': [],
      'an error': [],
    });
  });

  test('creates a news item as staff do: a typed date, named and listed by its date and first words, built on that day', async ({
    browser,
  }) => {
    const page = await browser.newPage({ locale: 'es-AR' });
    const { stayedHome } = await editor(page);
    await page.evaluate(() => (location.hash = '#/collections/noticias/new'));
    await page.getByRole('button', { name: 'Guardar' }).waitFor();
    // Typed, as a secretary types it: 15 June 2026, 10:00, the school's time.
    await page.locator('input[type="datetime-local"]').first().fill('2026-06-15T10:00');
    const words = 'Acto del Día de la Bandera. Los alumnos de 4.º grado prometieron lealtad.';
    await page.locator('textarea').last().fill(words);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(
        async () => [...(await testRepositoryFiles(page)).keys()].filter((f) => !files.has(f)),
        {
          timeout: 20_000,
        },
      )
      .toEqual([`${LOCAL_NEWS_DIR}/2026-06-15-acto-del-dia-de-la-bandera-los-alumnos.md`]);
    const file = `${LOCAL_NEWS_DIR}/2026-06-15-acto-del-dia-de-la-bandera-los-alumnos.md`;
    const saved = (await testRepositoryFiles(page)).get(file)!.toString('utf8');
    // The list shows it by its date and first words, not its file name.
    await page.evaluate(() => (location.hash = '#/collections/noticias'));
    await page
      .getByText(`15/6/2026 · ${words.slice(0, 40)}`)
      .first()
      .waitFor();
    await stayedHome();

    // Built from what was saved: /institucional/novedades shows it on the typed day.
    const copy = await copyProject('isc-editor-news-');
    try {
      await writeFile(path.join(copy.dir, file), saved);
      await buildIn(copy.dir);
      const list = await readFile(
        path.join(copy.dir, 'build/client', paths.news, 'index.html'),
        'utf8',
      );
      const item = list.indexOf('acto-del-dia-de-la-bandera-los-alumnos');
      expect(item).toBeGreaterThan(-1);
      expect(list.slice(item, item + 3000)).toContain('15 de junio de 2026');
    } finally {
      await copy.remove();
    }
  });

  test('creates an item dated with «Ahora», keeps its file when its first words change, and the build reads both saves', async ({
    browser,
  }) => {
    const page = await browser.newPage({
      locale: 'es-AR',
      timezoneId: 'America/Argentina/San_Luis',
    });
    const { stayedHome } = await editor(page);
    const added = async () =>
      [...(await testRepositoryFiles(page)).keys()].filter((f) => !files.has(f));
    await page.evaluate(() => (location.hash = '#/collections/noticias/new'));
    await page.getByRole('button', { name: 'Guardar' }).waitFor();
    const pressed = Date.now();
    await page.getByRole('button', { name: 'Ahora', exact: true }).first().click();
    const body = page.locator('textarea').last();
    await body.fill('Inscripciones abiertas para 2027. Las familias pueden reservar una vacante.');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(added, { timeout: 20_000 }).toHaveLength(1);
    const [file] = await added();
    expect(file).toMatch(
      new RegExp(`^${LOCAL_NEWS_DIR}/\\d{4}-\\d{2}-\\d{2}-inscripciones-abiertas-para-2027`),
    );
    const first = await parseNewsFile(
      file!,
      (await testRepositoryFiles(page)).get(file!)!.toString('utf8'),
    );
    // "Ahora" is the moment it was pressed, whatever zone it is written in.
    expect(Math.abs(first.fecha!.getTime() - pressed)).toBeLessThan(5 * 60_000);

    // Its first words rewritten before it is published (Sveltia #990 lost the
    // entry's pull request when the name changed): the same file, the new words.
    await openEntry(page, `#/collections/noticias/entries/${file!.replace(/^.*\/|\.md$/g, '')}`);
    await body.fill(
      'Inscripciones 2027: las familias pueden reservar una vacante hasta el viernes.',
    );
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(async () => (await testRepositoryFiles(page)).get(file!)?.toString('utf8'), {
        timeout: 20_000,
      })
      .toContain('hasta el viernes');
    expect(await added()).toEqual([file]);
    const second = await parseNewsFile(
      file!,
      (await testRepositoryFiles(page)).get(file!)!.toString('utf8'),
    );
    expect(second.fecha).toEqual(first.fecha);
    expect(second.contenido).toContain('Inscripciones 2027');
    await stayedHome();
  });

  test('makes a new page with its menu entry in at most six actions from the editor’s home, typing aside, warned of a taken address before saving: the banner the site’s, the review date today', async ({
    browser,
  }) => {
    const page = await browser.newPage({ locale: 'es-AR' });
    const { stayedHome } = await editor(page);
    let actions = 0;
    const act = (target: Locator) => {
      actions += 1;
      return target.click();
    };
    // The editor opens on «Páginas».
    await expect
      .poll(() =>
        page
          .getByRole('treeitem', { name: contentKinds.page.editor.label, selected: true })
          .count(),
      )
      .toBe(1);
    await act(page.getByText('Nuevo', { exact: true }).first());
    await page.getByRole('button', { name: 'Guardar' }).waitFor();
    // The preview beside the form says the whole address, and that «Novedades» under Institucional is taken.
    const title = page.getByRole('textbox', { name: 'Título', exact: true });
    const preview = page.locator('iframe[src^="blob:"]').contentFrame();
    await title.fill('Novedades');
    await act(page.getByRole('radio', { name: 'Institucional' }));
    await expect
      .poll(() => preview.locator('.preview-problems').textContent())
      .toBe(
        'La dirección /institucional/novedades ya es de otra parte del sitio: cambiá el nombre del archivo o la sección.',
      );
    await title.fill('Uniforme escolar');
    await expect
      .poll(() => preview.locator('.preview-address').textContent())
      .toBe('Dirección de esta página: /institucional/uniforme-escolar');
    expect(await preview.locator('.preview-problems').count()).toBe(0);
    await page
      .getByRole('textbox', { name: 'Descripción' })
      .fill(
        'Qué uniforme usan los alumnos de cada nivel del colegio, y dónde se consigue cada prenda.',
      );
    await page.getByRole('textbox', { name: 'Título grande' }).fill('Uniforme');
    await act(page.getByRole('checkbox', { name: /Agregar.*Entrada en el menú/ }));
    await page
      .getByText('Agregala para que la página aparezca en el menú')
      .scrollIntoViewIfNeeded();
    await page.getByRole('textbox', { name: 'Nombre en el menú' }).fill('Uniforme');
    await page.getByRole('spinbutton', { name: 'Lugar' }).fill('4');
    await page
      .locator('textarea')
      .last()
      .fill('## Qué se usa en cada nivel\n\nGuardapolvo blanco.\n');
    await act(page.getByRole('button', { name: 'Guardar' }));
    const created = 'content/uniforme-escolar.mdx';
    await expect
      .poll(async () => (await testRepositoryFiles(page)).has(created), { timeout: 30_000 })
      .toBe(true);
    expect(actions).toBeLessThanOrEqual(6);
    // What the build reads of it: the site's banner, and today's date in this browser's calendar.
    const read = readPage({
      file: created,
      text: (await testRepositoryFiles(page)).get(created)!.toString('utf8'),
    });
    const today = await page.evaluate(() => new Date().toLocaleDateString('sv'));
    expect(read).toMatchObject({
      data: { section: 'institucional', menu: { name: 'Uniforme', order: 4 }, lastReviewed: today },
    });
    expect((read as { data: Frontmatter }).data.banner.image).toBeUndefined();
    await stayedHome();
  });

  test('creates a page as staff do, with its menu entry and a phone photo, and removes one: a build of what was saved serves the new page in the menus and refuses the removal', async ({
    browser,
  }) => {
    const page = await browser.newPage({ locale: 'es-AR' });
    const { stayedHome } = await editor(page);
    // «Páginas» → «Nuevo», as the staff guide says.
    await page.evaluate((to) => (location.hash = to), `#/collections/${COLLECTIONS.pages}`);
    await page.getByText('Nuevo', { exact: true }).first().click();
    await page.getByRole('button', { name: 'Guardar' }).waitFor();
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill('Uniforme escolar');
    await page
      .getByRole('textbox', { name: 'Descripción' })
      .fill(
        'Qué uniforme usan los alumnos de cada nivel del colegio, y dónde se consigue cada prenda.',
      );
    await page.getByRole('textbox', { name: 'Título grande' }).fill('Uniforme');
    await page.getByRole('button', { name: 'Explorar' }).click();
    await page.locator('[role=dialog] input[type=file]').setInputFiles(photoFile);
    await page.getByText('Sin guardar').waitFor();
    await page.getByRole('button', { name: 'Insertar' }).click();
    await page.getByText(/\/images\/foto-1\./).waitFor();
    await page.getByRole('radio', { name: 'Institucional' }).click();
    await page.getByRole('checkbox', { name: /Agregar.*Entrada en el menú/ }).click();
    // Sveltia draws a field's inner fields as they come into view.
    await page
      .getByText('Agregala para que la página aparezca en el menú')
      .scrollIntoViewIfNeeded();
    await page.getByRole('textbox', { name: 'Nombre en el menú' }).fill('Uniforme');
    await page.getByRole('spinbutton', { name: 'Lugar' }).fill('4');
    await page.getByRole('switch', { name: 'En el pie de página' }).click();
    await page.getByRole('button', { name: 'Hoy' }).click();
    await page
      .locator('textarea')
      .last()
      .fill(
        '## Qué se usa en cada nivel\n\n| Nivel | Prenda |\n| --- | --- |\n| Primario | Guardapolvo blanco |\n| Secundario | Chomba con el escudo |\n',
      );
    // The file's name, from the title, in its panel: editable until the first save.
    await page.getByRole('radio', { name: 'Nombre del archivo' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Nombre del archivo' }).textContent())
      .toBe('uniforme-escolar');
    // For the staff guide: the section and the menu entry, at 1280 and 375 px.
    for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
      await page.setViewportSize(viewport);
      await page
        .getByRole('group', { name: /Sección/ })
        .evaluate((field) => field.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: `build/pagina-nueva-${viewport.width}.png` });
    }
    await page.getByRole('button', { name: 'Guardar' }).click();
    const created = 'content/uniforme-escolar.mdx';
    await expect
      .poll(async () => (await testRepositoryFiles(page)).has(created), { timeout: 30_000 })
      .toBe(true);
    const after = await testRepositoryFiles(page);
    const saved = after.get(created)!.toString('utf8');
    const read = readPage({ file: created, text: saved });
    expect(read).toMatchObject({
      name: 'uniforme-escolar',
      data: { section: 'institucional', menu: { name: 'Uniforme', order: 4 }, footer: true },
    });
    const photo = [...after.keys()].find((file) => !files.has(file) && file.startsWith('public/'))!;
    // Staff remove the history page, which the code links to.
    await openEntry(page, entryOf('content/historia.mdx'));
    await page.getByRole('button', { name: 'Mostrar las opciones del editor' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar entrada' }).click();
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect
      .poll(async () => (await testRepositoryFiles(page)).has('content/historia.mdx'), {
        timeout: 15_000,
      })
      .toBe(false);
    await stayedHome();
    // What was saved, built: the new page in its place; the removal refused.
    const copy = await copyProject('isc-editor-new-page-');
    try {
      await writeFile(path.join(copy.dir, created), saved);
      await writeFile(path.join(copy.dir, photo), after.get(photo)!);
      await buildIn(copy.dir);
      const home = await readFile(path.join(copy.dir, 'build/client/index.html'), 'utf8');
      const built = await readFile(
        path.join(copy.dir, 'build/client/institucional/uniforme-escolar/index.html'),
        'utf8',
      );
      expect(built).toContain('<h1>Uniforme</h1>');
      expect(built).toContain('Chomba con el escudo');
      // In the desktop menu, the phone's accordion and the footer.
      expect(home.match(/href="\/institucional\/uniforme-escolar"/g)).toHaveLength(3);
      // As families find it: the desktop dropdown, the phone's accordion, the search, and printed.
      // The server takes its folder from the working directory, as firebase.json names it.
      const server = (await startStaticServer(0, {
        root: path.relative(process.cwd(), path.join(copy.dir, 'build/client')),
      })) as Server;
      try {
        const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        const desktop = await browser.newPage({
          locale: 'es-AR',
          viewport: { width: 1280, height: 800 },
        });
        await desktop.goto(`${site}/`);
        // The dropdown opens on a pointer resting on it once the page script
        // runs, which starts after the first paint is on the screen.
        await waitForPageScript(desktop);
        await desktop.locator('.desktop-menu summary', { hasText: 'Institucional' }).hover();
        await desktop
          .locator('.desktop-menu')
          .getByRole('link', { name: 'Uniforme', exact: true })
          .waitFor({ state: 'visible' });
        await desktop.locator('#busqueda-campo').fill('chomba');
        await desktop.waitForFunction(
          () =>
            document.querySelector('#busqueda-campo')!.closest('form')!.dataset.searchedFor ===
            'chomba',
        );
        expect(
          await desktop
            .locator('#busqueda-resultados [role="option"]')
            .first()
            .getAttribute('href'),
        ).toMatch(/^\/institucional\/uniforme-escolar/);
        const phone = await browser.newPage({ locale: 'es-AR', viewport: PHONE });
        await phone.goto(`${site}/`);
        await phone.locator('.mobile-menu__toggle').click();
        await phone.locator('.accordion summary', { hasText: 'Institucional' }).click();
        await phone
          .locator('.mobile-menu__list')
          .getByRole('link', { name: 'Uniforme', exact: true })
          .waitFor({ state: 'visible' });
        await phone.goto(`${site}/institucional/uniforme-escolar`);
        const dir = await mkdtemp(path.join(tmpdir(), 'uniforme-'));
        const pdf = path.join(dir, 'uniforme.pdf');
        await writeFile(pdf, await phone.pdf({ format: 'A4' }));
        const printed = (await run('pdftotext', ['-layout', pdf, '-'])).stdout.replace(/\s+/g, ' ');
        expect(printed).toContain('Chomba con el escudo');
        expect(printed).not.toContain('Otros links');
      } finally {
        server.close();
      }
      await rm(path.join(copy.dir, 'content/historia.mdx'));
      const refused = await buildIn(copy.dir).then(
        () => '',
        (error: Error) => error.message,
      );
      expect(refused).toContain('content/historia.mdx, línea 1: Esta página no se puede quitar');
    } finally {
      await copy.remove();
    }
    // Two builds of a copy besides the editor: a minute or two on a busy two-core machine.
  }, 240_000);

  test('turns a page’s draft switch, one line, which the build reads', async ({ browser }) => {
    const page = await browser.newPage({ locale: 'es-AR' });
    await editor(page);
    await openEntry(page, entryOf(CONTRACT));
    const was = frontmatterOf(text(CONTRACT)).draft;
    const draft = page.getByRole('switch', { name: 'Borrador' });
    // The switch holds the file's value before a click can change it.
    await expect.poll(() => draft.getAttribute('aria-checked')).toBe(String(was));
    await draft.click();
    await expect.poll(() => draft.getAttribute('aria-checked')).toBe(String(!was));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(async () => (await testRepositoryFiles(page)).get(CONTRACT)?.toString('utf8'), {
        timeout: 15_000,
      })
      .not.toBe(text(CONTRACT));
    const saved = (await testRepositoryFiles(page)).get(CONTRACT)!.toString('utf8');
    expect(frontmatterOf(saved).draft).toBe(!was);
    expect(changedLines(text(CONTRACT), saved)).toEqual([
      expect.objectContaining({ was: `draft: ${was}`, is: `draft: ${!was}` }),
    ]);
  });

  test('saves a repeated article number, which the build of what was saved names in Spanish, by file and line', async ({
    browser,
  }) => {
    const page = await browser.newPage({ locale: 'es-AR' });
    await editor(page);
    await openEntry(page, entryOf(CONTRACT));
    // A slip the form cannot see: article 5 numbered 4, as article 4 is.
    const saved = await editBodyAndSave(page, CONTRACT, '## Artículo 5.', '## Artículo 4.');
    const line = saved.split('\n').indexOf('## Artículo 4. Obligaciones de los alumnos') + 1;
    const first = saved.split('\n').indexOf('## Artículo 4. Obligaciones de los responsables') + 1;
    expect(line).toBeGreaterThan(first);
    const copy = await copyProject('isc-editor-contract-');
    try {
      await writeFile(path.join(copy.dir, CONTRACT), saved);
      const failed = await buildIn(copy.dir, { GITHUB_ACTIONS: 'true' }).then(
        () => '',
        (error: Error) => error.message,
      );
      expect(failed).toContain(
        `${CONTRACT}, línea ${line}: El artículo 4 está repetido: ya aparece en la línea ${first}.`,
      );
      // On the pull request, an annotation on that line, which the editor's panel shows.
      expect(failed).toContain(
        `::error file=${CONTRACT},line=${line},title=Revisión del contenido::El artículo 4 está repetido`,
      );
      expect(failed).toContain('No se publicó nada.');
      // Once merged, the live publication warns on that line and publishes:
      // tests/integration/pages-staff-add.test.ts builds that way.
    } finally {
      await copy.remove();
    }
  });

  for (const viewport of [{ width: 1280, height: 800 }, PHONE])
    test(`draws the contract's form at ${viewport.width} px`, async ({ browser }) => {
      const page = await browser.newPage({ locale: 'es-AR', viewport });
      await editor(page);
      await openEntry(page, entryOf(CONTRACT));
      await page.screenshot({ path: `build/editor-${viewport.width}.png` });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
});

/** The token the review panel's tests sign in with, the one GitHub's stand-in accepts. */
const STAFF_TOKEN = 'github_pat_secretaria';
const PREVIEW = 'https://isc--pr21-x1.web.app';

/** Three saved changes, as GitHub holds them: one ready, one with a mistake, one being checked. */
function threeChanges(state: ReturnType<typeof repositoryState>, repo: string) {
  state.pulls.push(
    editorPull(21, 'Páginas', 'paginas/historia', 'a21', 'Actualizar', { repo }),
    editorPull(22, 'Páginas', 'paginas/normas-de-convivencia', 'b22', 'Actualizar', { repo }),
    editorPull(23, 'Noticias', 'noticias/2026-06-15-acto', 'c23', 'Crear', { repo }),
  );
  state.runs.a21 = [workflowRun(1, 'completed', 'success')];
  // The history page as that change saved it: reviewed, no longer marked «Borrador».
  state.files.a21 = {
    'content/historia.mdx': text('content/historia.mdx').replace(/^draft: true\n/m, ''),
  };
  state.statuses.a21 = [workflowStatus(PREVIEW_STATUS, 'success', PREVIEW)];
  state.runs.b22 = [workflowRun(2, 'completed', 'failure')];
  state.statuses.b22 = [workflowStatus(PREVIEW_STATUS, 'failure')];
  state.comments[22] = [
    workflowComment(
      findingsComment('b22', [
        {
          file: CONTRACT,
          line: 60,
          message: 'El artículo 4 está repetido: ya aparece en la línea 49.',
        },
      ]),
    ),
  ];
  state.runs.c23 = [workflowRun(3, 'in_progress')];
}

/**
 * The built editor's page signed in to GitHub, whose API the stand-in
 * answers (scripts/test-servers/github-api.mjs) with `seed`'s state; Sveltia
 * itself is left out, so that the panel is what the page shows.
 */
async function reviewPanel(
  browser: { newPage: (options: object) => Promise<Page> },
  options: object = {},
) {
  const config = await (await fetch(editorSite('/editar/config.json'))).json();
  const github = await startGitHubApi({ repo: config.backend.repo, token: STAFF_TOKEN });
  threeChanges(github.state, config.backend.repo);
  const page = await browser.newPage({ locale: 'es-AR', ...options });
  await page.addInitScript(
    ([key, user]) => localStorage.setItem(key!, user!),
    [SVELTIA_USER_KEY, JSON.stringify({ backendName: 'github', token: STAFF_TOKEN })],
  );
  await page.route(/\/editar\/sveltia-cms-\w+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await page.route('https://api.github.com/**', async (route) =>
    route.fulfill({
      response: await route.fetch({
        url: route.request().url().replace('https://api.github.com', github.url),
      }),
    }),
  );
  await page.goto(editorSite('/editar'));
  const panel = page.getByRole('complementary', { name: /^Tus cambios/ });
  await panel.waitFor();
  return { page, github, panel, config };
}

describe("the editor's review panel", () => {
  let stopGitHub: (() => void) | undefined;
  afterEach(() => stopGitHub?.());

  test('tells staff in Spanish which change is being checked, what to correct and where, and the preview', async ({
    browser,
  }) => {
    const { page, github, panel } = await reviewPanel(browser);
    stopGitHub = () => github.close();
    await expect
      .poll(() => panel.locator('summary').textContent())
      .toBe('Tus cambios: 1 para corregir, 1 para publicar, 1 en revisión');
    // Named by its published title, which the build writes on the panel's script.
    const contract = longPages.find((each) => each.file === CONTRACT)!.data.banner.title;
    await expect
      .poll(() => panel.getByRole('listitem').allTextContents())
      .toContain(
        `En «${contract}», línea 60: El artículo 4 está repetido: ya aparece en la línea 49.`,
      );
    expect(
      await panel.getByRole('link', { name: 'Ver la vista previa' }).getAttribute('href'),
    ).toBe(PREVIEW);
    expect(await panel.textContent()).toContain(
      'Se está revisando y preparando la vista previa. Suele tardar unos 5 minutos.',
    );
    expect(await englishOn(page)).toEqual([]);
    expect(await axeViolations(page, '.isc-review')).toEqual([]);
  });

  test('publishes a checked change in one action, and shows another ready once its checks pass', async ({
    browser,
  }) => {
    const { page, github, panel } = await reviewPanel(browser, { viewport: PHONE });
    stopGitHub = () => github.close();
    // On a phone it starts closed, a line at the foot of the form, until tapped.
    const summary = panel.locator('summary');
    await expect.poll(() => summary.textContent()).toMatch(/para publicar/);
    expect(await panel.getByRole('button', { name: 'Publicar en el sitio' }).isVisible()).toBe(
      false,
    );
    expect((await panel.boundingBox())!.height).toBeLessThan(PHONE.height / 6);
    await summary.click();
    await panel.getByRole('button', { name: 'Publicar en el sitio' }).click();
    await panel.getByText('Publicado: el sitio se actualiza en unos minutos.').waitFor();
    expect(github.state.merged).toEqual([{ number: 21, method: 'squash', sha: 'a21' }]);
    expect(github.state.deletedRefs).toEqual(['cms/paginas/historia']);
    // The news item's checks pass and its preview is posted; the panel asks again on Sveltia's next screen.
    github.state.runs.c23![0]!.status = 'completed';
    github.state.runs.c23![0]!.conclusion = 'success';
    github.state.statuses.c23 = [
      workflowStatus(PREVIEW_STATUS, 'success', 'https://isc--pr23-z9.web.app'),
    ];
    await page.evaluate(() => (location.hash = '#/collections/noticias'));
    await panel.getByRole('button', { name: 'Publicar en el sitio' }).waitFor();
    expect(await panel.locator('summary').textContent()).toBe(
      'Tus cambios: 1 para corregir, 1 para publicar',
    );
    const overflow = await page.evaluate(() => {
      const box = document.querySelector('.isc-review')!.getBoundingClientRect();
      return Math.max(0, box.right - innerWidth, -box.left);
    });
    expect(overflow).toBe(0);
    // Once the live publication says main's commit is on the site, the published change says so.
    const { merge_commit_sha: merged } = github.state.pulls.find((pull) => pull.number === 21)!;
    github.state.statuses[merged!] = [workflowStatus(SITE_STATUS, 'success')];
    await page.evaluate(() => (location.hash = '#/collections/paginas'));
    await panel.getByText('Ya está en el sitio.').waitFor();
  });
});

/**
 * What a first visit to the editor may download, compressed: Sveltia (about
 * 0.5 MB), its icon font (0.75 MB), and the preview, fetched once the page
 * has loaded (PREVIEW_BUDGET, and what Sveltia draws it with: about 0.1 MB).
 */
const EDITOR_VISIT_BUDGET = 1_750_000;

/** The preview's script, gzip-compressed (issue: under 150 KB). */
const PREVIEW_BUDGET = 150_000;

describe('the editor beside the public site', () => {
  test('keeps the signed-in session on its own origin: no page of the public site can read it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'es-AR' });
    const page = await context.newPage();
    // Signed in through Sveltia's own sign-in (its test repository).
    await openEditor(page, files);
    const session = () => page.evaluate((key) => localStorage.getItem(key), SVELTIA_USER_KEY);
    expect(JSON.parse((await session())!)).toMatchObject({ backendName: 'test-repo' });
    // The same browser on the public site: nothing of the editor's is there to read.
    await page.goto(url(paths.contract));
    expect(new URL(page.url()).origin).not.toBe(new URL(editorSite('/')).origin);
    expect(await session()).toBeNull();
    expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain(SVELTIA_USER_KEY);
    await context.close();
  });

  test('lives on a site of its own: not indexed, its own policy, and no public page loads a byte of it', async () => {
    const response = await fetch(editorSite('/editar'));
    expect(response.headers.get('x-robots-tag')).toMatch(/noindex/);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    const importMap = /<script type="importmap">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    const policy = editorPolicy(importMap).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${policy}">`);
    // The preview draws the pages with no code evaluated, in a frame of its own.
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).toMatch(/frame-src blob:(;|$)/);
    // Its site's home is the editor.
    const home = await fetch(editorSite('/'), { redirect: 'manual' });
    expect(new URL(home.headers.get('location')!, editorSite('/')).pathname).toBe(paths.editor);
    // The public site serves none of the editor's files, and its /editar,
    // where staff may still look, leads to the editor's site and runs nothing.
    const config = await fetch(url('/editar/config.json'));
    expect(config.status).toBe(404);
    const signpost = await (await fetch(url('/editar'))).text();
    expect(signpost).not.toMatch(/<script/);
    expect(signpost).toContain(`<meta http-equiv="refresh" content="0; url=${editorHome}">`);
    expect(signpost).toContain(`<a href="${editorHome}">Abrir el editor</a>`);
    expect(new URL(editorHome).origin).not.toBe(new URL(school.siteUrl).origin);
    expect(await (await fetch(url('/sitemap.xml'))).text()).not.toContain('/editar');
    for (const page of canonicalPages) {
      const source = await (await fetch(url(page.path))).text();
      // The long pages link their entry ("Editar esta página"); none loads the editor's files.
      expect(source, page.path).not.toMatch(/(src|href)="[^"]*\/editar\/[^"#]/);
    }
  });

  test(`downloads under ${EDITOR_VISIT_BUDGET / 1e6} MB compressed on a first visit`, async ({
    browser,
  }) => {
    const page = await browser.newPage({ locale: 'es-AR' });
    const transfer = await measureTransfer(page, editorSite('/editar'));
    console.info(`A first visit to /editar downloads ${(transfer.total / 1e6).toFixed(2)} MB`);
    expect(transfer.total).toBeLessThan(EDITOR_VISIT_BUDGET);
    expect(transfer.script).toBeGreaterThan(400_000);
  });

  test(`keeps the preview's script under ${PREVIEW_BUDGET / 1e3} KB compressed`, async () => {
    const html = await (await fetch(editorSite('/editar'))).text();
    const { script } = JSON.parse(
      /data-preview="([^"]*)"/
        .exec(html)![1]!
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    );
    const bytes = Buffer.from(await (await fetch(editorSite(script))).arrayBuffer());
    const compressed = gzipSync(bytes).length;
    console.info(`The preview's script: ${(compressed / 1e3).toFixed(1)} KB gzip`);
    expect(compressed).toBeLessThan(PREVIEW_BUDGET);
    expect(compressed).toBeGreaterThan(50_000);
  });
});
