import { describe, expect, it } from 'vitest';
import { navbarClassName } from './Navbar';

describe('navbarClassName', () => {
  it('turns each option that is on into a modifier class', () => {
    expect(navbarClassName({})).toBe('navbar');
    expect(navbarClassName({ sticky: true, light: true })).toBe(
      'navbar navbar--light navbar--sticky',
    );
    expect(
      navbarClassName({ transparent: true, relative: true, center: true, sticky: false }),
    ).toBe('navbar navbar--center navbar--relative navbar--transparent');
  });
});
