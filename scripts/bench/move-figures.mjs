// A move's figures, in Chromium (next-page.mjs) as in Firefox and WebKit
// (other-engines.mjs): the medians of its runs, or why none was measured.
import { median } from './lighthouse.mjs';

/**
 * The figures of a move in `engine` from its runs' `samples` (each `ms`
 * from the click to the next page's paint, `bytes` carried before it, and
 * whether the next page was `ahead`), with the `lost` tries besides and the
 * last one's error.
 */
export function moveFigures(engine, samples, lost, lastError) {
  if (!samples.length)
    return {
      engine,
      ms: null,
      runs: 0,
      tries: lost,
      error: String(lastError?.message ?? lastError),
    };
  const middle = (key) => median(samples.map((sample) => sample[key]));
  return {
    engine,
    ms: Math.round(middle('ms')),
    kb: Number((middle('bytes') / 1000).toFixed(1)),
    /** The runs in which the next page had been asked for before the move. */
    ahead: samples.filter((sample) => sample.ahead).length,
    runs: samples.length,
    /** Every try, the lost ones included. */
    tries: samples.length + lost,
  };
}
