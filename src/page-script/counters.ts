import { calendarYearsSince } from '~/lib/dates';
import { COUNT_UP_MS, countUpValue } from './count-up';

/**
 * Figures marked `data-count-up` hold their final value in the HTML. This
 * counts each one up from zero in one second when it comes into view (at once
 * under prefers-reduced-motion). A `data-years-since` figure is recomputed on
 * the visitor's clock first, so a page built last year shows this year's age.
 * The figures are not live regions: screen readers read them once, when reached.
 */
export function enhanceCounters(root: ParentNode): () => void {
  const figures = [...root.querySelectorAll<HTMLElement>('[data-count-up]')];
  for (const figure of figures) {
    const since = figure.dataset.yearsSince;
    if (since) figure.textContent = String(calendarYearsSince(since));
  }
  if (!figures.length || matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {};

  let frame = 0;
  const observer = new IntersectionObserver((entries) => {
    const seen = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target);
    if (!seen.length) return;
    seen.forEach((figure) => observer.unobserve(figure));
    const targets = seen.map((figure) => [figure, Number(figure.textContent)] as const);
    const start = performance.now();
    const tick = (now: number) => {
      const elapsed = now - start;
      for (const [figure, target] of targets)
        figure.textContent = String(countUpValue(target, elapsed));
      if (elapsed < COUNT_UP_MS) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
  });
  figures.forEach((figure) => observer.observe(figure));
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}
