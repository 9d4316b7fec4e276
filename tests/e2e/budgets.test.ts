import { describe, expect, it } from 'vitest';
import { paths } from '~/site/routes';
import { PHONE, url, useBrowser } from './browser';
import { measureTransfer, type Transfer } from './transfer';

/**
 * Bytes each page may transfer on a first visit (compressed, as served).
 * Set from the measured figures with a little room; times live in the benchmark.
 */
const budgets: Record<string, Pick<Transfer, 'total' | 'script'>> = {
  // Measured 157.4 KB, of it 128.0 KB of JavaScript (React, React Router, DOMPurify).
  [paths.home]: { total: 160_000, script: 130_000 },
  [paths.news]: { total: 160_000, script: 130_000 },
  // Long pages: measured 31–34 KB, 1.5 KB of script; the goal for the contract is 56 KB.
  [paths.founder]: { total: 40_000, script: 2_000 },
  [paths.history]: { total: 40_000, script: 2_000 },
  [paths.contract]: { total: 40_000, script: 2_000 },
  [paths.curriculum]: { total: 40_000, script: 2_000 },
};

describe('byte budgets', () => {
  const browser = useBrowser();

  it.each(Object.entries(budgets))('%s stays within its budget', async (path, budget) => {
    const page = await browser().newPage({ viewport: PHONE });
    const transfer = await measureTransfer(page, url(path));
    expect(transfer.script).toBeLessThanOrEqual(budget.script);
    expect(transfer.total).toBeLessThanOrEqual(budget.total);
    await page.close();
  });
});
