import { describe, expect, it } from 'vitest';
import { canonicalPages, type SitePage } from '~/site/pages';
import { PHONE, url, useBrowser } from './browser';
import { measureTransfer, type Transfer } from './transfer';

/**
 * Bytes each kind of page may transfer on a first visit (compressed, as
 * served, local news), set from the measured figures with a little room;
 * times live in the benchmark. Every page of the registry is measured.
 */
const budgets: Record<SitePage['kind'], Pick<Transfer, 'total' | 'script'>> = {
  // Measured 26.3 KB: HTML with its CSS 11.6, heading font 10.3, page script 3.1, icon 1.2.
  home: { total: 28_500, script: 3_400 },
  // Measured 27.9 KB with the 7 sample news in the HTML.
  news: { total: 30_000, script: 3_400 },
  // Measured 27.7–30.9 KB; Starlight's page of the same kind is about 50 KB.
  longform: { total: 33_000, script: 3_400 },
  // Measured 27.0 KB: the list of every page and section.
  search: { total: 29_000, script: 3_400 },
};

describe('byte budgets', () => {
  const browser = useBrowser();

  it.each(canonicalPages)('$path stays within the budget of a $kind page', async (page) => {
    const tab = await browser().newPage({ viewport: PHONE });
    const transfer = await measureTransfer(tab, url(page.path));
    const budget = budgets[page.kind];
    expect(transfer.script).toBeLessThanOrEqual(budget.script);
    expect(transfer.total).toBeLessThanOrEqual(budget.total);
    await tab.close();
  });
});
