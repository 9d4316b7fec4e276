import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { FIRESTORE_BUILD_DIR } from '../../scripts/lib/firestore-site.mjs';

/** Every page a build wrote. */
async function builtPages(dir: string): Promise<string[]> {
  const files = await readdir(dir, { recursive: true });
  return files.filter((file) => file.endsWith('.html')).map((file) => path.join(dir, file));
}

// html-validate's standard rules (.htmlvalidate.json): the HTML standard and
// what it calls errors (ids with spaces, obsolete attributes, landmark names
// that point nowhere), without its opinions on style.
const validator = new HtmlValidate(new FileSystemConfigLoader());

describe('markup', () => {
  for (const dir of ['build/client', `${FIRESTORE_BUILD_DIR}/client`]) {
    it(`every page in ${dir} is valid HTML`, async () => {
      const pages = await builtPages(dir);
      expect(pages.length).toBeGreaterThan(10);
      const errors: string[] = [];
      for (const page of pages) {
        const report = await validator.validateFile(page);
        for (const result of report.results)
          for (const m of result.messages)
            errors.push(`${page}:${m.line}:${m.column} [${m.ruleId}] ${m.message}`);
      }
      expect(errors).toEqual([]);
    });
  }

  for (const dir of ['build/client', `${FIRESTORE_BUILD_DIR}/client`]) {
    it(`${dir} has every file its pages and their scripts name, and none of the routes' code`, async () => {
      const assets = await readdir(path.join(dir, 'assets'));
      const named = new Set<string>();
      for (const page of await builtPages(dir))
        for (const [, name] of (await readFile(page, 'utf8')).matchAll(/\/assets\/([\w.-]+)/g))
          named.add(name!);
      for (const script of assets.filter((name) => name.endsWith('.js')))
        for (const [, name] of (await readFile(path.join(dir, 'assets', script), 'utf8')).matchAll(
          /["'`(]\.\/([\w.-]+\.js)/g,
        ))
          named.add(name!);
      expect([...named].filter((name) => !assets.includes(name))).toEqual([]);
      expect(named.size).toBeGreaterThan(3);
      // The router's client runtime and route modules, which no page loads, and Vite's manifest.
      expect(assets.filter((name) => /^(entry\.client|root|home|news)-/.test(name))).toEqual([]);
      // Every stylesheet is inline but paper's, one file every page links for print alone.
      const sheets = assets.filter((name) => name.endsWith('.css'));
      expect(sheets).toEqual([expect.stringMatching(/^print-[\w-]+\.css$/)]);
      const sitePages = (await builtPages(dir)).filter((page) => !page.endsWith('editar.html'));
      for (const page of sitePages) {
        const html = await readFile(page, 'utf8');
        expect(html, page).toContain(
          `<link rel="stylesheet" href="/assets/${sheets[0]}" media="print"/>`,
        );
        expect(html, page).not.toContain('@media print');
      }
      expect(existsSync(path.join(dir, '.vite'))).toBe(false);
    });
  }
});
