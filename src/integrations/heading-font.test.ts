import { describe, expect, it } from 'vitest';
import { HEADING_FONT_READY, headingFontCss } from './heading-font';

describe('the headings’ font', () => {
  const { css, noscriptCss, font } = headingFontCss('/assets/slab.woff2');
  const stack = (rule: RegExp) => rule.exec(css)?.[1]?.split(',') ?? [];

  it('keeps Roboto Slab out of the stack until the page says it has loaded', () => {
    const before = stack(/:root\{--font-heading:([^}]+)\}/);
    const after = stack(new RegExp(`:root\\[${HEADING_FONT_READY}\\]\\{--font-heading:([^}]+)\\}`));
    expect(before).not.toContain('"Roboto Slab"');
    expect(after[0]).toBe('"Roboto Slab"');
    expect(after.slice(1)).toEqual(before);
    expect(before.at(-1)).toBe('serif');
    expect(noscriptCss).toBe(`:root{--font-heading:${after.join(',')}}`);
    expect(font).toBe('700 1em "Roboto Slab"');
  });

  it('scales each system serif to Roboto Slab Bold, Android’s and Linux’s included', () => {
    expect(css).toContain('src:url(/assets/slab.woff2) format("woff2")');
    for (const local of ['Georgia Bold', 'Noto Serif Bold', 'Liberation Serif Bold']) {
      const face = new RegExp(`@font-face \\{[^}]*local\\('${local}'\\)[^}]*\\}`).exec(css)?.[0];
      expect(face, local).toMatch(/size-adjust: \d+(\.\d+)?%/);
      expect(face, local).toMatch(/ascent-override/);
      expect(face, local).toMatch(/font-weight: 700/);
    }
  });
});
