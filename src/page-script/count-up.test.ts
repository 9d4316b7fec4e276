import { describe, expect, it } from 'vitest';
import { COUNT_UP_MS, countUpValue } from './count-up';

describe('countUpValue', () => {
  it('runs from 0 to the target in one second', () => {
    expect(COUNT_UP_MS).toBe(1000);
    expect(countUpValue(1100, 0)).toBe(0);
    expect(countUpValue(1100, 1000)).toBe(1100);
    expect(countUpValue(1100, 5000)).toBe(1100);
  });

  it('rises without overshooting, fast first', () => {
    const values = [100, 250, 500, 750, 900].map((t) => countUpValue(125, t));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(Math.max(...values)).toBeLessThanOrEqual(125);
    expect(countUpValue(125, 500)).toBeGreaterThan(125 / 2);
  });
});
