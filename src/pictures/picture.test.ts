import { describe, expect, it } from 'vitest';
import { isSitePath, loadingAttributes, pictureAttributes } from './picture';

const photo = {
  src: '/_img/a-800.webp',
  srcset: '/_img/a-320.webp 320w, /_img/a-800.webp 800w',
  width: 800,
  height: 600,
};

describe('the loading policy', () => {
  it('fetches a lead picture at once and first, a banner at once but after the text, anything else lazily', () => {
    expect(loadingAttributes('lead')).toEqual({
      loading: undefined,
      fetchpriority: 'high',
      decoding: 'async',
    });
    expect(loadingAttributes('banner')).toEqual({
      loading: undefined,
      fetchpriority: 'low',
      decoding: 'async',
    });
    expect(loadingAttributes('body')).toEqual({
      loading: 'lazy',
      fetchpriority: undefined,
      decoding: 'async',
    });
  });
});

describe('pictureAttributes', () => {
  it('writes every attribute of the img but its alt text, by their HTML names', () => {
    expect(pictureAttributes(photo, 'body', 'banner')).toEqual({
      src: '/_img/a-800.webp',
      srcset: '/_img/a-320.webp 320w, /_img/a-800.webp 800w',
      sizes: '100vw',
      width: '800',
      height: '600',
      loading: 'lazy',
      fetchpriority: undefined,
      decoding: 'async',
    });
  });

  it('gives sizes, from the layout, only to a picture with widths', () => {
    expect(pictureAttributes(photo, 'body', 'news').sizes).toBe(
      '(min-width: 48em) 45rem, calc(100vw - 5rem)',
    );
    const drawing = { src: '/images/logo.svg', width: 64, height: 64 };
    expect(pictureAttributes(drawing, 'lead', 'news').sizes).toBeUndefined();
  });
});

describe('isSitePath', () => {
  it('takes a path of this site, never an address the browser reads as another host', () => {
    expect(isSitePath('/images/acto.jpg')).toBe(true);
    expect(isSitePath('//evil.example/a.jpg')).toBe(false);
    expect(isSitePath('/\\evil.example/a.jpg')).toBe(false);
    expect(isSitePath('https://example.com/a.jpg')).toBe(false);
    expect(isSitePath('images/acto.jpg')).toBe(false);
  });
});
