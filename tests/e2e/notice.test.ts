// «Aviso para las familias» as staff set it and families meet it: saved in
// the built editor, then built in a copy of the project and served as
// Hosting serves it; on every kind of page, with JavaScript on and off; hidden
// by the page once over, and closed for good by a visitor until its text changes.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { COLLECTIONS, entryUrl } from '~/editor/entry-links';
import { contentKinds } from '~/content/kinds';
import { noticeSchema } from '~/content/notice';
import { parseDate } from '~/lib/dates';
import { NOTICE_CLOCK_GRACE_MS, NOTICE_CLOSED_KEY } from '~/page-script/boot';
import { NOTICE_LABEL } from '~/build-end/notice-in-pages';
import { paths } from '~/site/pages';
import { buildIn, copyProject } from '../../scripts/lib/project-copy.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { runCommand } from '../support/command';
import { pageAtRest, PHONE, test, url } from '../support/browser';
import { axeViolations } from '../support/axe';
import { openEditor, openEntry, repositoryFiles, testRepositoryFiles } from '../support/editor';

const TEXT = 'Hoy no hay clases por la tormenta: las familias retiran a los chicos hasta las 10.';
const NOTICE_FILE = contentKinds.notice.file;

/** A date and time `hours` from now, as the editor's field takes it: the school's time. */
const schoolTime = (hours: number) =>
  new Date(Date.now() + hours * 3_600_000 - 3 * 3_600_000).toISOString().slice(0, 16);

let copy: Awaited<ReturnType<typeof copyProject>> | undefined;
let server: Server | undefined;
let site = '';
let end = 0;
afterAll(async () => {
  server?.close();
  await copy?.remove();
});

/**
 * Adds up, from before the page loads, the layout shifts that moved an
 * element up or down: what a notice put in after the first paint would do
 * (one 60 px high scores about 0.07 on a laptop's screen). A counter whose
 * digits change, or a line that widens in the headings' font, moves nothing
 * down; an element with no box before is appearing, as a list's item off
 * the screen is drawn.
 */
const recordVerticalShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __vertical: number };
    w.__vertical = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[])
        if (
          entry.sources.some(
            ({ previousRect, currentRect }) =>
              previousRect.height > 0 && previousRect.y !== currentRect.y,
          )
        )
          w.__vertical += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });

const verticalShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __vertical: number }).__vertical);

/** The notice's region on `page`, as assistive technology finds it. */
const notice = (page: Page) => page.getByRole('region', { name: NOTICE_LABEL });

/** Every kind of page: home, a long page, the news, an item, the search and a missing page. */
const everyKind = async () => {
  const html = await (await fetch(`${site}${paths.news}`)).text();
  const item = /href="(\/institucional\/novedades\/[^"/]+)"/.exec(html)![1]!;
  return [paths.home, paths.contract, paths.news, item, paths.search, '/no-existe'];
};

describe('«Aviso para las familias»', { timeout: 600_000 }, () => {
  test('saved in the editor and built, is on every kind of page, with JavaScript on and off, and moves nothing down', async ({
    browser,
  }) => {
    const page = await browser.newPage({ locale: 'es-AR', viewport: { width: 1280, height: 900 } });
    await openEditor(page, await repositoryFiles());
    await openEntry(page, entryUrl(COLLECTIONS.notice, contentKinds.notice.editor.entry));
    await page.getByRole('switch', { name: 'Mostrar el aviso' }).click();
    await page.getByRole('textbox', { name: 'Texto del aviso' }).fill(TEXT);
    await page.getByRole('radio', { name: 'Urgente' }).click();
    const until = page.getByRole('textbox', { name: 'Hasta' });
    const save = page.getByRole('button', { name: 'Guardar' });
    // For the staff guide: the form filled in, at 1280 and 375 px.
    await until.fill(schoolTime(48));
    for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `build/aviso-${viewport.width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    // The form refuses an end past, or more than a week ahead, in Spanish, and saves nothing.
    for (const [hours, says] of [
      [-1, /posterior/],
      [8 * 24, /anterior/],
    ] as const) {
      await until.fill(schoolTime(hours));
      await save.click();
      await expect
        .poll(() => page.getByRole('group', { name: /Hasta/ }).textContent())
        .toMatch(says);
    }
    expect((await testRepositoryFiles(page)).get(NOTICE_FILE)?.toString('utf8')).not.toContain(
      TEXT,
    );
    await until.fill(schoolTime(48));
    await save.click();
    await expect
      .poll(async () => (await testRepositoryFiles(page)).get(NOTICE_FILE)?.toString('utf8'), {
        timeout: 30_000,
      })
      .toContain(TEXT);
    const saved = (await testRepositoryFiles(page)).get(NOTICE_FILE)!.toString('utf8');
    const value = noticeSchema.parse(JSON.parse(saved));
    expect(value).toMatchObject({ shown: true, text: TEXT, level: 'urgent' });
    end = parseDate(value.end!).getTime();
    expect(Math.abs(end - (Date.now() + 48 * 3_600_000))).toBeLessThan(5 * 60_000);

    // What live runs on what was saved: a build of it, served as Hosting serves it.
    copy = await copyProject('isc-notice-');
    await writeFile(path.join(copy.dir, NOTICE_FILE), saved);
    await buildIn(copy.dir);
    server = (await startStaticServer(0, {
      root: path.relative(process.cwd(), path.join(copy.dir, 'build/client')),
    })) as Server;
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    for (const address of await everyKind()) {
      const { page: shown } = await browser.open(`${site}${address}`, {
        before: recordVerticalShifts,
      });
      await pageAtRest(shown);
      if (address === paths.home) await shown.screenshot({ path: 'build/aviso-sitio-1280.png' });
      await expect.poll(() => notice(shown).textContent()).toContain(TEXT);
      expect(await notice(shown).isVisible(), address).toBe(true);
      expect(await notice(shown).textContent()).toMatch(/^Urgente: /);
      // Outside the main content, the only part of a page the search indexes; it takes no focus.
      expect(
        await shown.locator('main [data-notice], [data-pagefind-body] [data-notice]').count(),
      ).toBe(0);
      expect(await shown.evaluate(() => document.activeElement === document.body)).toBe(true);
      // A long page's later sections may nudge it (first-paint.test.ts holds them to 0.01);
      // a notice put in after the first paint would score several times that.
      expect(await verticalShift(shown), address).toBeLessThanOrEqual(0.01);
      // Its contrast and its region, by day and by night.
      expect(await axeViolations(shown), address).toEqual([]);
      const { page: dark } = await browser.open(`${site}${address}`, { colorScheme: 'dark' });
      await pageAtRest(dark);
      expect(await axeViolations(dark), address).toEqual([]);
      // At most 1 KB more for a family to download, compressed, than the same page without it.
      const compressed = async (from: string) =>
        gzipSync(await (await fetch(from)).arrayBuffer(), { level: 9 }).length;
      expect(
        (await compressed(`${site}${address}`)) - (await compressed(url(address))),
        address,
      ).toBeLessThanOrEqual(1024);
      // Without JavaScript, the missing page leads home at once: the notice is in its HTML.
      if (address === '/no-existe') {
        expect(await (await fetch(`${site}${address}`)).text()).toContain(TEXT);
        continue;
      }
      const { page: still } = await browser.open(`${site}${address}`, {
        javaScriptEnabled: false,
        viewport: { width: 320, height: 640 },
      });
      expect(await notice(still).isVisible(), address).toBe(true);
      // Readable at 320 px: nothing sideways.
      expect(await still.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
    }
  });

  test('is written into the live site’s pages by the notice’s fast path byte for byte as the build writes it', async () => {
    expect(site).not.toBe('');
    // The site as published without it (this project's own build), kept as
    // a good publication keeps it; then the fast path on the saved notice.
    const dir = await mkdtemp(path.join(tmpdir(), 'isc-kept-'));
    try {
      await writeFile(path.join(dir, 'record'), 'published=c0ffee 1765000000\nfailures=0\n');
      const env = { ...process.env, PUBLICATION_RECORD_DIR: dir, KEPT_SITE_DIR: `${dir}/kept` };
      const kept = await runCommand('bash', ['scripts/commands/kept-site.sh', 'keep'], { env });
      expect(kept.status, kept.output).toBe(0);
      const wrote = await runCommand(
        'node',
        [path.resolve('scripts/commands/publish-notice.mjs')],
        { cwd: copy!.dir, env: { ...env, BUILD_DIR: `${dir}/out` } },
      );
      expect(wrote.status, wrote.output).toBe(0);
      const pages = async (root: string) =>
        (await readdir(root, { recursive: true })).filter((name) => name.endsWith('.html')).sort();
      const built = path.join(copy!.dir, 'build/client');
      const names = await pages(built);
      expect(await pages(`${dir}/out/client`)).toEqual(names);
      for (const name of names)
        expect(await readFile(`${dir}/out/client/${name}`, 'utf8'), name).toBe(
          await readFile(path.join(built, name), 'utf8'),
        );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('is hidden by the page once over, by the phone’s clock with a few minutes to spare', async ({
    browser,
  }) => {
    expect(site).not.toBe('');
    for (const [after, visible] of [
      [NOTICE_CLOCK_GRACE_MS / 2, true],
      [NOTICE_CLOCK_GRACE_MS + 60_000, false],
    ] as const) {
      const { page } = await browser.open(`${site}${paths.contract}`, {
        before: (p) => p.clock.setFixedTime(end + after),
      });
      expect(await notice(page).isVisible()).toBe(visible);
    }
  });

  test('«Cerrar» keeps it closed on every page until its text changes', async ({ browser }) => {
    expect(site).not.toBe('');
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(site);
    await pageAtRest(page);
    await notice(page).getByRole('button', { name: 'Cerrar' }).click();
    expect(await notice(page).isVisible()).toBe(false);
    await page.goto(`${site}${paths.history}`);
    expect(await notice(page).isVisible()).toBe(false);
    // Another text is another notice: shown again.
    await page.evaluate((key) => localStorage.setItem(key, 'otro-aviso'), NOTICE_CLOSED_KEY);
    await page.reload();
    expect(await notice(page).isVisible()).toBe(true);
    await context.close();
  });
});
