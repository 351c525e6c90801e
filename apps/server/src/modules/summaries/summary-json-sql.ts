import type { Summary } from '@precis/shared';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/database';
import { concatenated, isoDate, type JsonArray, jsonString, preparedJsonArray } from '../../db/json-sql';
import type { ArgumentsOf, Build, Kind } from '../../db/prepared-query';
import type { Database } from '../../db/types';

/** A query's row shape for the summary list: the summary's JSON first, then its order keys. */
export interface SummaryJsonRow {
  value: string;
  created_at: number;
  id: string;
}

const column = (name: string) => sql.ref(`s.${name}`);

/**
 * The highlights a summary (the row `s`) used, as its `highlights` JSON: in the order the summary listed
 * them, each flagged when since deleted.
 */
function summaryHighlightsJsonSql(dialect: DialectName): RawBuilder<string> {
  const link = (name: string) => sql.ref(`link.${name}`);
  const deleted = sql`(CASE WHEN EXISTS (SELECT 1 FROM highlights AS h
                                          WHERE h.id = link.highlight_id AND h.user_id = link.user_id)
                        THEN 'false' ELSE 'true' END)`;
  const item = concatenated(dialect, [
    sql.lit('{"id":'),
    jsonString(dialect, link('highlight_id')),
    sql.lit(',"content":'),
    jsonString(dialect, link('content_snapshot')),
    sql.lit(',"deleted":'),
    deleted,
    sql.lit('}'),
  ]);
  return sql<string>`coalesce((
    SELECT '[' || string_agg(${item}, ',' ORDER BY link.position) || ']'
      FROM summary_highlights AS link
     WHERE link.summary_id = s.id AND link.user_id = s.user_id), '[]')`;
}

/**
 * One summary's API JSON, written by the database from its row (the table aliased `s`): exactly
 * JSON.stringify(toSummary(row, links)) (summary-json-sql.test.ts proves it on both databases). The list reads
 * one string per summary: building an object of fourteen fields per row, then the JSON of them all, cost
 * three times what the query did. Categories are stored as their JSON.
 */
export function summaryJsonSql(dialect: DialectName): RawBuilder<string> {
  const text = (name: string) => jsonString(dialect, column(name));
  const date = (name: string) => isoDate(dialect, column(name));
  return concatenated(dialect, [
    sql.lit('{"id":'),
    text('id'),
    sql.lit(',"summarizationType":'),
    text('summarization_type'),
    sql.lit(',"summarizationCategories":'),
    column('categories'),
    sql.lit(',"summaryTitle":'),
    text('title'),
    sql.lit(',"summaryText":'),
    text('text'),
    sql.lit(',"startDate":"'),
    date('start_at'),
    sql.lit('","endDate":"'),
    date('end_at'),
    sql.lit('","highlights":'),
    summaryHighlightsJsonSql(dialect),
    sql.lit(',"processed":'),
    sql`(CASE ${column('status')} WHEN 'READY' THEN 'true' ELSE 'false' END)`,
    sql.lit(',"status":'),
    text('status'),
    sql.lit(',"error":'),
    text('error'),
    sql.lit(',"userId":'),
    text('user_id'),
    sql.lit(',"source":'),
    text('source'),
    sql.lit(',"createdDate":"'),
    date('created_at'),
    sql.lit('"}'),
  ]);
}

/** A prepared query of summaries (SummaryJsonRow, newest first), run as one JSON array (preparedJsonArray). */
export function preparedSummariesJson<const Kinds extends readonly Kind[]>(
  kinds: Kinds,
  build: Build<Kinds, SummaryJsonRow>,
): (db: Kysely<Database>, ...args: ArgumentsOf<Kinds>) => Promise<JsonArray<Summary>> {
  return preparedJsonArray<Summary, Kinds, SummaryJsonRow>(kinds, ['created_at', 'id'], build);
}
