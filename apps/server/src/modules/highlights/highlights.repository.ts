import { type HighlightTotals, normaliseLabels } from '@precis/shared';
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import { COUNT_BUCKET_MS } from '../../db/schema-constants';
import type { Database, HighlightLabelsTable } from '../../db/types';
import { aiCategoriesFromJson, aiCategoriesJson, type CategorisedText, sameText } from './ai-categories';
import { dashboardGroupMask, totalsFromMasks } from './dashboard-groups';
import { type HighlightRecord, highlightFromRow, labelRows, RECORD_COLUMNS } from './highlight-record';
import { mergeAiCodes } from './merge-categories';
import { buildSearchText } from './search-text';

export type { HighlightRecord } from './highlight-record';

/** Runs the work in the caller's transaction when it is one, else in a new one. */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Where the highlights created in [start, end) (epoch ms) are counted: whole quarter hours in the trigger-kept
 * highlight_day_counts, so the cost does not grow with the day's highlights, and any part quarter hour at
 * either end (a range not on quarter-hour boundaries) from the rows themselves. Unused parts are empty ranges.
 */
interface CountWindows {
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

/** countWindows(start, end) as six values, in CountWindows' order: the arguments of highlightsCreatedCountSql. */
export type CountWindowArguments = [
  firstBucket: number,
  endBucket: number,
  headStart: number,
  headEnd: number,
  tailStart: number,
  tailEnd: number,
];

export function countWindowArguments(start: number, end: number): CountWindowArguments {
  const w = countWindows(start, end);
  return [w.firstBucket, w.endBucket, w.headStart, w.headEnd, w.tailStart, w.tailEnd];
}

/** The kinds of CountWindowArguments, for a prepared query that takes them. */
export const COUNT_WINDOW_KINDS = ['number', 'number', 'number', 'number', 'number', 'number'] as const;

/**
 * The count of the user's highlights in the windows (countWindowArguments), as one SQL expression (also in
 * usage.repository.ts and highlight-insert.ts).
 */
export function highlightsCreatedCountSql(
  userId: string,
  ...[firstBucket, endBucket, headStart, headEnd, tailStart, tailEnd]: CountWindowArguments
): RawBuilder<number | string> {
  const rowsBetween = (from: number, to: number) => sql`
    (SELECT count(*) FROM highlights WHERE user_id = ${userId} AND created_at >= ${from} AND created_at < ${to})`;
  return sql<number | string>`
    (SELECT coalesce(sum(count), 0) FROM highlight_day_counts
      WHERE user_id = ${userId} AND bucket >= ${firstBucket} AND bucket < ${endBucket})
    + ${rowsBetween(headStart, headEnd)} + ${rowsBetween(tailStart, tailEnd)}`;
}

const countCreated = preparedQuery(
  ['string', ...COUNT_WINDOW_KINDS],
  (_db, _dialect, userId, ...windows) =>
    sql<{ count: number | string }>`SELECT ${highlightsCreatedCountSql(userId, ...windows)} AS count`,
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
  return row && highlightFromRow(row);
}

/**
 * The user's highlights created in [startMs, endMs) (and labelled with the category), oldest first; with
 * `newest`, only that many of the newest. Reading every row of a range to keep a few held the event loop for
 * seconds once a year of imports sat in one range (SQLite reads synchronously).
 */
export async function findHighlightsInRange(
  db: Kysely<Database>,
  userId: string,
  startMs: number,
  endMs: number,
  categoryCode?: string,
  { newest }: { newest?: number } = {},
): Promise<HighlightRecord[]> {
  const query = inRangeQuery(db, userId, startMs, endMs, categoryCode).select(
    RECORD_COLUMNS.map((column) => `h.${column}` as const),
  );
  if (newest === undefined) {
    const rows = await query.orderBy('h.created_at', 'asc').orderBy('h.seq', 'asc').execute();
    return rows.map(highlightFromRow);
  }
  const rows = await query.orderBy('h.created_at', 'desc').orderBy('h.seq', 'desc').limit(newest).execute();
  return rows.reverse().map(highlightFromRow);
}

/** How many highlights findHighlightsInRange finds, without reading them. */
export async function countHighlightsInRange(
  db: Kysely<Database>,
  userId: string,
  startMs: number,
  endMs: number,
  categoryCode?: string,
): Promise<number> {
  const row = await inRangeQuery(db, userId, startMs, endMs, categoryCode)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

function inRangeQuery(
  db: Kysely<Database>,
  userId: string,
  startMs: number,
  endMs: number,
  categoryCode: string | undefined,
) {
  let query = db
    .selectFrom('highlights as h')
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
  return query;
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

/** A highlight and the codes the AI added to its categories: null when unknown (migration 0029). */
export interface HighlightWithAiCodes {
  highlight: HighlightRecord;
  aiCategories: string[] | null;
}

export async function findHighlightWithAiCodes(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<HighlightWithAiCodes | undefined> {
  const row = await db
    .selectFrom('highlights')
    .select([...RECORD_COLUMNS, 'ai_categories'])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { highlight: highlightFromRow(row), aiCategories: aiCategoriesFromJson(row.ai_categories) };
}

/** Replaces the highlight's label rows of one kind, which hold the same values as its JSON column. */
export async function replaceLabels(
  trx: Kysely<Database>,
  userId: string,
  highlightId: string,
  kind: HighlightLabelsTable['kind'],
  values: readonly string[],
): Promise<void> {
  await trx
    .deleteFrom('highlight_labels')
    .where('highlight_id', '=', highlightId)
    .where('kind', '=', kind)
    .execute();
  if (values.length > 0) {
    await trx
      .insertInto('highlight_labels')
      .values(labelRows(highlightId, userId, kind, values))
      .execute();
  }
}

/**
 * Merges the AI's category codes into the highlight's categories (mergeAiCodes) and records those it added in
 * `ai_categories`; marks the highlight processed and keeps labels, search text and dashboard groups in step.
 * Idempotent. Given the text the codes were computed from, applies nothing when the highlight's text changed
 * since (an edit during the model's call, whose own job could not be queued beside the running one): the
 * highlight stays unprocessed, so the sweeper queues it again. Undefined when the user has no such highlight
 * (e.g. deleted meanwhile).
 */
export async function applyCategorisation(
  db: Kysely<Database>,
  userId: string,
  highlightId: string,
  codes: readonly string[],
  categorisedText?: CategorisedText,
): Promise<HighlightRecord | undefined> {
  return inTransaction(db, async (trx) => {
    const found = await findHighlightWithAiCodes(trx, userId, highlightId);
    if (!found) return undefined;
    const { highlight: current, aiCategories: earlier } = found;
    if (categorisedText && !sameText(categorisedText, current)) return current;
    const merged = mergeAiCodes(current.categories, codes);
    // A highlight categorised before the AI's codes were recorded keeps them unknown: its categories hold some.
    const aiCategories =
      earlier === null && current.processed ? null : normaliseLabels([...(earlier ?? []), ...merged.added]);
    const updated: HighlightRecord = { ...current, categories: merged.categories, processed: true };
    // The text read above is part of the write: on PostgreSQL (read committed) an edit may commit between the
    // read and this update, which then matches no row rather than file the new text by the old one's codes.
    const result = await trx
      .updateTable('highlights')
      .set({
        categories: JSON.stringify(updated.categories),
        ai_categories: aiCategoriesJson(aiCategories),
        search_text: buildSearchText(updated),
        processed: 1,
        dashboard_groups: dashboardGroupMask(updated.categories),
      })
      .where('user_id', '=', userId)
      .where('id', '=', highlightId)
      .where('content', '=', current.content)
      .where('comment', current.comment === null ? 'is' : '=', current.comment)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return current;
    await replaceLabels(trx, userId, highlightId, 'category', updated.categories);
    return updated;
  });
}

const groupCounts = preparedQuery(['string'], (db, _dialect, userId) =>
  db.selectFrom('highlight_group_counts').select(['dashboard_groups', 'count']).where('user_id', '=', userId),
);

/**
 * The dashboard counts (docs/product-rules.md, Highlights): the user's highlights per dashboard group, and all of them, from the
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
