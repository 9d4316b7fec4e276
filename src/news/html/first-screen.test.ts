import { describe, expect, it } from 'vitest';
import { firstPicturePlacement } from './first-screen';

describe('firstPicturePlacement', () => {
  it('lets only a processed picture on the first screen lead', () => {
    expect(firstPicturePlacement('Acto por los 125 años', true)).toBe('lead');
    expect(firstPicturePlacement('', true)).toBe('lead');
    // An original kept as it is weighs megabytes: never first.
    expect(firstPicturePlacement('', false)).toBe('body');
    // Below about 300 characters of text, it is below a phone's first screen.
    expect(firstPicturePlacement('Una jornada de encuentro. '.repeat(12), true)).toBe('body');
  });
});
