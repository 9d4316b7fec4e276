import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from './page.ts';

const good = {
  title: 'Normas de convivencia',
  description: 'Contrato educativo del nivel secundario, artículo por artículo, para las familias.',
  banner: { title: 'Normas de convivencia', image: '/images/banner-normas.svg' },
  section: 'institucional',
  lastReviewed: '2026-11-01',
};

describe('parseFrontmatter', () => {
  it('accepts a complete frontmatter', () => {
    expect(parseFrontmatter(good, 'content/normas.mdx')).toEqual(good);
  });

  it('names the file and the missing field', () => {
    const { description, ...missing } = good;
    expect(description).toBeTruthy();
    expect(() => parseFrontmatter(missing, 'content/normas.mdx')).toThrow(
      /Invalid frontmatter in content\/normas\.mdx:\n {2}- field "description"/,
    );
  });

  it('names nested and malformed fields', () => {
    const bad = {
      ...good,
      banner: { title: 'Hi', image: 'banner.png' },
      lastReviewed: '1/11/2026',
    };
    let message = '';
    try {
      parseFrontmatter(bad, 'content/x.mdx');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('field "banner.title"');
    expect(message).toContain('field "banner.image"');
    expect(message).toContain('field "lastReviewed"');
  });

  it('refuses unknown fields and an empty frontmatter', () => {
    expect(() => parseFrontmatter({ ...good, autor: 'x' }, 'c.mdx')).toThrow(/autor/);
    expect(() => parseFrontmatter(undefined, 'c.mdx')).toThrow(/field "title"/);
  });
});
