// Pages are content: a copy of the project gains a page as the editor
// writes one (its file, with its section and its menu entry in its own
// frontmatter), and the site follows it with nothing else typed: its
// address, the navbar and the phone's menu, the footer, the sitemap, the
// search page, the fetch-ahead rules, the content checks. What a page can
// break is refused before it goes live, in Spanish by file and line; on the
// live path a page that cannot be published is left out, and the news go on.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIn, copyProject } from '../../scripts/lib/project-copy.mjs';

/** Several builds of a copy, each some seconds on a busy two-core machine. */
const TIMEOUT_MS = 600_000;

/** The live publication's settings (publish.yml): content problems warn. */
const LIVE = { CONTENT_PROBLEMS: 'warn', GITHUB_ACTIONS: 'true' };

/** A new page as Sveltia writes it: its frontmatter, then its text (a table among it). */
const UNIFORME = `---
title: Uniforme escolar
description: Qué uniforme usan los alumnos de cada nivel del colegio, y dónde se consigue cada prenda.
banner:
  title: Uniforme
  image: /images/banner-historia.svg
section: institucional
menu:
  name: Uniforme
  order: 4
footer: true
lastReviewed: 2026-11-20
---

## Qué se usa en cada nivel

| Nivel | Prenda | Días |
| --- | --- | ---: |
| Inicial | Guardapolvo a cuadros | 5 |
| Primario | Guardapolvo blanco | 5 |
| Secundario | Chomba con el escudo | 5 |

## Dónde se consigue

En la librería del colegio, de lunes a viernes.
`;

let copy: Awaited<ReturnType<typeof copyProject>>;
const file = (name: string) => path.join(copy.dir, name);
const built = (page: string) => readFile(file(`build/client${page}/index.html`), 'utf8');
const edit = async (name: string, change: (text: string) => string) =>
  writeFile(file(name), change(await readFile(file(name), 'utf8')));

/** The build's failure, as the preview's log tells it. */
const failure = async (env: Record<string, string> = {}) =>
  buildIn(copy.dir, env).then(
    () => '',
    (error: Error) => error.message,
  );

/** The navbar's part of a built page: the desktop menu and the phone's. */
const navbar = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));

beforeAll(async () => {
  copy = await copyProject('isc-pages-');
}, TIMEOUT_MS);
afterAll(() => copy?.remove());

describe('a page staff add', () => {
  it(
    'is served at its address, and the menus, the footer, the sitemap, the search and the rules follow it',
    async () => {
      await writeFile(file('content/uniforme.mdx'), UNIFORME);
      const { log } = await buildIn(copy.dir);
      expect(log).not.toMatch(/::error|línea \d+:/);
      const page = await built('/institucional/uniforme');
      expect(page).toContain('<h1>Uniforme</h1>');
      expect(page).toContain('Guardapolvo a cuadros');
      expect(page).toContain('data-pagefind-body');
      const home = await built('');
      // In the navbar's Institucional, after «Historia del ISC» (3) and before «Fotogalería» (90), on both menus.
      const bar = navbar(home);
      const links = [...bar.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]);
      const at = links.indexOf('/institucional/uniforme');
      expect(links.filter((link) => link === '/institucional/uniforme')).toHaveLength(2);
      expect(links[at - 1]).toBe('/institucional/historiaISC');
      expect(links[at + 1]).toMatch(/fotogaleria/);
      // Five entries: Institucional's dropdown takes a second column.
      expect(bar).toContain('data-columns="2"');
      // The footer's «El colegio» column, the sitemap, the search page and the prerender rules.
      const footer = home.slice(home.indexOf('<footer'));
      expect(footer).toContain('El colegio');
      expect(footer).toContain('href="/institucional/uniforme"');
      expect(await readFile(file('build/client/sitemap.xml'), 'utf8')).toContain(
        '/institucional/uniforme</loc>',
      );
      expect(await built('/buscar')).toContain('href="/institucional/uniforme"');
      // The rules the boot script inserts: the long pages prerendered on a pointer's rest.
      expect(home).toMatch(
        /"prerender":\[\{"where":\{"href_matches":\[[^\]]*"\/institucional\/uniforme"/,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'at an address the site already has is refused in Spanish on its file and line; live leaves it out and publishes the rest',
    async () => {
      await writeFile(
        file('content/novedades.mdx'),
        UNIFORME.replace('name: Uniforme', 'name: Otra'),
      );
      expect(await failure()).toContain(
        'content/novedades.mdx, línea 7: La dirección /institucional/novedades ya es de otra parte del sitio',
      );
      const { log } = await buildIn(copy.dir, LIVE);
      expect(log).toMatch(/::warning file=content\/novedades\.mdx,line=7,/);
      // The news screen is the news', and the other pages are there.
      expect(await built('/institucional/novedades')).not.toContain('<h1>Uniforme</h1>');
      expect(await built('/institucional/uniforme')).toContain('<h1>Uniforme</h1>');
      await rm(file('content/novedades.mdx'));
    },
    TIMEOUT_MS,
  );
});

describe('removing a page', () => {
  it(
    'is refused while another page links to it, naming the linking file and line',
    async () => {
      await edit(
        'content/fundador.mdx',
        (text) => `${text}\nVer también [el uniforme](/institucional/uniforme).\n`,
      );
      const line = (await readFile(file('content/fundador.mdx'), 'utf8'))
        .trimEnd()
        .split('\n').length;
      await rm(file('content/uniforme.mdx'));
      expect(await failure()).toContain(
        `content/fundador.mdx, línea ${line}: El enlace «el uniforme» lleva a /institucional/uniforme, una página que el sitio no tiene.`,
      );
    },
    TIMEOUT_MS,
  );

  it(
    "is refused for a page the code links to (home's cards, the specification's routes)",
    async () => {
      await edit('content/fundador.mdx', (text) =>
        text.replace(/\nVer también \[el uniforme\].*\n/, ''),
      );
      await rm(file('content/historia.mdx'));
      expect(await failure()).toContain(
        'content/historia.mdx, línea 1: Esta página no se puede quitar',
      );
    },
    TIMEOUT_MS,
  );
});
