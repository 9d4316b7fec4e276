// The browser's one question to Firestore, asked over its REST API without
// the SDK: a page whose news are current downloads nothing else.
import {
  EARLIEST_TIMESTAMP_VALUE,
  FIRESTORE,
  firestoreOrigin,
  type FirebaseSettings,
} from '~/site/firebase';
import { toNewsItem } from '../model/to-news-item';
import type { NewsItem } from '../model/types';

/**
 * The spec's query, as the lite SDK sends it (a unit test holds the two
 * equal): `noticias` with a timestamp `fecha`, newest first, at most `limit`.
 */
export function newsQuery(limit: number) {
  return {
    structuredQuery: {
      from: [{ collectionId: FIRESTORE.collection }],
      where: {
        fieldFilter: {
          field: { fieldPath: 'fecha' },
          op: 'GREATER_THAN_OR_EQUAL',
          value: { timestampValue: EARLIEST_TIMESTAMP_VALUE },
        },
      },
      orderBy: [
        { field: { fieldPath: 'fecha' }, direction: 'DESCENDING' },
        { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
      ],
      limit,
    },
  };
}

/** runQuery's address for the project, or for the emulator `env` names. */
export function runQueryUrl(env: FirebaseSettings): string {
  const base = firestoreOrigin(env);
  const project = encodeURIComponent(env.options.projectId);
  return `${base}/v1/projects/${project}/databases/(default)/documents:runQuery?key=${encodeURIComponent(env.options.apiKey)}`;
}

type Value = { timestampValue?: string; stringValue?: string } & Record<string, unknown>;

/** A REST timestamp ("2026-11-20T13:00:00.123456789Z") as a Date, to the millisecond. */
export function parseTimestamp(value: string): Date {
  return new Date(value.replace(/(\.\d{3})\d+/, '$1'));
}

const plain = (value: Value | undefined): unknown =>
  value?.timestampValue !== undefined
    ? parseTimestamp(value.timestampValue)
    : (value?.stringValue ?? value);

/** The documents of a runQuery answer, mapped as the SDK's would be (toNewsItem). */
export function fromRunQuery(answer: unknown): NewsItem[] {
  if (!Array.isArray(answer)) throw new Error('Firestore did not answer a list');
  return answer.flatMap((row: { document?: { name: string; fields?: Record<string, Value> } }) => {
    if (!row.document) return [];
    const { name, fields = {} } = row.document;
    const id = name.slice(name.lastIndexOf('/') + 1);
    return toNewsItem(id, { fecha: plain(fields.fecha), contenido: plain(fields.contenido) }) ?? [];
  });
}

/**
 * Asks Firestore for the newest `limit` items. Sent as text/plain with no
 * header of its own, it is a simple cross-origin request: no preflight.
 */
export async function queryNews(env: FirebaseSettings, limit: number): Promise<NewsItem[]> {
  const response = await fetch(runQueryUrl(env), {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify(newsQuery(limit)),
  });
  if (!response.ok) throw new Error(`Firestore answered ${response.status}`);
  return fromRunQuery(await response.json());
}
