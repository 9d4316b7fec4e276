import { pagePath } from '~/lib/page-path';

/** One result as the search box lists it: a section of a page, or a whole page. */
export interface SearchHit {
  /** The canonical address: no trailing slash, no .html, with the section's #anchor. */
  url: string;
  page: string;
  /** The section's title, when the hit is a section of the page. */
  section: string | null;
  /** Text around the matched words, which Pagefind wraps in <mark>. */
  excerpt: string;
}

/** What Pagefind's `result.data()` gives, as far as the search box reads it. */
export interface PagefindPage {
  url: string;
  meta: { title?: string };
  excerpt: string;
  sub_results?: { title: string; url: string; excerpt: string }[];
}

const ARTICLE = /^\s*art(?:[íi]culo|\.)?\s*(\d{1,3})\s*\.?\s*$/i;

/** The number of a query that names a contract article ("artículo 14", "art 14", "art. 14"). */
export function articleNumber(query: string): number | null {
  const match = ARTICLE.exec(query);
  return match ? Number(match[1]) : null;
}

/** What to ask Pagefind: an article reference in the words the contract uses. */
export function searchTerms(query: string): string {
  const article = articleNumber(query);
  return article === null ? query.trim() : `artículo ${article}`;
}

/** The page's canonical address: Pagefind names files ("/a/b/index.html", "/a/b/"). */
export function canonicalUrl(url: string): string {
  const hash = url.split('#')[1];
  return hash ? `${pagePath(url)}#${hash}` : pagePath(url);
}

/**
 * Flattens Pagefind's pages into hits: each section that matched is a hit of
 * its own (so "aranceles" leads to #articulo-14), a page with no matching
 * section is one hit. A query naming an article puts that article first.
 */
export function toHits(pages: PagefindPage[], query: string, limit = 8): SearchHit[] {
  const hits = pages.flatMap((page): SearchHit[] => {
    const title = page.meta.title ?? canonicalUrl(page.url);
    const sections = (page.sub_results ?? []).filter((sub) => sub.url.includes('#'));
    if (!sections.length)
      return [{ url: canonicalUrl(page.url), page: title, section: null, excerpt: page.excerpt }];
    return sections.map((sub) => ({
      url: canonicalUrl(sub.url),
      page: title,
      section: sub.title === title ? null : sub.title,
      excerpt: sub.excerpt,
    }));
  });
  const article = articleNumber(query);
  if (article !== null) {
    const anchor = `#articulo-${article}`;
    hits.sort((a, b) => Number(b.url.endsWith(anchor)) - Number(a.url.endsWith(anchor)));
  }
  return hits.slice(0, limit);
}

/** "1 resultado", "3 resultados". */
export function countText(count: number): string {
  return `${count} ${count === 1 ? 'resultado' : 'resultados'}`;
}
