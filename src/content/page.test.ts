import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readPage } from './page-entries.ts';

const good = {
  title: 'Normas de convivencia',
  description: 'Contrato educativo del nivel secundario, artículo por artículo, para las familias.',
  banner: { title: 'Normas de convivencia', image: '/images/banner-normas.svg' },
  section: 'institucional',
  lastReviewed: '2026-11-01',
};

/** A page file with `data` as its frontmatter, as a person or the editor writes it. */
const read = (data: unknown, file = 'content/normas.mdx') =>
  readPage({ file, text: `---\n${stringify(data)}---\n\nTexto.\n` });

/** The messages of what is wrong, or [] for a page that reads. */
const messages = (data: unknown) => {
  const result = read(data);
  return Array.isArray(result) ? result.map((problem) => problem.message) : [];
};

describe("a long page's frontmatter", () => {
  it('accepts a complete frontmatter', () => {
    expect(read(good)).toMatchObject({ data: good, name: 'normas' });
  });

  it('names the missing field by its label in the form', () => {
    const { description, ...missing } = good;
    expect(description).toBeTruthy();
    expect(messages(missing)).toEqual([expect.stringMatching(/^«Descripción» no es válido: /)]);
  });

  it('names nested and malformed fields', () => {
    const bad = { ...good, banner: { title: 'Hi', image: 'banner.png' }, lastReviewed: '1/11/2026' };
    expect(messages(bad)).toEqual([
      expect.stringMatching(/^«Título grande» no es válido: /),
      expect.stringMatching(/^«Imagen» no es válido: Elegí una imagen de la carpeta \/images/),
      expect.stringMatching(/^«Última revisión» no es válido: /),
    ]);
  });

  it('refuses unknown fields and an empty frontmatter', () => {
    expect(messages({ ...good, autor: 'x' })).toEqual([expect.stringMatching(/autor/)]);
    expect(messages(null)[0]).toMatch(/^«Título» no es válido: /);
  });
});
