import { describe, expect, it } from 'vitest';
import { buildDirectory } from '~/lib/build-directory';
import { PREFLIGHT_PROBLEMS_FILE } from '~/builder/text/preflight';
import {
  DEFAULT_BUILD_DIR,
  PREFLIGHT_PROBLEMS_FILE as QUOTED_PREFLIGHT_FILE,
  incidentKind,
  incidentReport,
  LINE_CHARACTERS,
  quotedLines,
  redact,
  secretValues,
  TAIL_LINES,
} from '../../scripts/lib/incident-report.mjs';

describe('what the failure issue says', () => {
  it('reads the preflight’s problems where the build writes them, though it imports nothing of the project', () => {
    expect(QUOTED_PREFLIGHT_FILE).toBe(PREFLIGHT_PROBLEMS_FILE);
    expect(DEFAULT_BUILD_DIR).toBe(buildDirectory({}));
  });

  it('takes out a JSON secret’s fields and lines, as written and as JSON escapes them', () => {
    const key = {
      private_key:
        '-----BEGIN PRIVATE KEY-----\nABCDEFGHIJKLMNOPQRSTUVWX\n-----END PRIVATE KEY-----\n',
      client_email: 'a@b.iam.gserviceaccount.com',
    };
    const values = secretValues({ KEY: JSON.stringify(key), SHORT: 'ab' });
    const log = `email ${key.client_email}\nline ABCDEFGHIJKLMNOPQRSTUVWX\nescaped ${JSON.stringify(key.private_key)}\nab stays`;
    const clean = redact(log, values);
    expect(clean).not.toContain('a@b.iam');
    expect(clean).not.toContain('ABCDEFGHIJKLMNOPQRSTUVWX');
    expect(clean).toContain('ab stays');
  });

  it('quotes the first error line before the last lines, each cut to its length', () => {
    const log = [
      'start',
      'Error: first',
      ...Array.from({ length: 30 }, (_, i) => `    at f${i}`),
      'x'.repeat(1000),
    ].join('\n');
    const lines = quotedLines(log);
    expect(lines.slice(0, 2)).toEqual(['Error: first', '…']);
    expect(lines).toHaveLength(TAIL_LINES + 2);
    expect(lines.at(-1)!.length).toBeLessThanOrEqual(LINE_CHARACTERS + 20);
  });

  it('never says the site could not be published when only the question failed', () => {
    const kind = incidentKind({ steps: {}, questionFailed: true, outcome: 'success' });
    const { title, body } = incidentReport({
      what: 'la consulta',
      run: 'https://github.com/x/y/actions/runs/1',
      now: new Date('2028-02-29T02:30:00Z'),
      since: new Date('2028-02-29T02:30:00Z'),
      kind,
    });
    expect(title).toBe('La consulta programada de las noticias falla');
    expect(body).not.toMatch(/no se pudo publicar/i);
    // 02:30 UTC on a leap day is still the 28th in Argentina.
    expect(body).toContain('**Desde:** el 28/02/2028 a las 23:30 (hora de Argentina)');
  });

  it('names the previews’ key when the question alone could not sign in, the site being up to date', () => {
    const kind = incidentKind({
      steps: {},
      questionFailed: true,
      questionSignIn: true,
      outcome: 'success',
    });
    expect(kind.title).toBe('La consulta programada de las noticias falla');
    expect(kind.todo).toContain('`FIREBASE_SERVICE_ACCOUNT_PREVIEW`');
    expect(kind.retries).toMatch(/una vez por día/);
  });
});
