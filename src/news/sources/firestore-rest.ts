// Firestore's REST API, spoken without the SDK by the build and the browser
// alike: the lite SDK does not give a document's updateTime, and the
// browser's live check must not download the SDK.
//
// Every document Firestore answers carries `name`, `createTime` and
// `updateTime` beside its `fields`; a projection (`select`, or batchGet's
// `mask`) limits only the fields. updateTime changes on every write, so it
// is each item's version: a listing of names, dates and updateTimes tells
// what changed, and only that is downloaded whole.
import {
  EARLIEST_TIMESTAMP_VALUE,
  FIRESTORE,
  firestoreOrigin,
  type FirebaseSettings,
} from '~/site/firebase';
import { toDate, toNewsItem } from '../model/to-news-item';
import type { ListedNews, NewsDocument } from '../model/types';

/** Where a page of a listing ends: its last document's date (as Firestore wrote it) and name. */
export interface Cursor {
  fecha: string;
  name: string;
}

/**
 * What a query answers for: `versions`, each document's date and updateTime
 * (no text: a few hundred bytes a document); `contents`, its text as well.
 */
type Fields = 'versions' | 'contents';

const FIELDS: Record<Fields, string[]> = {
  versions: ['fecha'],
  contents: ['fecha', 'contenido'],
};

/**
 * The spec's query (a unit test holds it equal to the lite SDK's, projection
 * aside): `noticias` with a timestamp `fecha`, newest first, at most
 * `limit`, only the `fields` asked for, after `after` when given.
 */
export function newsQuery(limit: number, fields: Fields = 'contents', after?: Cursor) {
  return {
    structuredQuery: {
      select: { fields: FIELDS[fields].map((fieldPath) => ({ fieldPath })) },
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
      ...(after && {
        startAt: {
          values: [{ timestampValue: after.fecha }, { referenceValue: after.name }],
          before: false,
        },
      }),
      limit,
    },
  };
}

const databasePath = (env: FirebaseSettings) =>
  `projects/${env.options.projectId}/databases/(default)/documents`;

/** The full name of the news item `id`, as batchGet asks for it. */
export const documentName = (env: FirebaseSettings, id: string) =>
  `${databasePath(env)}/${FIRESTORE.collection}/${id}`;

/** The REST methods the site calls. */
type Method = 'runQuery' | 'batchGet' | 'runAggregationQuery';

/** The address of a method (`runQuery`, `batchGet`…) for the project, or for the emulator `env` names. */
function methodUrl(env: FirebaseSettings, method: Method): string {
  const project = encodeURIComponent(env.options.projectId);
  return `${firestoreOrigin(env)}/v1/projects/${project}/databases/(default)/documents:${method}?key=${encodeURIComponent(env.options.apiKey)}`;
}

type Value = { timestampValue?: string; stringValue?: string } & Record<string, unknown>;
interface RestDocument {
  name: string;
  fields?: Record<string, Value>;
  updateTime?: string;
}

/** A REST timestamp ("2026-11-20T13:00:00.123456789Z") as a Date, to the millisecond. */
function parseTimestamp(value: string): Date {
  return new Date(value.replace(/(\.\d{3})\d+/, '$1'));
}

const plain = (value: Value | undefined): unknown =>
  value?.timestampValue !== undefined
    ? parseTimestamp(value.timestampValue)
    : (value?.stringValue ?? value);

const idOf = (name: string) => name.slice(name.lastIndexOf('/') + 1);

/** A document's id, date and version (its updateTime). */
function listed({ name, fields = {}, updateTime }: RestDocument): ListedNews {
  if (!updateTime) throw new Error(`Firestore answered ${name} without its updateTime`);
  return { id: idOf(name), fecha: toDate(plain(fields.fecha)), version: updateTime };
}

/** A document as a NewsItem, or rejected, saying why (toNewsItem). */
function item(document: RestDocument): NewsDocument {
  const { id, version } = listed(document);
  const fields = document.fields ?? {};
  return toNewsItem(
    id,
    { fecha: plain(fields.fecha), contenido: plain(fields.contenido) },
    version,
  );
}

/** What the requests cost: as Firestore bills them, and in bytes. */
export interface ReadStats {
  requests: number;
  /** Documents answered, and the reads billed (at least one a request). */
  documents: number;
  reads: number;
  /** The answers' text: what came over the network before compression. */
  bytes: number;
}

export const emptyStats = (): ReadStats => ({ requests: 0, documents: 0, reads: 0, bytes: 0 });

export interface RequestOptions {
  /** Fails a request not answered within this many milliseconds (the build; the browser waits). */
  timeoutMs?: number;
  stats?: ReadStats;
  /**
   * An OAuth access token (the build's service account, which the rules do
   * not limit); the browser sends none, and its requests stay simple.
   */
  token?: string | null;
}

/**
 * What Firestore bills for an answer: a read per document answered, at least
 * one a request; an aggregation, a read per 1,000 index entries it counted.
 */
function billedReads(method: Method, answer: unknown[]): { documents: number; reads: number } {
  if (method === 'runAggregationQuery') {
    const counted = answer.reduce<number>((sum, row) => sum + (countOf(row) ?? 0), 0);
    return { documents: 0, reads: Math.max(1, Math.ceil(counted / 1000)) };
  }
  const documents = (answer as { document?: unknown; found?: unknown }[]).filter((row) =>
    Boolean(row.document ?? row.found),
  ).length;
  return { documents, reads: Math.max(1, documents) };
}

/**
 * Posts `body` to `method`. Sent as text/plain with no header of its own, it
 * is a simple cross-origin request: no preflight.
 */
async function post(
  env: FirebaseSettings,
  method: Method,
  body: unknown,
  { timeoutMs, stats, token }: RequestOptions,
): Promise<unknown[]> {
  const signal = timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined;
  let text: string;
  try {
    const response = await fetch(methodUrl(env, method), {
      method: 'POST',
      headers: {
        'Content-Type': 'text/plain',
        ...(token && { Authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
      signal,
    });
    if (!response.ok) throw new Error(`Firestore answered ${response.status}`);
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw new Error(`no answer within ${timeoutMs! / 1000} s`);
    throw error;
  }
  const answer: unknown = JSON.parse(text);
  if (!Array.isArray(answer)) throw new Error('Firestore did not answer a list');
  if (stats) {
    const { documents, reads } = billedReads(method, answer);
    stats.requests += 1;
    stats.documents += documents;
    stats.reads += reads;
    stats.bytes += new TextEncoder().encode(text).byteLength;
  }
  return answer as unknown[];
}

export interface NewsPage<T> {
  items: T[];
  /** Where the next page starts, or null when this one was the last. */
  next: Cursor | null;
}

async function queryPage<T>(
  env: FirebaseSettings,
  limit: number,
  fields: Fields,
  map: (document: RestDocument) => T,
  after: Cursor | null,
  options: RequestOptions,
): Promise<NewsPage<T>> {
  const answer = await post(env, 'runQuery', newsQuery(limit, fields, after ?? undefined), options);
  const documents = answer.flatMap((row) => (row as { document?: RestDocument }).document ?? []);
  const last = documents.at(-1);
  const fecha = last?.fields?.fecha?.timestampValue;
  return {
    items: documents.map(map),
    next: documents.length === limit && last && fecha ? { fecha, name: last.name } : null,
  };
}

/** One page of the newest items' ids, dates and versions: no text, a few hundred bytes each. */
export const listNews = (
  env: FirebaseSettings,
  limit: number,
  after: Cursor | null = null,
  options: RequestOptions = {},
) => queryPage(env, limit, 'versions', listed, after, options);

/**
 * One page of the newest items whole. A document whose contenido is not text
 * comes rejected: it is listed, never shown.
 */
export const readNews = (
  env: FirebaseSettings,
  limit: number,
  after: Cursor | null = null,
  options: RequestOptions = {},
) => queryPage(env, limit, 'contents', item, after, options);

/**
 * The items `ids` whole, in one batchGet, in no particular order. An id
 * Firestore no longer has is left out; one whose contenido is not text comes
 * rejected.
 */
export async function getNews(
  env: FirebaseSettings,
  ids: string[],
  options: RequestOptions = {},
): Promise<NewsDocument[]> {
  if (!ids.length) return [];
  const answer = await post(
    env,
    'batchGet',
    {
      documents: ids.map((id) => documentName(env, id)),
      mask: { fieldPaths: FIELDS.contents },
    },
    options,
  );
  return answer.flatMap((row) => {
    const found = (row as { found?: RestDocument }).found;
    return found ? [item(found)] : [];
  });
}

/** The count an aggregation answer row carries, if any. */
function countOf(row: unknown): number | null {
  const value = (
    row as { result?: { aggregateFields?: Record<string, { integerValue?: string }> } }
  ).result?.aggregateFields?.[COUNT_ALIAS]?.integerValue;
  return value === undefined ? null : Number(value);
}

const COUNT_ALIAS = 'total';

/**
 * How many documents the news query matches, every one of them: a `count()`
 * aggregation, billed a read per 1,000 (the build's question; the browser
 * never asks it).
 */
export async function countNews(
  env: FirebaseSettings,
  options: RequestOptions = {},
): Promise<number> {
  const { structuredQuery } = newsQuery(0);
  const { from, where } = structuredQuery;
  const answer = await post(
    env,
    'runAggregationQuery',
    {
      structuredAggregationQuery: {
        structuredQuery: { from, where },
        aggregations: [{ alias: COUNT_ALIAS, count: {} }],
      },
    },
    options,
  );
  const count = answer.map(countOf).find((value) => value !== null);
  if (count === undefined || count === null || !Number.isInteger(count))
    throw new Error('Firestore did not answer a count');
  return count;
}
