import type { HighlightLocation } from '@precis/shared';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared-query';
import { SEQ_SLOTS_PER_MS } from '../../db/schema-constants';
import type { Database, HighlightLabelsTable } from '../../db/types';
import { findOrCreateSource, type SourceInput, type SourceRef } from '../sources';
import {
  bucketAt,
  countCreatedBetween,
  createdCountSql,
  creationBuckets,
  lockDailyLimit,
  recordCreation,
} from '../usage';
import { dashboardGroupMask } from './dashboard-groups';
import { type HighlightRecord, labelRows } from './highlight-record';
import { locationSortKey } from './location';
import { buildSearchText } from './search-text';

export interface NewHighlight {
  id: string;
  userId: string;
  content: string;
  source: string | null;
  comment: string | null;
  categories: string[];
  tags: string[];
  /** Epoch ms. */
  createdAt: number;
  /** True when the AI's codes are already in `categories` (the built-in engine runs at once). */
  processed?: boolean;
  /** Its source (findOrCreateSource); `source` is then the source's title. */
  sourceId?: string | null;
  author?: string | null;
  sourceUrl?: string | null;
  location?: HighlightLocation | null;
  url?: string | null;
  /** Epoch ms; createdAt when not given. */
  savedAt?: number;
}

/** The kinds of rowArguments' values, in their order. */
const ROW_KINDS = [
  ...['string', 'string', 'string', 'string or null', 'string or null', 'string', 'string', 'string'],
  ...['number', 'string', 'number', 'number'],
  ...['string or null', 'string or null', 'string or null', 'string or null', 'string or null'],
  ...['number or null', 'string or null', 'number'],
] as const;

/**
 * The highlights row's values, in ROW_KINDS' order: id, user_id, content, source, comment, categories, tags,
 * search_text, created_at, created_date, processed, dashboard_groups, source_id, author, source_url,
 * location_type, location_value, location_sort, url, saved_at.
 */
function rowArguments(highlight: NewHighlight) {
  return [
    highlight.id,
    highlight.userId,
    highlight.content,
    highlight.source,
    highlight.comment,
    JSON.stringify(highlight.categories),
    JSON.stringify(highlight.tags),
    buildSearchText(highlight),
    highlight.createdAt,
    new Date(highlight.createdAt).toISOString(),
    highlight.processed ? 1 : 0,
    dashboardGroupMask(highlight.categories),
    highlight.sourceId ?? null,
    highlight.author ?? null,
    highlight.sourceUrl ?? null,
    highlight.location?.type ?? null,
    highlight.location?.value ?? null,
    locationSortKey(highlight.location),
    highlight.url ?? null,
    highlight.savedAt ?? highlight.createdAt,
  ] as const;
}

function labelsOf(highlight: NewHighlight): HighlightLabelsTable[] {
  return [
    ...labelRows(highlight.id, highlight.userId, 'category', highlight.categories),
    ...labelRows(highlight.id, highlight.userId, 'tag', highlight.tags),
  ];
}

/**
 * SQLite: the row's slot among those of its millisecond (migration 0002), given at insert so that the insert
 * trigger need not re-key the row, which rewrote it and all its index entries. CAST keeps the arithmetic in
 * integers: seq exceeds 2^53.
 */
const sqliteSeqFor = (createdAt: number) => sql<number>`(
  SELECT coalesce(max(seq) + 1, CAST(${createdAt} AS INTEGER) * ${sql.lit(SEQ_SLOTS_PER_MS)}) FROM highlights
   WHERE seq >= CAST(${createdAt} AS INTEGER) * ${sql.lit(SEQ_SLOTS_PER_MS)}
     AND seq < (CAST(${createdAt} AS INTEGER) + 1) * ${sql.lit(SEQ_SLOTS_PER_MS)})`;

const insertHighlightRow = preparedQuery(
  ROW_KINDS,
  (
    db,
    dialect,
    id,
    userId,
    content,
    source,
    comment,
    categories,
    tags,
    searchText,
    createdAt,
    createdDate,
    processed,
    groups,
    sourceId,
    author,
    sourceUrl,
    locationType,
    locationValue,
    locationSort,
    url,
    savedAt,
  ) =>
    db.insertInto('highlights').values({
      ...(dialect === 'sqlite' ? { seq: sqliteSeqFor(createdAt) } : {}),
      id,
      user_id: userId,
      content,
      source,
      comment,
      categories,
      tags,
      search_text: searchText,
      created_at: createdAt,
      created_date: createdDate,
      processed,
      synced: 0,
      dashboard_groups: groups,
      source_id: sourceId,
      author,
      source_url: sourceUrl,
      location_type: locationType,
      location_value: locationValue,
      location_sort: locationSort,
      url,
      saved_at: savedAt,
    }),
);

export async function insertRows(trx: Kysely<Database>, highlight: NewHighlight): Promise<void> {
  await insertHighlightRow(trx, ...rowArguments(highlight));
  const labels = labelsOf(highlight);
  if (labels.length > 0) await trx.insertInto('highlight_labels').values(labels).execute();
}

function newRecord(highlight: NewHighlight): HighlightRecord {
  return {
    id: highlight.id,
    content: highlight.content,
    source: highlight.source,
    comment: highlight.comment,
    categories: highlight.categories,
    tags: highlight.tags,
    created_at: highlight.createdAt,
    processed: highlight.processed ?? false,
    synced: false,
    source_id: highlight.sourceId ?? null,
    author: highlight.author ?? null,
    source_url: highlight.sourceUrl ?? null,
    location: highlight.location ?? null,
    url: highlight.url ?? null,
    saved_at: highlight.savedAt ?? highlight.createdAt,
  };
}

/** Inserts a highlight and its labels in one transaction (also how tests and tools seed chosen times). */
export async function insertHighlight(db: Db, highlight: NewHighlight): Promise<HighlightRecord> {
  await db.kysely.transaction().execute((trx) => insertRows(trx, highlight));
  return newRecord(highlight);
}

/**
 * Inserts the highlight unless the user already created `max` in [start, end); null when refused.
 * The count and the insert share a transaction; on PostgreSQL a per-user advisory lock serialises one
 * user's creations, so concurrent requests cannot both pass the check (SQLite has a single writer, and a
 * batched write counts the ones before it in the batch).
 */
export async function insertHighlightWithinLimit(
  db: Db,
  highlight: NewHighlight,
  window: { start: number; end: number; max: number },
  source?: SourceInput,
): Promise<HighlightRecord | null> {
  return db.write(async (trx) => {
    if (db.dialect === 'postgres') {
      await lockDailyLimit(trx, highlight.userId, 'highlight');
      const sourced = await withSource(trx, highlight, source);
      const inserted = await insertWithinLimitPostgres(trx, sourced.highlight, window);
      if (!inserted) await dropIfCreated(trx, highlight.userId, sourced.ref);
      return inserted ? newRecord(sourced.highlight) : null;
    }
    const count = await countCreatedBetween(trx, highlight.userId, 'highlight', window.start, window.end);
    if (count >= window.max) return null;
    const sourced = await withSource(trx, highlight, source);
    await insertRows(trx, sourced.highlight);
    await recordCreation(trx, highlight.userId, 'highlight', Date.now());
    return newRecord(sourced.highlight);
  });
}

/** The highlight with the copies of its source's fields, the source found or created (findOrCreateSource). */
export async function withSource(
  trx: Kysely<Database>,
  highlight: NewHighlight,
  source: SourceInput | undefined,
): Promise<{ highlight: NewHighlight; ref?: SourceRef }> {
  if (!source) return { highlight };
  const ref = await findOrCreateSource(trx, highlight.userId, source);
  return {
    highlight: { ...highlight, sourceId: ref.id, source: ref.title, author: ref.author, sourceUrl: ref.url },
    ref,
  };
}

/** A source created for a highlight that was then refused stays no longer: it would be an empty leftover. */
async function dropIfCreated(
  trx: Kysely<Database>,
  userId: string,
  ref: SourceRef | undefined,
): Promise<void> {
  if (ref?.created)
    await trx.deleteFrom('sources').where('user_id', '=', userId).where('id', '=', ref.id).execute();
}

/**
 * PostgreSQL: the count, the insert and the labels' inserts in one statement, so a create costs one round trip
 * (the lock aside) instead of four: a batch of thirty creates was a hundred and twenty in a row.
 */
async function insertWithinLimitPostgres(
  trx: Kysely<Database>,
  highlight: NewHighlight,
  window: { start: number; end: number; max: number },
): Promise<boolean> {
  const labels = labelsOf(highlight);
  const [row] = await insertWithinLimitStatement(
    trx,
    ...rowArguments(highlight),
    window.max,
    labels.map((label) => label.kind),
    labels.map((label) => label.value),
    labels.map((label) => label.value_lower),
    ...creationBuckets(window.start, window.end),
    bucketAt(Date.now()),
  );
  return Number(row?.inserted ?? 0) > 0;
}

const insertWithinLimitStatement = preparedQuery(
  [...ROW_KINDS, 'number', 'strings', 'strings', 'strings', 'number', 'number', 'number'] as const,
  (
    _db,
    _dialect,
    id,
    userId,
    content,
    source,
    comment,
    categories,
    tags,
    searchText,
    createdAt,
    createdDate,
    processed,
    groups,
    sourceId,
    author,
    sourceUrl,
    locationType,
    locationValue,
    locationSort,
    url,
    savedAt,
    max,
    labelKinds,
    labelValues,
    labelValuesLower,
    firstBucket,
    endBucket,
    nowBucket,
  ) => {
    const count = createdCountSql(userId, 'highlight', firstBucket, endBucket);
    // INSERT ... SELECT types its values as text unless told: hence the casts.
    return sql<{ inserted: number | string }>`
      WITH inserted AS (
        INSERT INTO highlights (id, user_id, content, source, comment, categories, tags, search_text, created_at,
                                created_date, processed, synced, dashboard_groups, source_id, author, source_url,
                                location_type, location_value, location_sort, url, saved_at)
        SELECT ${id}::text, ${userId}::text, ${content}::text, ${source}::text, ${comment}::text,
               ${categories}::text, ${tags}::text, ${searchText}::text, ${createdAt}::bigint,
               ${createdDate}::text, ${processed}::integer, 0, ${groups}::integer, ${sourceId}::text,
               ${author}::text, ${sourceUrl}::text, ${locationType}::text, ${locationValue}::text,
               ${locationSort}::double precision, ${url}::text, ${savedAt}::bigint
         WHERE ${count} < ${max}::bigint
        RETURNING id, user_id
      ), labels AS (
        INSERT INTO highlight_labels (highlight_id, user_id, kind, value, value_lower)
        SELECT inserted.id, inserted.user_id, label.kind, label.value, label.value_lower
          FROM inserted
         CROSS JOIN unnest(${labelKinds}::text[], ${labelValues}::text[], ${labelValuesLower}::text[])
                 AS label(kind, value, value_lower)
      ), recorded AS (
        INSERT INTO daily_creation_counts (user_id, kind, bucket, count)
        SELECT inserted.user_id, 'highlight', ${nowBucket}::bigint, count(*) FROM inserted GROUP BY inserted.user_id
        ON CONFLICT (user_id, kind, bucket) DO UPDATE SET count = daily_creation_counts.count + excluded.count
      )
      SELECT count(*) AS inserted FROM inserted`;
  },
);
