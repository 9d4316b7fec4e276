// Lighthouse runs: each page RUNS times (default mobile settings), medians.
import lighthouse from 'lighthouse';

/** The middle value (the upper one of an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Bytes transferred per kind, and what was requested before the LCP, from Lighthouse's record. */
function network(lhr) {
  const kinds = { total: 0, js: 0, css: 0, fonts: 0, images: 0 };
  const key = { Script: 'js', Stylesheet: 'css', Font: 'fonts', Image: 'images' };
  const lcp = lhr.audits.metrics.details.items[0].observedLargestContentfulPaint;
  const beforeLcp = new Set();
  for (const request of lhr.audits['network-requests'].details.items) {
    kinds.total += request.transferSize ?? 0;
    const kind = key[request.resourceType];
    if (kind) kinds[kind] += request.transferSize ?? 0;
    if (request.networkRequestTime < lcp) {
      // The file's name without its hash: "page-script.js", "roboto-slab-700-subset.woff2".
      const name = new URL(request.url).pathname
        .split('/')
        .pop()
        .replace(/-[\w-]{8}(\.\w+)$/, '$1');
      beforeLcp.add(name || new URL(request.url).pathname);
    }
  }
  return { bytes: kinds, beforeLcp: [...beforeLcp].sort() };
}

/**
 * Lighthouse on `url` `runs` times in the Chrome at `port`: the median of
 * each score, time and byte count, and every file any run requested before
 * its LCP. `site` names the row.
 */
export async function measure({ port, runs }, site, url) {
  const seen = [];
  for (let i = 0; i < runs; i++) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    seen.push({
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      bestPractices: lhr.categories['best-practices'].score * 100,
      seo: lhr.categories.seo.score * 100,
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      // The trace's own paints, before any throttling is simulated: the
      // largest was the first contentful one when they are the same frame.
      largestIsFirst:
        lhr.audits.metrics.details.items[0].observedLargestContentfulPaint ===
        lhr.audits.metrics.details.items[0].observedFirstContentfulPaint,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      ...network(lhr),
    });
  }
  const pick = (f) => median(seen.map(f));
  return {
    site,
    route: new URL(url).pathname,
    runs,
    performance: pick((r) => r.performance),
    accessibility: pick((r) => r.accessibility),
    bestPractices: pick((r) => r.bestPractices),
    seo: pick((r) => r.seo),
    fcpMs: Math.round(pick((r) => r.fcpMs)),
    lcpMs: Math.round(pick((r) => r.lcpMs)),
    tbtMs: Math.round(pick((r) => r.tbtMs)),
    /** In how many runs the largest paint was the first contentful paint (the trace's). */
    largestIsFirst: seen.filter((r) => r.largestIsFirst).length,
    /** The worst run's: a page must block little in every run, not in most. */
    tbtWorstMs: Math.round(Math.max(...seen.map((r) => r.tbtMs))),
    cls: Number(pick((r) => r.cls).toFixed(3)),
    bytes: Object.fromEntries(Object.keys(seen[0].bytes).map((k) => [k, pick((r) => r.bytes[k])])),
    beforeLcp: [...new Set(seen.flatMap((r) => r.beforeLcp))].sort(),
  };
}
