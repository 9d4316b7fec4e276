// The editor's preview (src/editor/preview/): each long page drawn in the
// pane by the site's own components as staff type, compared with the built
// page, on the built /editar with Sveltia's test repository.
import type { Frame, Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { COLLECTIONS, editorUrl, entryUrl, SCHOOL_DETAILS_ENTRY } from '~/editor/entry-links';
import { school } from '~/site/identity';
import { newsPaths } from '~/site/pages';
import { longPages } from '~/site/registry';
import { DESKTOP, recordViolations, test, url, violations } from '../support/browser';
import { openEditor, openEntry, repositoryFiles } from '../support/editor';

let files: Map<string, Buffer>;
beforeAll(async () => {
  files = await repositoryFiles();
});

const CURRICULUM = longPages.find((page) => page.file === 'content/estructura-curricular.mdx')!;

/** What only the build does to a page: the pictures' widths and sizes, and the banner's drawing. */
const BUILD_ONLY = [
  'src',
  'srcset',
  'sizes',
  'width',
  'height',
  'loading',
  'decoding',
  'fetchpriority',
];

/**
 * A page's article as a list of lines: each element with its attributes
 * (but BUILD_ONLY's) and each text, whitespace collapsed; the banner's
 * picture left out. Runs in the page (or the pane) it reads.
 */
function articleLines(skip: string[]): string[] {
  const lines: string[] = [];
  const walk = (node: Node, depth: number) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) lines.push(`${'  '.repeat(depth)}"${text}"`);
      return;
    }
    if (!(node instanceof Element) || node.classList.contains('banner__image')) return;
    const attributes = [...node.attributes]
      .filter((attribute) => !skip.includes(attribute.name))
      .map((attribute) => `${attribute.name}=${attribute.value}`)
      .sort();
    lines.push(`${'  '.repeat(depth)}<${node.localName} ${attributes.join(' ')}>`);
    for (const child of node.childNodes) walk(child, depth + 1);
  };
  walk(document.querySelector('article.long-page')!, 0);
  return lines;
}

/** The preview pane's document, once it has drawn a page's article. */
async function pane(page: Page): Promise<Frame> {
  const frame = page.locator('iframe[src^="blob:"]');
  await frame.contentFrame().locator('article.long-page').waitFor();
  return (await (await frame.elementHandle())!.contentFrame())!;
}

/** Opens the editor on the entry of the long page `name`; answers its preview pane. */
async function openPage(page: Page, name: string): Promise<Frame> {
  await openEntry(page, editorUrl(name));
  return pane(page);
}

/** Replaces `from` with `to` in the text box, as typing does. */
async function type(page: Page, from: string, to: string) {
  const body = page.locator('textarea').last();
  const before = await body.inputValue();
  expect(before).toContain(from);
  await body.fill(before.replace(from, to));
}

describe("the editor's preview", { timeout: 180_000 }, () => {
  test('draws each long page as the build does: the same article, but for the pictures the build makes', async ({
    browser,
  }) => {
    const page = await browser.newPage({ locale: 'es-AR', viewport: DESKTOP });
    await recordViolations(page);
    // What the editor's own site could not give (the site's files the pane
    // draws with, its fonts and logo, are copied there: they are not on its origin).
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
    });
    await openEditor(page, files);
    // The built page as served, before any script of its own runs.
    const built = await browser.newPage({
      locale: 'es-AR',
      viewport: DESKTOP,
      javaScriptEnabled: false,
    });
    for (const each of longPages) {
      const frame = await openPage(page, each.name);
      await built.goto(url(each.address));
      const expected = await built.evaluate(articleLines, BUILD_ONLY);
      expect(expected.length, each.file).toBeGreaterThan(20);
      await expect
        .poll(() => frame.evaluate(articleLines, BUILD_ONLY), { timeout: 10_000 })
        .toEqual(expected);
      expect(await frame.locator('.preview-problem, .preview-problems').count()).toBe(0);
    }
    // The pane's frame and its stylesheet are allowed; nothing is evaluated.
    expect(await violations(page)).toEqual([]);
    expect(missing).toEqual([]);
  });

  test("follows the text as staff type: a table's cell, then a total that no longer adds up, shown at its line", async ({
    browser,
  }) => {
    const page = await browser.newPage({ locale: 'es-AR', viewport: DESKTOP });
    await openEditor(page, files);
    const frame = await openPage(page, CURRICULUM.name);
    const row = frame.locator('tr', { hasText: 'Lengua y Literatura' }).first();
    const cells = await row.locator('td').allInnerTexts();
    await type(page, '| Lengua y Literatura | 5 |', '| Lengua y Literatura | 6 |');
    await expect.poll(() => row.locator('td').nth(1).innerText()).toBe('6');
    expect(cells[1]).toBe('5');
    // The first table's total now says 40 where its subjects add up to 41.
    const problem = frame.locator('.prose > .preview-problem');
    await problem.first().waitFor();
    expect(await problem.allInnerTexts()).toEqual([
      expect.stringMatching(
        /^Línea \d+: En la fila «Total de horas semanales», la columna «1\.º año» dice 40, pero las materias suman 41\.$/,
      ),
    ]);
    const body = await page.locator('textarea').last().inputValue();
    const line = Number(/^Línea (\d+)/.exec((await problem.allInnerTexts())[0]!)![1]);
    expect(body.split('\n')[line - 1]).toMatch(/^\| \*\*Total de horas semanales\*\*/);
    // Shown just before the table it is on, and summed up at the pane's top.
    expect(
      await problem.evaluate(
        (note) => note.nextElementSibling?.querySelector('tbody tr:last-child')?.textContent,
      ),
    ).toMatch(/Total de horas semanales/);
    expect(await frame.locator('.preview-problems').innerText()).toMatch(
      /^Hay un problema que impide publicar esta página/,
    );
    // At a phone's width, when staff tick it.
    await frame.getByLabel('Ver con el ancho de un celular (375 px)').check();
    await expect
      .poll(() =>
        frame.locator('article.long-page').evaluate((a) => a.getBoundingClientRect().width),
      )
      .toBeLessThanOrEqual(375);
    // Put right, the note goes.
    await type(page, '| Lengua y Literatura | 6 |', '| Lengua y Literatura | 5 |');
    await expect.poll(() => problem.count()).toBe(0);
  });

  test('evaluates nothing staff write: code, scripts and handlers are shown as problems, in Spanish, and never run', async ({
    browser,
  }) => {
    const page = await browser.newPage({ locale: 'es-AR', viewport: DESKTOP });
    await recordViolations(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openEditor(page, files);
    const frame = await openPage(page, CURRICULUM.name);
    const hostile = [
      "import fs from 'node:fs'",
      '{alert(1)}',
      '<script>{window.parent.ran = 1}</script>',
      '<img src="/x.png" onError={() => alert(2)} />',
      '[Reglamento](/reglamento-viejo)',
    ].join('\n\n');
    await type(page, '## ', `${hostile}\n\n## `);
    const notes = frame.locator('.preview-problem');
    await expect.poll(() => notes.count()).toBe(5);
    const texts = await notes.allInnerTexts();
    expect(texts.join('\n')).toMatch(/no puede traer código \(import o export\)/);
    expect(texts.join('\n')).toMatch(/\{alert\(1\)\} no es un dato del colegio/);
    expect(texts.join('\n')).toMatch(/La etiqueta <script> no se puede usar/);
    expect(texts.join('\n')).toMatch(/La etiqueta <img> no se puede usar/);
    expect(texts.join('\n')).toMatch(
      /El enlace «Reglamento» lleva a \/reglamento-viejo, una página que el sitio no tiene\./,
    );
    expect(await frame.locator('script, [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { ran?: number }).ran)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await violations(page)).toEqual([]);
  });

  test("draws the school's details where families read them, home's counters and the footer, as staff type", async ({
    browser,
  }) => {
    const page = await browser.newPage({ locale: 'es-AR', viewport: DESKTOP });
    await openEditor(page, files);
    await openEntry(page, entryUrl(COLLECTIONS.school, SCHOOL_DETAILS_ENTRY));
    const frame = page.locator('iframe[src^="blob:"]').contentFrame();
    const students = frame.locator('.counter__value [data-count-up]').nth(1);
    await expect.poll(() => students.innerText()).toBe(String(school.students));
    const field = page.getByRole('spinbutton').first();
    await field.fill('1234');
    await expect.poll(() => students.innerText()).toBe('1234');
    // The footer, by its own component: the same links as the built home's.
    const built = await browser.newPage({ javaScriptEnabled: false });
    await built.goto(url('/'));
    const links = (where: Pick<Page, 'locator'>) =>
      where.locator('footer.footer a').evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(await links(frame)).toEqual(await links(built));
  });

  test('draws a news item as its card and its own page, as the build does', async ({ browser }) => {
    const page = await browser.newPage({ locale: 'es-AR', viewport: DESKTOP });
    await openEditor(page, files);
    const id = 'semana-santa';
    const file = [...files.keys()].find((each) => each.endsWith(`-${id}.md`))!;
    const name = file.replace(/^.*\/|\.md$/g, '');
    await openEntry(page, entryUrl(COLLECTIONS.news, name));
    const frame = page.locator('iframe[src^="blob:"]').contentFrame();
    await frame.locator('.news-card').waitFor();
    const built = await browser.newPage({ javaScriptEnabled: false });
    await built.goto(url(newsPaths.item(name)));
    const article = (where: Pick<Page, 'locator'>) =>
      where.locator('.news-article').evaluate((element) => ({
        title: element.querySelector('h1')!.textContent,
        body: element.querySelector('.news-article__body')!.innerHTML,
      }));
    expect(await article(frame)).toEqual(await article(built));
    expect(await frame.locator('.news-card .news-card__body').innerText()).toMatch(/Semana Santa/);
    // Emptied, it says in Spanish why it would not be published.
    await page.locator('textarea').last().fill('');
    await expect
      .poll(() => frame.locator('.preview-problems').innerText())
      .toBe('Esta noticia no se publicaría: No queda nada para mostrar: escribí su texto.');
  });
});
