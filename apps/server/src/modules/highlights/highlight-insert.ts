import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Db, DialectName } from '../../db/database';
import { type NamedArguments, preparedNamedQuery } from '../../db/prepared-query';
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
import { aiCategoriesJson } from './ai-categories';
import { dashboardGroupMask } from './dashboard-groups';
import { HIGHLIGHT_FIELDS, type WrittenColumn } from './highlight-fields';
import { type HighlightRecord, highlightFromRow, labelRows, type RecordRow } from './highlight-record';
import type { NewHighlight } from './new-highlight';
import { buildSearchText } from './search-text';

export type { NewHighlight } from './new-highlight';

/**
 * The columns an insert writes: the fields' (HIGHLIGHT_FIELDS) and those only SQL or the server reads, which
 * the API never answers. On PostgreSQL seq comes from its sequence; on SQLite the insert computes it
 * (sqliteSeqFor).
 */
export const INSERT_COLUMNS: readonly WrittenColumn[] = [
  ...Object.values(HIGHLIGHT_FIELDS).flatMap((field) => field.writes),
  { column: 'user_id', kind: 'string', pgType: 'text', value: (highlight) => highlight.userId },
  { column: 'search_text', kind: 'string', pgType: 'text', value: (highlight) => buildSearchText(highlight) },
  {
    column: 'dashboard_groups',
    kind: 'number',
    pgType: 'integer',
    value: (highlight) => dashboardGroupMask(highlight.categories),
  },
  {
    column: 'ai_categories',
    kind: 'string or null',
    pgType: 'text',
    value: (highlight) => aiCategoriesJson(highlight.aiCategories),
  },
];

const ROW_SHAPE: Record<string, WrittenColumn['kind']> = Object.fromEntries(
  INSERT_COLUMNS.map((column) => [column.column, column.kind]),
);
type RowArguments = NamedArguments<typeof ROW_SHAPE>;

/** The highlights row's values by column, the prepared insert's named arguments. */
export function rowArguments(highlight: NewHighlight): RowArguments {
  return Object.fromEntries(INSERT_COLUMNS.map((column) => [column.column, column.value(highlight)]));
}

export const columnList = sql.join(INSERT_COLUMNS.map((column) => sql.ref(column.column)));

/** One row's VALUES: on PostgreSQL each typed, as INSERT ... SELECT types untyped values as text. */
export function rowValues(dialect: DialectName, args: RowArguments): RawBuilder<unknown> {
  return sql.join(
    INSERT_COLUMNS.map((column) =>
      dialect === 'postgres'
        ? sql`${args[column.column]}::${sql.raw(column.pgType)}`
        : sql`${args[column.column]}`,
    ),
  );
}

export function labelsOf(highlight: NewHighlight): HighlightLabelsTable[] {
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
export const sqliteSeqFor = (createdAt: number) => sql<number>`(
  SELECT coalesce(max(seq) + 1, CAST(${createdAt} AS INTEGER) * ${sql.lit(SEQ_SLOTS_PER_MS)}) FROM highlights
   WHERE seq >= CAST(${createdAt} AS INTEGER) * ${sql.lit(SEQ_SLOTS_PER_MS)}
     AND seq < (CAST(${createdAt} AS INTEGER) + 1) * ${sql.lit(SEQ_SLOTS_PER_MS)})`;

const insertHighlightRow = preparedNamedQuery(ROW_SHAPE, (_db, dialect, args) =>
  dialect === 'sqlite'
    ? sql`INSERT INTO highlights (seq, ${columnList})
          VALUES (${sqliteSeqFor(args.created_at as number)}, ${rowValues(dialect, args)})`
    : sql`INSERT INTO highlights (${columnList}) VALUES (${rowValues(dialect, args)})`,
);

export async function insertRows(trx: Kysely<Database>, highlight: NewHighlight): Promise<void> {
  await insertHighlightRow(trx, rowArguments(highlight));
  const labels = labelsOf(highlight);
  if (labels.length > 0) await trx.insertInto('highlight_labels').values(labels).execute();
}

/** The highlight as inserted, read from the values the insert wrote. */
function newRecord(highlight: NewHighlight): HighlightRecord {
  // The insert writes every column a field reads (highlight-fields.test.ts checks it).
  return highlightFromRow(rowArguments(highlight) as unknown as RecordRow);
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
  const [firstBucket, endBucket] = creationBuckets(window.start, window.end);
  const [row] = await insertWithinLimitStatement(trx, {
    ...rowArguments(highlight),
    max: window.max,
    labelKinds: labels.map((label) => label.kind),
    labelValues: labels.map((label) => label.value),
    labelValuesLower: labels.map((label) => label.value_lower),
    firstBucket,
    endBucket,
    nowBucket: bucketAt(Date.now()),
  });
  return Number(row?.inserted ?? 0) > 0;
}

const insertWithinLimitStatement = preparedNamedQuery(
  {
    ...ROW_SHAPE,
    max: 'number',
    labelKinds: 'strings',
    labelValues: 'strings',
    labelValuesLower: 'strings',
    firstBucket: 'number',
    endBucket: 'number',
    nowBucket: 'number',
  },
  (
    _db,
    _dialect,
    { max, labelKinds, labelValues, labelValuesLower, firstBucket, endBucket, nowBucket, ...rest },
  ) => {
    const row: RowArguments = rest;
    const count = createdCountSql(row.user_id as string, 'highlight', firstBucket, endBucket);
    // INSERT ... SELECT types its values as text unless told: hence the casts.
    return sql<{ inserted: number | string }>`
      WITH inserted AS (
        INSERT INTO highlights (${columnList})
        SELECT ${rowValues('postgres', row)}
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
