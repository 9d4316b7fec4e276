import { describe, expect, it, vi } from 'vitest';
import { calendarYearsSince, formatDate } from './dates';

describe('formatDate', () => {
  it('writes the day, the lowercase month and the year in Spanish', () => {
    expect(formatDate(new Date('2026-03-15T15:00:00Z'))).toBe('15 de marzo de 2026');
    expect(formatDate(new Date('2026-12-01T12:00:00-03:00'))).toBe('1 de diciembre de 2026');
  });

  it('uses Buenos Aires time: midnight UTC is still the day before', () => {
    expect(formatDate(new Date('2026-03-15T00:00:00Z'))).toBe('14 de marzo de 2026');
    expect(formatDate(new Date('2026-03-15T03:00:00Z'))).toBe('15 de marzo de 2026');
  });

  it('reads a bare YYYY-MM-DD as that day', () => {
    expect(formatDate('2026-11-01')).toBe('1 de noviembre de 2026');
  });

  it('gives "-" for no date or an invalid one', () => {
    for (const value of [null, undefined, '', 'ayer', Number.NaN, new Date('x')]) {
      expect(formatDate(value)).toBe('-');
    }
  });
});

describe('calendarYearsSince', () => {
  it('is the difference of calendar years', () => {
    expect(calendarYearsSince('1901-05-26', new Date('2026-01-01T12:00:00'))).toBe(125);
    expect(calendarYearsSince('1901-05-26', new Date('2026-12-31T12:00:00'))).toBe(125);
    expect(calendarYearsSince('1901-05-26', new Date('2027-06-01T12:00:00'))).toBe(126);
  });
});

describe('the date formatter', () => {
  it('is made on first use, not when the page script loads the module, and then kept', async () => {
    vi.resetModules();
    const RealFormat = Intl.DateTimeFormat;
    let made = 0;
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
      made++;
      return new RealFormat(...args);
    });
    try {
      const dates = await import('./dates');
      expect(made).toBe(0);
      expect(dates.formatDate('2026-11-01')).toBe('1 de noviembre de 2026');
      expect(dates.formatDate('2026-11-02')).toBe('2 de noviembre de 2026');
      expect(made).toBe(1);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
