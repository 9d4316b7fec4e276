// Firestore's REST `runQuery` and `batchGet`, answered as the real service
// does: the collection, range filters on a field, the order (Firestore's
// order of value types included), cursors, the limit and projections; each
// document with its own updateTime; and its error answers.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

export const FIRESTORE_TEST_PROJECT = 'demo-isc';

// Firestore sorts values of different types in this order, then by value.
const TYPE_ORDER = [
  'nullValue',
  'booleanValue',
  'integerValue',
  'doubleValue',
  'timestampValue',
  'stringValue',
  'bytesValue',
  'referenceValue',
  'geoPointValue',
  'arrayValue',
  'mapValue',
];
const NUMBERS = new Set(['integerValue', 'doubleValue']);

const typeOf = (value) => Object.keys(value)[0];
const rank = (value) => {
  const type = typeOf(value);
  return NUMBERS.has(type) ? TYPE_ORDER.indexOf('integerValue') : TYPE_ORDER.indexOf(type);
};
const raw = (value) => {
  const type = typeOf(value);
  if (NUMBERS.has(type)) return Number(value[type]);
  if (type === 'timestampValue') return Date.parse(value[type]);
  return value[type];
};

/** Firestore's comparison of two values, types first. */
export function compareValues(a, b) {
  const byType = rank(a) - rank(b);
  if (byType) return byType;
  const [x, y] = [raw(a), raw(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

const OPERATORS = {
  LESS_THAN: (c) => c < 0,
  LESS_THAN_OR_EQUAL: (c) => c <= 0,
  GREATER_THAN: (c) => c > 0,
  GREATER_THAN_OR_EQUAL: (c) => c >= 0,
  EQUAL: (c) => c === 0,
};

function fieldFilters(where) {
  if (!where) return [];
  if (where.fieldFilter) return [where.fieldFilter];
  return (where.compositeFilter?.filters ?? []).flatMap(fieldFilters);
}

const documentName = (project, id) =>
  `projects/${project}/databases/(default)/documents/noticias/${id}`;

/**
 * A document's updateTime: the one it was given, else one that follows its
 * fields, so that every write (a document replaced by other fields) changes
 * it and nothing else does. A real updateTime also grows with every write;
 * the site compares versions for equality only.
 */
export function updateTimeOf(doc) {
  if (doc.updateTime) return doc.updateTime;
  const digest = createHash('sha256')
    .update(JSON.stringify([doc.id, doc.fields]))
    .digest();
  const micros = String(digest.readUInt32BE(0) % 1e9).padStart(9, '0');
  return `2026-01-01T00:00:00.${micros}Z`;
}

/** Only the named fields of a document (a projection: `select`, or batchGet's `mask`). */
const project = (fields, names) =>
  names
    ? Object.fromEntries(Object.entries(fields).filter(([name]) => names.includes(name)))
    : fields;

/** A document as the REST API writes it, its fields limited to `names` when given. */
const restDocument = (doc, projectId, names) => ({
  name: documentName(projectId, doc.id),
  fields: project(doc.fields, names),
  createTime: '2026-01-01T00:00:00Z',
  updateTime: updateTimeOf(doc),
});

/** A document's value for an order field: its name is a reference value. */
const orderValue = (doc, field, project) =>
  field === '__name__' ? { referenceValue: documentName(project, doc.id) } : doc.fields[field];

/**
 * How `doc` stands against a query cursor ({ values, before }) under the
 * query's order: negative before it, positive after it, 0 on it.
 */
function compareToCursor(doc, cursor, orderBy, project) {
  for (const [i, value] of cursor.values.entries()) {
    const order = orderBy[i];
    if (!order) break;
    const sign = order.direction === 'DESCENDING' ? -1 : 1;
    const c = sign * compareValues(orderValue(doc, order.field.fieldPath, project), value);
    if (c) return c;
  }
  return 0;
}

/** What runQuery answers for `structuredQuery` over `documents` ({ id, fields }). */
export function runQuery(documents, structuredQuery, project = FIRESTORE_TEST_PROJECT) {
  const collection = structuredQuery.from?.[0]?.collectionId;
  let rows = documents.filter(() => collection === 'noticias');
  for (const filter of fieldFilters(structuredQuery.where)) {
    const test = OPERATORS[filter.op];
    if (!test) throw new Error(`The test server does not know the operator ${filter.op}`);
    const field = filter.field.fieldPath;
    // A range or equality filter only matches values of the same type.
    rows = rows.filter((doc) => {
      const value = doc.fields[field];
      return (
        value && rank(value) === rank(filter.value) && test(compareValues(value, filter.value))
      );
    });
  }
  for (const order of [...(structuredQuery.orderBy ?? [])].reverse()) {
    const field = order.field.fieldPath;
    const sign = order.direction === 'DESCENDING' ? -1 : 1;
    if (field !== '__name__') rows = rows.filter((doc) => doc.fields[field] !== undefined);
    rows = [...rows].sort((a, b) =>
      field === '__name__'
        ? sign * (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
        : sign * compareValues(a.fields[field], b.fields[field]),
    );
  }
  // Cursors: startAt begins at the cursor (before: true) or just after it;
  // endAt ends just before it (before: true) or at it. The build pages with startAt.
  const orderBy = structuredQuery.orderBy ?? [];
  const { startAt, endAt } = structuredQuery;
  if (startAt)
    rows = rows.filter((doc) => {
      const c = compareToCursor(doc, startAt, orderBy, project);
      return startAt.before ? c >= 0 : c > 0;
    });
  if (endAt)
    rows = rows.filter((doc) => {
      const c = compareToCursor(doc, endAt, orderBy, project);
      return endAt.before ? c < 0 : c <= 0;
    });
  const limit = structuredQuery.limit;
  const count = typeof limit === 'number' ? limit : (limit?.value ?? rows.length);
  const readTime = new Date().toISOString();
  const names = structuredQuery.select?.fields?.map((field) => field.fieldPath);
  const answer = rows.slice(0, count).map((doc) => ({
    document: restDocument(doc, project, names),
    readTime,
  }));
  return answer.length ? answer : [{ readTime }];
}

/** What batchGet answers for `request` ({ documents: names, mask }) over `documents`. */
export function batchGet(documents, request, projectId = FIRESTORE_TEST_PROJECT) {
  const readTime = new Date().toISOString();
  const names = request.mask?.fieldPaths;
  return (request.documents ?? []).map((name) => {
    const doc = documents.find((d) => documentName(projectId, d.id) === name);
    return doc
      ? { found: restDocument(doc, projectId, names), readTime }
      : { missing: name, readTime };
  });
}

/**
 * What runAggregationQuery answers for a `count` over `structuredAggregationQuery`:
 * every document the query matches, however many (an aggregation has no page).
 */
export function runAggregationQuery(documents, { structuredQuery = {}, aggregations = [] }) {
  const readTime = new Date().toISOString();
  const [{ alias = 'field_1', count } = {}] = aggregations;
  if (!count) throw new Error('The test server answers count aggregations only');
  const upTo = count.upTo === undefined ? Infinity : Number(count.upTo);
  const matched = runQuery(documents, { ...structuredQuery, limit: undefined }).filter(
    (row) => row.document,
  ).length;
  return [
    {
      result: { aggregateFields: { [alias]: { integerValue: String(Math.min(matched, upTo)) } } },
      readTime,
    },
  ];
}

/** Answers a Firestore REST request (`runQuery`, `batchGet` or `runAggregationQuery`) from `documents`. */
export function answerRest(documents, method, body) {
  if (method === 'batchGet') return batchGet(documents, body);
  if (method === 'runAggregationQuery')
    return runAggregationQuery(documents, body.structuredAggregationQuery ?? {});
  return runQuery(documents, body.structuredQuery ?? {});
}

/**
 * What Firestore bills for an answer: a document read per document answered,
 * at least one a query; an aggregation, a read per 1,000 index entries counted
 * (at least one).
 */
export function billedReads(method, rows) {
  if (method === 'runAggregationQuery') {
    const counted = rows.reduce(
      (sum, row) =>
        sum +
        Object.values(row.result?.aggregateFields ?? {}).reduce(
          (n, value) => n + Number(value.integerValue ?? 0),
          0,
        ),
      0,
    );
    return Math.max(1, Math.ceil(counted / 1000));
  }
  return Math.max(1, rows.filter((row) => row.document ?? row.found).length);
}

export const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
};

/** Firestore's error answers, as its REST API gives them. */
const FAILURES = {
  403: ['PERMISSION_DENIED', 'Missing or insufficient permissions.'],
  429: ['RESOURCE_EXHAUSTED', 'Quota exceeded.'],
  500: ['INTERNAL', 'Internal error encountered.'],
  503: ['UNAVAILABLE', 'The service is currently unavailable.'],
};

/** Answers a query as Firestore does when it fails: its status and its error document. */
function answerFailure(res, status) {
  const [code, message] = FAILURES[status] ?? FAILURES[500];
  res.writeHead(status, { ...CORS, 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { code: status, message, status: code } }));
}

/** A request's body, as text. */
async function bodyOf(req) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

/**
 * Answers a runQuery or batchGet request from `server.documents` after
 * `latencyMs`, or with Firestore's error while `server.failure` says so,
 * counting what Firestore would bill (`server.queries`, `server.reads`) and
 * the bytes sent.
 */
export async function answerQuery(server, req, res, latencyMs, method = 'runQuery') {
  const body = await bodyOf(req);
  await new Promise((resolve) => setTimeout(resolve, latencyMs));
  server.asked += 1;
  server.authorizations.push(req.headers.authorization ?? null);
  if (server.failure && server.asked > (server.failure.after ?? 0))
    return answerFailure(res, server.failure.status);
  let rows;
  try {
    rows = answerRest(server.documents, method, JSON.parse(body));
  } catch (error) {
    res.writeHead(400, { ...CORS, 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ error: { code: 400, message: String(error), status: 'INVALID_ARGUMENT' } }),
    );
    return;
  }
  server.queries += 1;
  server.reads += billedReads(method, rows);
  const answer = JSON.stringify(rows);
  // Compressed when the client accepts it, as Google's servers answer.
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(200, {
    ...CORS,
    'content-type': 'application/json',
    ...(gzip && { 'content-encoding': 'gzip' }),
  });
  const sent = gzip ? gzipSync(answer) : answer;
  server.bytes += Buffer.byteLength(sent);
  res.end(sent);
}
