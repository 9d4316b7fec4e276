export const COUNT_UP_MS = 1000;

/** The value shown `elapsed` ms into a count-up to `target`, easing out. */
export function countUpValue(target: number, elapsed: number, duration = COUNT_UP_MS): number {
  if (elapsed <= 0) return 0;
  if (elapsed >= duration) return target;
  const progress = 1 - (1 - elapsed / duration) ** 3;
  return Math.round(target * progress);
}
