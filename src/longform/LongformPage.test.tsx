// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { editUrl } from '~/site/identity';
import { LongformPage, type LongformModule } from './LongformPage';

afterEach(cleanup);

const page = (draft?: boolean): LongformModule => ({
  default: () => <p>Texto de la página</p>,
  toc: [],
  banner: { src: '/images/banner-normas.svg', width: 1600, height: 400 },
  frontmatter: {
    title: 'Prueba',
    description: 'Una página de prueba con una descripción bastante larga para el esquema.',
    banner: { title: 'Prueba', image: '/images/banner-normas.svg' },
    lastReviewed: '2026-11-01',
    ...(draft === undefined ? {} : { draft }),
  },
});

describe('editUrl', () => {
  it("points to the file in GitHub's web editor, or nowhere without a repository", () => {
    const repository = { url: 'https://github.com/colegio/sitio/', branch: 'main' };
    expect(editUrl('content/historia.mdx', repository)).toBe(
      'https://github.com/colegio/sitio/edit/main/content/historia.mdx',
    );
    expect(editUrl('content/historia.mdx', null)).toBeNull();
  });
});

describe('LongformPage', () => {
  it('links "Editar esta página" only when the repository is set', () => {
    const url = 'https://github.com/colegio/sitio/edit/main/content/historia.mdx';
    render(<LongformPage page={page()} editUrl={url} />);
    expect(screen.getByRole('link', { name: 'Editar esta página' }).getAttribute('href')).toBe(url);
    cleanup();
    render(<LongformPage page={page()} editUrl={null} />);
    expect(screen.queryByRole('link', { name: 'Editar esta página' })).toBeNull();
  });

  it('shows the review date of a reviewed page and none for a draft', () => {
    render(<LongformPage page={page()} editUrl={null} />);
    expect(screen.getByText(/Última revisión/).textContent).toBe(
      'Última revisión: 1 de noviembre de 2026',
    );
    cleanup();
    render(<LongformPage page={page(true)} editUrl={null} />);
    expect(screen.queryByText(/Última revisión/)).toBeNull();
    expect(screen.getByText('Texto de la página')).toBeTruthy();
  });
});
