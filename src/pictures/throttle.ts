/**
 * Runs at most `limit` tasks at a time; the others wait their turn, in order.
 * Each picture already uses every core libvips is given: two at a time keep
 * the machine busy without piling decoded photos up in memory.
 */
export function throttle(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}
