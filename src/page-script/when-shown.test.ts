// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { whenShown } from './when-shown';

const prerendering = (value: boolean) =>
  Object.defineProperty(document, 'prerendering', { value, configurable: true });

afterEach(() => prerendering(false));

describe('whenShown', () => {
  it('resolves at once on a page loaded as usual', async () => {
    prerendering(false);
    await expect(whenShown()).resolves.toBeUndefined();
  });

  it('waits, on a prerendered page, until it is activated', async () => {
    prerendering(true);
    let shown = false;
    const waiting = whenShown().then(() => (shown = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown).toBe(false);
    prerendering(false);
    document.dispatchEvent(new Event('prerenderingchange'));
    await waiting;
    expect(shown).toBe(true);
  });
});
