const TIME_ZONE = 'America/Argentina/Buenos_Aires';

/**
 * The school's offset from UTC (San Luis keeps Buenos Aires' time, with no
 * daylight saving since 2009): the time a date written without one means.
 */
export const SCHOOL_OFFSET = '-03:00';

/**
 * Made on first use, not when the module loads: the page script imports this
 * module (for the counters), and a formatter with a time zone costs tens of
 * milliseconds to make on a phone, which would delay every page's script.
 */
let longDate: Intl.DateTimeFormat | undefined;
const longDateFormat = () =>
  (longDate ??= new Intl.DateTimeFormat('es-AR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }));

let yearOnly: Intl.DateTimeFormat | undefined;

/** The year `date` falls in at the school (a news item's year, for its list). */
export const schoolYear = (date: Date): number =>
  Number(
    (yearOnly ??= new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: TIME_ZONE })).format(
      date,
    ),
  );

/**
 * A date as written in content. A bare YYYY-MM-DD is noon of that day in
 * the school's time, so it shows as that day whatever the reader's time
 * zone; a date and time with no offset (as the editor saves one typed or
 * picked, 2026-06-15T10:00:00) is that time at the school.
 */
export function parseDate(value: string | number | Date): Date {
  if (typeof value !== 'string') return new Date(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T12:00:00${SCHOOL_OFFSET}`);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value))
    return new Date(`${value}${SCHOOL_OFFSET}`);
  return new Date(value);
}

/** "15 de marzo de 2026" in Buenos Aires time, or "-" when there is no valid date. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = parseDate(value);
  return Number.isNaN(date.getTime()) ? '-' : longDateFormat().format(date);
}

/** Whole calendar years between a YYYY-MM-DD date and `now` (2026 − 1901 = 125). */
export function calendarYearsSince(isoDate: string, now: Date = new Date()): number {
  return now.getFullYear() - Number(isoDate.slice(0, 4));
}
