import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { paths } from '~/site/pages';
import { TEXT_SECTION_CLASS } from '~/builder/text/rehype-sections';
import { lateSections } from '~/page-script/late-sections';
import { HOME_SECTION_CLASS } from '~/site/home-content';
import {
  askPageOnScreen,
  askPrerenderedOnceParsed,
  launchPrerenderingChromium,
  shownAt,
} from '../../scripts/lib/prerendering-chromium.mjs';
import { pointOn } from '../../scripts/in-page/point-on.mjs';
import { STAFF_MARK, SVELTIA_USER_KEY } from '~/editor/user';
import { editorUrl } from '~/editor/entry-links';
import { school } from '~/site/identity';
import {
  DESKTOP,
  layoutShift,
  pageAtRest,
  PHONE,
  recordLayoutShift,
  scrollSettled,
  test,
  url,
  editorSite,
} from '../support/browser';

/** Before the page loads: `key` in the site's localStorage holds `value`. */
const stored = (key: string, value: string) => (page: Page) =>
  page.addInitScript(([k, v]) => localStorage.setItem(k!, v!), [key, value]);
/** A staff member's browser, as the editor's «Sitio en vivo» leaves it (STAFF_MARK). */
const asStaff = stored(STAFF_MARK.key, '1');

const run = promisify(execFile);

/** Where a heading sits relative to the bottom of the sticky navbar. */
function headingPlacement(page: Page, id: string) {
  return page.evaluate((target) => {
    const heading = document.getElementById(target)!;
    const navbar = document.querySelector('.navbar')!.getBoundingClientRect();
    return {
      gap: heading.getBoundingClientRect().top - navbar.bottom,
      navbarTop: navbar.top,
      targeted: heading.matches(':target'),
    };
  }, id);
}

describe('long-form pages', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const javaScriptEnabled of [true, false]) {
      test(`lands #articulo-14 just below the navbar at ${viewport.width} px (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
        browser,
      }) => {
        const { page } = await browser.open(`${paths.contract}#articulo-14`, {
          viewport,
          javaScriptEnabled,
        });
        await scrollSettled(page);
        const placement = await headingPlacement(page, 'articulo-14');
        expect(placement.navbarTop).toBe(0);
        expect(placement.gap).toBeGreaterThanOrEqual(0);
        expect(placement.gap).toBeLessThan(48);
        expect(placement.targeted).toBe(true);
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      });
    }
  }

  // Home's blocks below its hero as a long page's sections (src/page-script/late-sections.ts).
  // On a desktop, home is short enough that all of it is within the distance
  // at which Chromium renders what is coming next: its phone layout is tested.
  const latePages = [
    {
      name: 'a long page',
      address: paths.contract,
      place: '#contrato-educativo',
      kind: 'long-page',
      viewports: [PHONE, DESKTOP],
      // Each section's heading.
      headings: '.prose h2',
      // More sections than this, laid out whole.
      moreThan: 10,
    },
    {
      name: 'home',
      address: paths.home,
      place: '#niveles',
      kind: 'home',
      viewports: [PHONE],
      headings: `.${HOME_SECTION_CLASS} > h2`,
      moreThan: 3,
    },
  ] as const;
  for (const {
    name,
    address,
    place,
    kind,
    viewports,
    headings: sectionHeadings,
    moreThan,
  } of latePages)
    for (const viewport of viewports)
      test(`${name} leaves the sections off the first screen out of its layout, then lays them out, moving nothing, to the page a whole layout makes, at ${viewport.width} px`, async ({
        browser,
      }) => {
        const sections = lateSections(kind)!;
        /** Each section's height and the page's, in whole pixels, once the page is at rest. */
        const heights = async (at: string, before?: (page: Page) => Promise<unknown>) => {
          const { page } = await browser.open(at, { viewport, before });
          await pageAtRest(page);
          const measured = await page.evaluate(
            (sections) =>
              [...document.querySelectorAll(sections), document.documentElement].map((box) =>
                Math.round(box.getBoundingClientRect().height),
              ),
            sections,
          );
          return { page, measured };
        };
        // An address that names a place: the whole page is laid out from the start.
        const whole = await heights(`${address}${place}`);
        expect(await whole.page.locator('[data-laid-out]').count()).toBe(0);
        expect(whole.measured.length).toBeGreaterThan(moreThan);

        const { page, measured } = await heights(address, (p) =>
          p.addInitScript((sections) => {
            const seen = window as unknown as { __rendered: boolean[]; __moved: string[] };
            // Whether the browser rendered what each section holds when it first laid the page out.
            document.addEventListener('DOMContentLoaded', () => {
              seen.__rendered = [...document.querySelectorAll(sections)].map((section) =>
                section.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
              );
            });
            // What in a section moved up or down on the screen, with no input.
            seen.__moved = [];
            new PerformanceObserver((list) => {
              for (const shift of list.getEntries() as (PerformanceEntry & {
                sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
              })[])
                for (const { node, previousRect, currentRect } of shift.sources)
                  if (
                    node instanceof Element &&
                    node.closest(sections) &&
                    previousRect.y !== currentRect.y
                  )
                    seen.__moved.push(node.outerHTML.slice(0, 80));
            }).observe({ type: 'layout-shift', buffered: true });
          }, sections),
        );
        const seen = await page.evaluate(() => {
          const { __rendered, __moved } = window as unknown as {
            __rendered: boolean[];
            __moved: string[];
          };
          return { __rendered, __moved };
        });
        expect(seen.__rendered.at(-1)).toBe(false);
        expect(await page.locator('[data-laid-out]').count()).toBe(measured.length - 1);
        expect(measured).toEqual(whole.measured);
        expect(seen.__moved).toEqual([]);
        // Every heading reaches screen readers.
        const session = await page.context().newCDPSession(page);
        const { nodes } = await session.send('Accessibility.getFullAXTree');
        const headings = nodes
          .filter((node) => node.role?.value === 'heading' && !node.ignored)
          .map((node) => node.name?.value);
        const written = await page.locator(sectionHeadings).allTextContents();
        expect(written.length).toBe(measured.length - 1);
        for (const heading of written) expect(headings).toContain(heading);
      });

  test('lays a long page prerendered ahead of a click out whole while it is hidden, and shows it so', async () => {
    // Puppeteer's Chromium prerenders as a visitor's does; Playwright's does not.
    const chromium = await launchPrerenderingChromium();
    try {
      const page = await chromium.newPage();
      await page.setViewport(DESKTOP);
      await page.goto(url(paths.home));
      await page.waitForFunction(() => document.documentElement.dataset.enhanced !== undefined);
      const link = `main a[href="${paths.contract}"]`;
      await page.$eval(link, (a) => a.scrollIntoView({ block: 'center' }));
      const { x, y } = (await (await page.waitForFunction(pointOn, {}, link)).jsonValue())!;
      await page.mouse.move(x, y);
      // Once parsed, still hidden: whether each section's content is rendered,
      // not left out of the layout until the click.
      const hidden = await askPrerenderedOnceParsed(
        page,
        paths.contract,
        (section) => ({
          prerendering: (document as Document & { prerendering: boolean }).prerendering,
          rendered: [...document.querySelectorAll(`.${section}`)].map((box) =>
            box.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
          ),
        }),
        TEXT_SECTION_CLASS,
      );
      expect(hidden.prerendering).toBe(true);
      expect(hidden.rendered.length).toBeGreaterThan(10);
      expect(hidden.rendered).not.toContain(false);
      await page.mouse.click(x, y);
      await shownAt(page, paths.contract);
      const { activationStart } = await askPageOnScreen(page, () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceEntry).toJSON(),
      );
      // Shown from the prerender, not loaded anew.
      expect(activationStart).toBeGreaterThan(0);
    } finally {
      await chromium.close();
    }
  });

  test('highlights the section being read in the table of contents', async ({ browser }) => {
    const { page } = await browser.open(paths.contract, { viewport: DESKTOP });
    const current = () => page.locator('.toc--wide a[aria-current="true"]').getAttribute('href');
    await page.waitForFunction(() => document.querySelector('.toc--wide a[aria-current="true"]'));
    expect(await current()).toBe('#contrato-educativo');
    for (const id of ['articulo-9', 'articulo-3', 'articulo-13']) {
      await page.evaluate((target) => {
        const heading = document.getElementById(target)!;
        window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 100);
      }, id);
      await page.waitForFunction(
        (href) =>
          document.querySelector('.toc--wide a[aria-current="true"]')?.getAttribute('href') ===
          href,
        `#${id}`,
      );
    }
    expect(await page.locator('.toc a[aria-current="true"]').count()).toBe(2);
  });

  test('highlights sections whose titles carry accents, with accent-free addresses', async ({
    browser,
  }) => {
    const { page } = await browser.open(paths.curriculum, { viewport: DESKTOP });
    expect(
      await page
        .locator('.toc--wide a')
        .evaluateAll((all) => all.map((a) => a.getAttribute('href'))),
    ).toEqual([
      '#bachiller-en-economia-y-administracion',
      '#ciclo-basico',
      '#ciclo-orientado',
      '#catequesis',
    ]);
    await page.evaluate(() =>
      window.scrollTo(
        0,
        document.getElementById('ciclo-basico')!.getBoundingClientRect().top + window.scrollY - 100,
      ),
    );
    await page.waitForFunction(
      () =>
        document.querySelector('.toc--wide a[aria-current="true"]')?.getAttribute('href') ===
        '#ciclo-basico',
    );
  });

  test('follows table-of-contents links without JavaScript, from the collapsible list on phones', async ({
    browser,
  }) => {
    const { page } = await browser.open(paths.contract, {
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    await page.locator('.toc--narrow summary').click();
    await page.locator('.toc--narrow a', { hasText: 'Artículo 15. Vigencia' }).click();
    await page.waitForURL(/#articulo-15$/);
    const placement = await headingPlacement(page, 'articulo-15');
    expect(placement.gap).toBeGreaterThanOrEqual(0);
    expect(placement.gap).toBeLessThan(48);
  });

  test('copies an article link to the clipboard and confirms it in Spanish', async ({
    browser,
  }) => {
    const { page } = await browser.open(paths.contract, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const link = page.locator('#articulo-14 + a.heading-link');
    expect(await link.getAttribute('href')).toBe('#articulo-14');
    expect(await link.getAttribute('aria-label')).toBe('Copiar enlace a «Artículo 14. Aranceles»');
    await link.click();
    const expected = url(`${paths.contract}#articulo-14`);
    // The page has other status regions (the search boxes'): any of them may say it.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="status"]')].some((status) =>
        status.textContent?.includes('Enlace copiado'),
      ),
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(await link.getAttribute('data-copied')).toBe('Enlace copiado');
    expect(page.url()).toBe(expected);
  });

  test('shows the print button only when it can work', async ({ browser }) => {
    const withJs = await browser.open(paths.curriculum);
    expect(await withJs.page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(true);
    const withoutJs = await browser.open(paths.curriculum, { javaScriptEnabled: false });
    expect(await withoutJs.page.getByRole('button', { name: 'Imprimir' }).count()).toBe(0);
  });

  test.for(['A4', 'Letter'] as const)(
    'prints the contract on %s with all 16 articles and none of the chrome',
    async (format, { browser }) => {
      const { page } = await browser.open(paths.contract);
      const dir = await mkdtemp(path.join(tmpdir(), 'contrato-'));
      const pdf = path.join(dir, 'contrato.pdf');
      await writeFile(pdf, await page.pdf({ format }));
      const { stdout } = await run('pdftotext', ['-layout', pdf, '-']);
      const text = stdout.replace(/\s+/g, ' ');
      for (let n = 1; n <= 16; n++) expect(text).toContain(`Artículo ${n}.`);
      expect(text).toMatch(/^\s*INSTITUTO SAGRADO CORAZÓN Normas de convivencia/);
      for (const chrome of [
        'Otros links',
        'Contactar por Whatsapp',
        'Saltar al contenido',
        'En esta página',
        'IMPRIMIR',
        'Administrar',
      ]) {
        expect(text).not.toContain(chrome);
      }
      const { stdout: info } = await run('pdfinfo', [pdf]);
      expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBeLessThanOrEqual(6);
    },
  );

  test('shows no review date on a draft', async ({ browser }) => {
    const { page } = await browser.open(paths.contract);
    // The shipped texts are drafts (draft: true).
    expect(await page.getByText(/Última revisión/).count()).toBe(0);
  });

  test("links the page's entry in the editor for staff alone, where it moves nothing", async ({
    browser,
  }) => {
    const editLink = (page: Page) => page.getByRole('link', { name: 'Editar esta página' });
    // A family's browser, and one holding an editor's session on this origin
    // (the editor lives on its own now, and no page reads a session): no link.
    const session = JSON.stringify({ backendName: 'github', token: 'github_pat_de_prueba' });
    for (const before of [undefined, stored(SVELTIA_USER_KEY, session)]) {
      const { page } = await browser.open(paths.contract, { before });
      await pageAtRest(page);
      expect(await editLink(page).count()).toBe(0);
    }
    // The editor's «Sitio en vivo» leads to the site's home with the mark, which
    // the page keeps, taking it off the address.
    const config = await (await fetch(editorSite('/editar/config.json'))).json();
    const viewSite = new URL(config.display_url);
    expect(viewSite.origin).toBe(new URL(school.siteUrl).origin);
    const { page: home } = await browser.open(`/${viewSite.hash}`);
    expect(new URL(home.url()).hash).toBe('');
    // Then the link, there before the body is parsed, so before anything is
    // drawn, and nothing on the page shifts.
    await home.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { __staffAtBody: boolean }).__staffAtBody =
          document.documentElement.hasAttribute('data-staff');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await recordLayoutShift(home);
    await home.goto(url(paths.contract));
    await pageAtRest(home);
    expect(await editLink(home).getAttribute('href')).toBe(editorUrl('normas-de-convivencia'));
    expect(new URL(editorUrl('normas-de-convivencia')).pathname).toBe(paths.editor);
    expect(
      await home.evaluate(() => (window as unknown as { __staffAtBody: boolean }).__staffAtBody),
    ).toBe(true);
    expect(await layoutShift(home)).toBeLessThan(0.001);
    // With JavaScript off, nobody is known to be staff.
    const { page: still } = await browser.open(paths.contract, {
      javaScriptEnabled: false,
      before: asStaff,
    });
    expect(await editLink(still).count()).toBe(0);
  });

  for (const width of [320, 375, 1280]) {
    test(`keeps every banner control off the title and nothing sideways at ${width} px`, async ({
      browser,
    }) => {
      for (const path of [paths.founder, paths.history, paths.contract, paths.curriculum]) {
        // Staff's view, with both controls.
        const { page } = await browser.open(path, {
          viewport: { width, height: 740 },
          before: asStaff,
        });
        await page.waitForFunction(() => document.documentElement.dataset.enhanced !== undefined);
        const overlaps = await page.evaluate(() => {
          const range = document.createRange();
          range.selectNodeContents(document.querySelector('.banner h1')!);
          const title = [...range.getClientRects()];
          const controls = [...document.querySelectorAll('.banner__actions > *')]
            .filter((el) => (el as HTMLElement).offsetParent !== null)
            .map((el) => el.getBoundingClientRect());
          const hit = (a: DOMRect, b: DOMRect) =>
            a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          return {
            controls: controls.length,
            overlaps: controls.filter((c) => title.some((t) => hit(c, t))).length,
            sideways: document.documentElement.scrollWidth > window.innerWidth,
          };
        });
        // Imprimir and Editar esta página.
        expect(overlaps, path).toEqual({ controls: 2, overlaps: 0, sideways: false });
      }
    });
  }
});
