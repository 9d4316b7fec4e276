// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { rssFeed } from './feed.server';

describe('rssFeed', () => {
  it('is RSS 2.0 with each item’s title, page, date and description, escaped', () => {
    const xml = rssFeed([
      {
        title: 'Acto <por> los "125" años & más',
        description: 'Gracias a las familias.',
        path: '/institucional/novedades/acto',
        fecha: '2026-11-20T13:00:00.000Z',
      },
    ]);
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const item = doc.querySelector('channel > item')!;
    expect(item.querySelector('title')!.textContent).toBe('Acto <por> los "125" años & más');
    expect(item.querySelector('link')!.textContent).toBe(
      'https://isc-villamercedes.web.app/institucional/novedades/acto',
    );
    expect(item.querySelector('pubDate')!.textContent).toBe('Fri, 20 Nov 2026 13:00:00 GMT');
    expect(doc.querySelector('channel > lastBuildDate')!.textContent).toBe(
      'Fri, 20 Nov 2026 13:00:00 GMT',
    );
  });

  it('is a valid empty channel when there are no news', () => {
    const doc = new DOMParser().parseFromString(rssFeed([]), 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.querySelectorAll('item')).toHaveLength(0);
  });
});
