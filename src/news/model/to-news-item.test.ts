import { describe, expect, it } from 'vitest';
import { toDate, toNewsItem } from './to-news-item';

describe('toDate', () => {
  it('reads Timestamps, seconds-only objects and Dates', () => {
    const date = new Date('2026-03-15T13:30:00Z');
    expect(toDate({ seconds: 1773581400, nanoseconds: 0, toDate: () => date })).toBe(date);
    expect(toDate({ seconds: 1773581400 })).toEqual(date);
    expect(toDate({ seconds: 1773581400, nanoseconds: 500_000_000 })).toEqual(
      new Date('2026-03-15T13:30:00.500Z'),
    );
    expect(toDate(date)).toBe(date);
  });

  it('gives null for anything that is not a timestamp', () => {
    for (const value of [
      undefined,
      null,
      '2026-03-15',
      1773581400,
      {},
      { seconds: '1' },
      { seconds: Number.NaN },
      new Date('x'),
    ]) {
      expect(toDate(value)).toBeNull();
    }
  });
});

describe('toNewsItem', () => {
  it('maps a document to its id plus its data', () => {
    expect(
      toNewsItem('a', { fecha: { seconds: 0 }, contenido: '<p>Hola</p>', extra: true }, 'v1'),
    ).toEqual({
      id: 'a',
      fecha: new Date(0),
      contenido: '<p>Hola</p>',
      version: 'v1',
    });
  });

  it('keeps a document without a valid fecha, with no date', () => {
    expect(toNewsItem('b', { contenido: '<p>x</p>' }, 'v2')).toEqual({
      id: 'b',
      fecha: null,
      contenido: '<p>x</p>',
      version: 'v2',
    });
    expect(toNewsItem('c', { fecha: 'ayer', contenido: '' }, 'v3')).toEqual({
      id: 'c',
      fecha: null,
      contenido: '',
      version: 'v3',
    });
  });

  it('rejects a document whose contenido is not text, keeping its id, date and version', () => {
    for (const data of [{ contenido: 3 }, { contenido: ['<p>'] }, null, 'texto']) {
      expect(toNewsItem('d', data, 'v4')).toEqual({
        id: 'd',
        fecha: null,
        version: 'v4',
        rejected: 'its contenido is not text',
      });
    }
    expect(toNewsItem('e', { fecha: { seconds: 0 } }, 'v5')).toEqual({
      id: 'e',
      fecha: new Date(0),
      version: 'v5',
      rejected: 'its contenido is not text',
    });
  });
});
