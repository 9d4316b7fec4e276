import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { FIRESTORE_BUILD_DIR } from '../../scripts/commands/build-firestore.mjs';

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
});
