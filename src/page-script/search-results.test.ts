import { describe, expect, it } from 'vitest';
import {
  articleNumber,
  canonicalUrl,
  countText,
  searchTerms,
  toHits,
  type PagefindPage,
} from './search-results';

describe('article references', () => {
  it('reads the number of "artículo 14", "articulo 14", "art 14" and "art. 14"', () => {
    for (const query of ['artículo 14', 'Articulo 14', 'art 14', 'art. 14', ' ART.14 ']) {
      expect(articleNumber(query), query).toBe(14);
      expect(searchTerms(query), query).toBe('artículo 14');
    }
    for (const query of ['aranceles', 'artículos', 'arte 14', '14']) {
      expect(articleNumber(query), query).toBeNull();
      expect(searchTerms(query)).toBe(query);
    }
  });
});

describe('canonicalUrl', () => {
  it('drops index.html, .html and the trailing slash, keeping the anchor', () => {
    expect(canonicalUrl('/secundario/normasDeConvivencia/')).toBe(
      '/secundario/normasDeConvivencia',
    );
    expect(canonicalUrl('/secundario/normasDeConvivencia/index.html#articulo-14')).toBe(
      '/secundario/normasDeConvivencia#articulo-14',
    );
    expect(canonicalUrl('/institucional/novedades.html')).toBe('/institucional/novedades');
    expect(canonicalUrl('/')).toBe('/');
    expect(canonicalUrl('/index.html')).toBe('/');
  });
});

describe('toHits', () => {
  const contract: PagefindPage = {
    url: '/secundario/normasDeConvivencia/',
    meta: { title: 'Normas de convivencia' },
    excerpt: 'página',
    sub_results: [
      { title: 'Normas de convivencia', url: '/secundario/normasDeConvivencia/', excerpt: 'a' },
      {
        title: 'Artículo 13. Sanciones',
        url: '/secundario/normasDeConvivencia/#articulo-13',
        excerpt: 'b',
      },
      {
        title: 'Artículo 14. Aranceles',
        url: '/secundario/normasDeConvivencia/#articulo-14',
        excerpt: 'c',
      },
    ],
  };
  const home: PagefindPage = { url: '/', meta: { title: 'Inicio' }, excerpt: 'd', sub_results: [] };

  it('makes each matching section a hit, and a page without sections one hit', () => {
    expect(toHits([contract, home], 'aranceles')).toEqual([
      {
        url: '/secundario/normasDeConvivencia#articulo-13',
        page: 'Normas de convivencia',
        section: 'Artículo 13. Sanciones',
        excerpt: 'b',
      },
      {
        url: '/secundario/normasDeConvivencia#articulo-14',
        page: 'Normas de convivencia',
        section: 'Artículo 14. Aranceles',
        excerpt: 'c',
      },
      { url: '/', page: 'Inicio', section: null, excerpt: 'd' },
    ]);
  });

  it('puts the article a query names first', () => {
    expect(toHits([contract, home], 'art. 14')[0]!.url).toBe(
      '/secundario/normasDeConvivencia#articulo-14',
    );
    expect(toHits([contract, home], 'art. 14', 2)).toHaveLength(2);
  });

  it('counts in Spanish', () => {
    expect(countText(1)).toBe('1 resultado');
    expect(countText(3)).toBe('3 resultados');
  });
});
