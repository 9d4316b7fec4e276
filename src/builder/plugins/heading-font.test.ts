import { describe, expect, it } from 'vitest';
import { HEADING_ELEMENTS, HEADING_FONT_READY, headingFontCss } from './heading-font';

describe('the headings’ font', () => {
  const { css, noscriptCss, font } = headingFontCss('/assets/slab.woff2');
  const stack = (rule: RegExp) => rule.exec(css)?.[1]?.split(',') ?? [];

  it('keeps Roboto Slab out of the stack until the page says it has loaded', () => {
    const elements = `:is(${HEADING_ELEMENTS})`.replace(/[.()]/g, '\\$&');
    const before = stack(new RegExp(`(?:^|\\})${elements}\\{font-family:([^}]+)\\}`));
    const after = stack(
      new RegExp(`:root\\[${HEADING_FONT_READY}\\] ${elements}\\{font-family:([^}]+)\\}`),
    );
    expect(before).not.toContain('"Roboto Slab"');
    expect(after[0]).toBe('"Roboto Slab"');
    expect(after.slice(1)).toEqual(before);
    expect(before.at(-1)).toBe('serif');
    expect(noscriptCss).toBe(`:is(${HEADING_ELEMENTS}){font-family:${after.join(',')}}`);
    expect(font).toBe('700 1em "Roboto Slab"');
  });

  it('names the elements the attribute changes, so that the browser restyles those alone', () => {
    expect(HEADING_ELEMENTS.split(',')).toEqual(expect.arrayContaining(['h1', 'h2', 'h3', 'h4']));
    expect(css).not.toMatch(new RegExp(`\\[${HEADING_FONT_READY}\\]\\{`));
    expect(css).not.toContain('--font-heading');
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
