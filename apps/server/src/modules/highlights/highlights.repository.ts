import type { HighlightTotals } from '@precis/shared';
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import { SEQ_SLOTS_PER_MS } from '../../db/migrations/0002-highlights';
import { COUNT_BUCKET_MS } from '../../db/migrations/0008-highlight-counts';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/types';
import { dashboardGroupMask, totalsFromMasks } from './dashboard-groups';
import { type HighlightRecord, labelRows, RECORD_COLUMNS, toRecord } from './highlight-record';
import { mergeCategoryCodes } from './merge-categories';
import { buildSearchText } from './search-text';

export type { HighlightRecord } from './highlight-record';

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
}

/** Runs the work in the caller's transaction when it is one, else in a new one. */
function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
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
  [
    'string',
    'string',
    'string',
    'string or null',
    'string or null',
    'string',
    'string',
    'string',
    'number',
    'string',
    'number',
    'number',
  ],
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
    }),
);

async function insertRows(trx: Kysely<Database>, highlight: NewHighlight): Promise<void> {
  await insertHighlightRow(
    trx,
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
  );
  const labels = [
    ...labelRows(highlight.id, highlight.userId, 'category', highlight.categories),
    ...labelRows(highlight.id, highlight.userId, 'tag', highlight.tags),
  ];
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
): Promise<HighlightRecord | null> {
  return db.write(async (trx) => {
    if (db.dialect === 'postgres') {
      await lockDailyLimit(trx, highlight.userId);
      const inserted = await insertWithinLimitPostgres(trx, highlight, window);
      return inserted ? newRecord(highlight) : null;
    }
    const count = await countHighlightsCreatedBetween(trx, highlight.userId, window.start, window.end);
    if (count >= window.max) return null;
    await insertRows(trx, highlight);
    return newRecord(highlight);
  });
}

/** Per transaction, the users whose daily-limit lock it holds (a batch of writes often has one user's). */
const heldLimitLocks = new WeakMap<Kysely<Database>, Set<string>>();

/**
 * Takes the user's daily-limit lock until the transaction ends. A statement of its own: the count that
 * follows must see what the lock's previous holder committed, and a statement sees the data as it was when
 * it began.
 */
async function lockDailyLimit(trx: Kysely<Database>, userId: string): Promise<void> {
  const held = heldLimitLocks.get(trx) ?? new Set<string>();
  if (held.has(userId)) return;
  await sql`SELECT pg_advisory_xact_lock(${DAILY_LIMIT_LOCK}, hashtext(${userId}))`.execute(trx);
  held.add(userId);
  heldLimitLocks.set(trx, held);
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
  const labels = [
    ...labelRows(highlight.id, highlight.userId, 'category', highlight.categories),
    ...labelRows(highlight.id, highlight.userId, 'tag', highlight.tags),
  ];
  const [row] = await insertWithinLimitStatement(
    trx,
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
    ...countWindowArguments(window.start, window.end),
    window.max,
    labels.map((label) => label.kind),
    labels.map((label) => label.value),
    labels.map((label) => label.value_lower),
  );
  return Number(row?.inserted ?? 0) > 0;
}

const insertWithinLimitStatement = preparedQuery(
  [
    ...['string', 'string', 'string', 'string or null', 'string or null', 'string', 'string', 'string'],
    ...['number', 'string', 'number', 'number'],
    ...['number', 'number', 'number', 'number', 'number', 'number', 'number'],
    ...['strings', 'strings', 'strings'],
  ] as const,
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
    firstBucket,
    endBucket,
    headStart,
    headEnd,
    tailStart,
    tailEnd,
    max,
    labelKinds,
    labelValues,
    labelValuesLower,
  ) => {
    const count = highlightsCreatedCountSql(userId, {
      firstBucket,
      endBucket,
      headStart,
      headEnd,
      tailStart,
      tailEnd,
    });
    // INSERT ... SELECT types its values as text unless told: hence the casts.
    return sql<{ inserted: number | string }>`
      WITH inserted AS (
        INSERT INTO highlights (id, user_id, content, source, comment, categories, tags, search_text, created_at,
                                created_date, processed, synced, dashboard_groups)
        SELECT ${id}::text, ${userId}::text, ${content}::text, ${source}::text, ${comment}::text,
               ${categories}::text, ${tags}::text, ${searchText}::text, ${createdAt}::bigint,
               ${createdDate}::text, ${processed}::integer, 0, ${groups}::integer
         WHERE ${count} < ${max}::bigint
        RETURNING id, user_id
      ), labels AS (
        INSERT INTO highlight_labels (highlight_id, user_id, kind, value, value_lower)
        SELECT inserted.id, inserted.user_id, label.kind, label.value, label.value_lower
          FROM inserted
         CROSS JOIN unnest(${labelKinds}::text[], ${labelValues}::text[], ${labelValuesLower}::text[])
                 AS label(kind, value, value_lower)
      )
      SELECT count(*) AS inserted FROM inserted`;
  },
);

/** The advisory-lock namespace of the daily highlight limit (any constant unused elsewhere). */
const DAILY_LIMIT_LOCK = 20_002;

/**
 * Where the highlights created in [start, end) (epoch ms) are counted: whole quarter hours in the trigger-kept
 * highlight_day_counts, so the cost does not grow with the day's highlights, and any part quarter hour at
 * either end (a range not on quarter-hour boundaries) from the rows themselves. Unused parts are empty ranges.
 */
export interface CountWindows {
  firstBucket: number;
  endBucket: number;
  headStart: number;
  headEnd: number;
  tailStart: number;
  tailEnd: number;
}

function countWindows(start: number, end: number): CountWindows {
  const firstBucket = Math.ceil(start / COUNT_BUCKET_MS);
  const endBucket = Math.floor(end / COUNT_BUCKET_MS);
  if (firstBucket >= endBucket) {
    return {
      firstBucket,
      endBucket: firstBucket,
      headStart: start,
      headEnd: end,
      tailStart: end,
      tailEnd: end,
    };
  }
  return {
    firstBucket,
    endBucket,
    headStart: start,
    headEnd: firstBucket * COUNT_BUCKET_MS,
    tailStart: endBucket * COUNT_BUCKET_MS,
    tailEnd: end,
  };
}

/** countWindows(start, end) as six arguments of a prepared query, in CountWindows' order. */
export function countWindowArguments(
  start: number,
  end: number,
): [number, number, number, number, number, number] {
  const w = countWindows(start, end);
  return [w.firstBucket, w.endBucket, w.headStart, w.headEnd, w.tailStart, w.tailEnd];
}

/** The count of the user's highlights in the windows, as one SQL expression (also in usage.repository.ts). */
export function highlightsCreatedCountSql(
  userId: string,
  windows: CountWindows,
): RawBuilder<number | string> {
  const rowsBetween = (from: number, to: number) => sql`
    (SELECT count(*) FROM highlights WHERE user_id = ${userId} AND created_at >= ${from} AND created_at < ${to})`;
  return sql<number | string>`
    (SELECT coalesce(sum(count), 0) FROM highlight_day_counts
      WHERE user_id = ${userId} AND bucket >= ${windows.firstBucket} AND bucket < ${windows.endBucket})
    + ${rowsBetween(windows.headStart, windows.headEnd)} + ${rowsBetween(windows.tailStart, windows.tailEnd)}`;
}

const countCreated = preparedQuery(
  ['string', 'number', 'number', 'number', 'number', 'number', 'number'],
  (_db, _dialect, userId, firstBucket, endBucket, headStart, headEnd, tailStart, tailEnd) =>
    sql<{ count: number | string }>`SELECT ${highlightsCreatedCountSql(userId, {
      firstBucket,
      endBucket,
      headStart,
      headEnd,
      tailStart,
      tailEnd,
    })} AS count`,
);

/** The user's highlights created in [start, end) (epoch ms), in one query (see countWindows). */
export async function countHighlightsCreatedBetween(
  db: Kysely<Database>,
  userId: string,
  start: number,
  end: number,
): Promise<number> {
  const [row] = await countCreated(db, userId, ...countWindowArguments(start, end));
  return Number(row?.count ?? 0);
}

export async function findHighlightById(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<HighlightRecord | undefined> {
  const row = await db
    .selectFrom('highlights')
    .select(RECORD_COLUMNS)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** The user's highlights created in [startMs, endMs), oldest first; only those carrying the category if given. */
export async function findHighlightsInRange(
  db: Kysely<Database>,
  userId: string,
  startMs: number,
  endMs: number,
  categoryCode?: string,
): Promise<HighlightRecord[]> {
  let query = db
    .selectFrom('highlights as h')
    .select(RECORD_COLUMNS.map((column) => `h.${column}` as const))
    .where('h.user_id', '=', userId)
    .where('h.created_at', '>=', startMs)
    .where('h.created_at', '<', endMs);
  if (categoryCode) {
    const wanted = categoryCode.trim().toLowerCase();
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('highlight_labels as l')
          .select('l.highlight_id')
          .whereRef('l.highlight_id', '=', 'h.id')
          .where('l.kind', '=', 'category')
          .where('l.value_lower', '=', wanted),
      ),
    );
  }
  const rows = await query.orderBy('h.created_at', 'asc').orderBy('h.seq', 'asc').execute();
  return rows.map(toRecord);
}

/** Deletes the user's highlight (its labels go with it); false when the user has no such highlight. */
export async function deleteHighlight(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('highlights')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Merges category codes (e.g. from the AI) into the highlight's categories (mergeCategoryCodes); marks
 * the highlight processed and keeps labels, search text and dashboard groups in step. Idempotent.
 * Undefined when the user has no such highlight (e.g. deleted meanwhile).
 */
export async function applyCategorisation(
  db: Kysely<Database>,
  userId: string,
  highlightId: string,
  codes: readonly string[],
): Promise<HighlightRecord | undefined> {
  return inTransaction(db, async (trx) => {
    const current = await findHighlightById(trx, userId, highlightId);
    if (!current) return undefined;
    const categories = mergeCategoryCodes(current.categories, codes);
    const updated: HighlightRecord = { ...current, categories, processed: true };
    await trx
      .updateTable('highlights')
      .set({
        categories: JSON.stringify(categories),
        search_text: buildSearchText(updated),
        processed: 1,
        dashboard_groups: dashboardGroupMask(categories),
      })
      .where('user_id', '=', userId)
      .where('id', '=', highlightId)
      .execute();
    await trx
      .deleteFrom('highlight_labels')
      .where('highlight_id', '=', highlightId)
      .where('kind', '=', 'category')
      .execute();
    if (categories.length > 0) {
      await trx
        .insertInto('highlight_labels')
        .values(labelRows(highlightId, userId, 'category', categories))
        .execute();
    }
    return updated;
  });
}

const groupCounts = preparedQuery(['string'], (db, _dialect, userId) =>
  db.selectFrom('highlight_group_counts').select(['dashboard_groups', 'count']).where('user_id', '=', userId),
);

/**
 * The dashboard counts (decisions.md): the user's highlights per dashboard group, and all of them, from the
 * trigger-kept counts per group mask (at most 16 rows, whatever the number of highlights).
 */
export async function countHighlightsPerGroup(
  db: Kysely<Database>,
  userId: string,
): Promise<HighlightTotals> {
  const rows = await groupCounts(db, userId);
  return totalsFromMasks(
    rows.map((row) => ({ mask: Number(row.dashboard_groups), count: Number(row.count) })),
  );
}

/**
 * Highlights not yet categorised, oldest first, of every user: the sweeper's scan for creates whose job a
 * crash lost (the highlight commits before its job is enqueued). The literal term uses the partial index.
 */
export async function findUnprocessedHighlights(
  db: Kysely<Database>,
  limit: number,
): Promise<{ id: string; user_id: string }[]> {
  return db
    .selectFrom('highlights')
    .select(['id', 'user_id'])
    .where(sql<SqlBool>`processed = 0`)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}
