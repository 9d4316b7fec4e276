// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { editorUrl } from '~/editor/entry-links';
import { school } from '~/site/identity';
import { LongPage, type LongPageParts } from './LongPage';

afterEach(cleanup);

const page = (draft?: boolean): LongPageParts => ({
  default: () => <p>Texto de la página</p>,
  toc: [],
  banner: { src: '/images/banner-normas.svg', width: 1600, height: 400 },
  frontmatter: {
    title: 'Prueba',
    description: 'Una página de prueba con una descripción bastante larga para el esquema.',
    banner: { title: 'Prueba', image: '/images/banner-normas.svg' },
    section: 'secundario',
    lastReviewed: '2026-11-01',
    ...(draft === undefined ? {} : { draft }),
  },
});

describe('editorUrl', () => {
  it("opens the page's file in the editor's collection of pages, on the editor's own site", () => {
    expect(editorUrl('historia')).toBe(
      `${new URL(school.editorUrl).origin}/editar#/collections/paginas/entries/historia`,
    );
    expect(new URL(editorUrl('historia')).origin).not.toBe(new URL(school.siteUrl).origin);
  });
});

describe('LongPage', () => {
  it('links "Editar esta página" to its entry in the editor', () => {
    const url = editorUrl('historia');
    render(<LongPage page={page()} editUrl={url} />);
    expect(screen.getByRole('link', { name: 'Editar esta página' }).getAttribute('href')).toBe(url);
  });

  it('shows the review date of a reviewed page and none for a draft', () => {
    render(<LongPage page={page()} editUrl={editorUrl('historia')} />);
    expect(screen.getByText(/Última revisión/).textContent).toBe(
      'Última revisión: 1 de noviembre de 2026',
    );
    cleanup();
    render(<LongPage page={page(true)} editUrl={editorUrl('historia')} />);
    expect(screen.queryByText(/Última revisión/)).toBeNull();
    expect(screen.getByText('Texto de la página')).toBeTruthy();
  });
});
