import type { NewsDocument } from './types';

interface TimestampLike {
  seconds: number;
  nanoseconds?: number;
  toDate?: () => Date;
}

function isTimestampLike(value: unknown): value is TimestampLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as TimestampLike).seconds === 'number'
  );
}

/** A Firestore Timestamp, a `{ seconds }` object or a Date, as a valid Date or null. */
export function toDate(value: unknown): Date | null {
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (isTimestampLike(value)) {
    date =
      typeof value.toDate === 'function'
        ? value.toDate()
        : new Date(value.seconds * 1000 + Math.floor((value.nanoseconds ?? 0) / 1e6));
  }
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * Maps one `noticias` document to a NewsItem: its id plus its data. A document
 * whose `contenido` is not a string is rejected, saying why (it is shown
 * nowhere, but stays listed); a missing or invalid `fecha` becomes null and
 * shows as "-".
 */
export function toNewsItem(id: string, data: unknown, version: string): NewsDocument {
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const { fecha, contenido } = fields;
  if (typeof contenido !== 'string')
    return { id, fecha: toDate(fecha), version, rejected: 'its contenido is not text' };
  return { id, fecha: toDate(fecha), contenido, version };
}
